import { DOWNLOAD_TICKET_SECONDS, DownloadTickets } from './download-tickets';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const at = (s: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, s));

describe('one-time backup download tickets', () => {
  it('are accepted by another instance sharing the secret, and refused by one with another secret', () => {
    const { ticket } = new DownloadTickets(SECRET).issue('b1', at(0));
    expect(() => new DownloadTickets(SECRET).redeem(ticket, 'b1', at(1))).not.toThrow();
    expect(() => new DownloadTickets(`${SECRET}-other`).redeem(ticket, 'b1', at(1))).toThrow(/not valid/);
  });

  it('work until the last millisecond of their minute and not after it', () => {
    const tickets = new DownloadTickets(SECRET);
    const early = tickets.issue('b1', at(0));
    expect(() => tickets.redeem(early.ticket, 'b1', new Date(at(DOWNLOAD_TICKET_SECONDS).getTime() - 1))).not.toThrow();
    const late = tickets.issue('b1', at(0));
    expect(() => tickets.redeem(late.ticket, 'b1', at(DOWNLOAD_TICKET_SECONDS))).toThrow(/expired/);
  });

  it('refuse a payload changed to name another backup, even with its signature kept', () => {
    const tickets = new DownloadTickets(SECRET);
    const [payload, signature] = tickets.issue('b1', at(0)).ticket.split('.');
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const changed = Buffer.from(JSON.stringify({ ...body, b: 'b2' })).toString('base64url');
    expect(() => tickets.redeem(`${changed}.${signature}`, 'b2', at(1))).toThrow(/not valid/);
  });
});
