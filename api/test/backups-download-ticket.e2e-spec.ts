import { DOWNLOAD_TICKET_SECONDS } from '../src/backups/download-tickets';
import { BackupsService } from '../src/backups/backups.service';
import { bootTestApp, type TestApp } from './helpers/test-app';

/** Reads a response body as bytes whatever its type (a tar is not JSON). */
const bytes = (res: { on(event: string, fn: (chunk?: Buffer) => void): unknown }, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c) => chunks.push(c!));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('Backup download by a one-time ticket (the browser follows a link; the staff token never goes in a URL)', () => {
  let t: TestApp;
  let owner: string;
  let older: string;
  let newer: string;

  beforeAll(async () => {
    t = await bootTestApp({ BACKUPS: 'on' });
    owner = await t.tokenFor('OWNER');
    older = (await t.http.post('/api/v1/backups').set(t.bearer(owner)).expect(201)).body.data.name;
    newer = (await t.http.post('/api/v1/backups').set(t.bearer(owner)).expect(201)).body.data.name;
  });
  afterAll(async () => t.close());

  const ticketFor = async (name: string) =>
    (await t.http.post(`/api/v1/backups/${name}/download-ticket`).set(t.bearer(owner)).expect(201)).body.data as { url: string; expiresAt: string };

  it('a ticket from the owner streams that backup as a tar without a bearer token, once', async () => {
    const before = Date.now();
    const ticket = await ticketFor(older);
    expect(ticket.url).toMatch(new RegExp(`^/api/v1/backups/${older}/download\\?ticket=[A-Za-z0-9_.-]+$`));
    expect(ticket.url).not.toContain(owner);
    const expires = new Date(ticket.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + (DOWNLOAD_TICKET_SECONDS - 1) * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + DOWNLOAD_TICKET_SECONDS * 1000);

    const tar = await t.http.get(ticket.url).buffer(true).parse(bytes);
    expect(tar.status).toBe(200);
    expect(tar.headers['content-type']).toBe('application/x-tar');
    expect(tar.headers['content-disposition']).toBe(`attachment; filename="${older}.tar"`);
    expect(tar.headers['cache-control']).toMatch(/no-store/);
    expect((tar.body as Buffer).subarray(0, 100).toString().replace(/\0.*$/s, '')).toBe(`${older}/manifest.json`);

    const again = await t.http.get(ticket.url).expect(401);
    expect(again.body.message).toMatch(/already been used/);
  });

  it('refuses a ticket for another backup (403), an expired one, a forged one and none at all (401)', async () => {
    const ticket = await ticketFor(older);
    const code = new URL(ticket.url, 'http://x').searchParams.get('ticket')!;
    const other = await t.http.get(`/api/v1/backups/${newer}/download?ticket=${encodeURIComponent(code)}`).expect(403);
    expect(other.body.message).toMatch(/another backup/);

    const none = await t.http.get(`/api/v1/backups/${older}/download`).expect(401);
    expect(none.body.message).toMatch(/download link/);
    const forged = code.slice(0, -2) + (code.endsWith('AA') ? 'BB' : 'AA');
    expect((await t.http.get(`/api/v1/backups/${older}/download?ticket=${forged}`).expect(401)).body.message).toMatch(/not valid/);
    await t.http.get(`/api/v1/backups/${older}/download?ticket=garbage`).expect(401);
    await t.http.get(`/api/v1/backups/${older}/download?ticket=a&ticket=b`).expect(401);
    // a staff token in the URL or the header is no ticket
    await t.http.get(`/api/v1/backups/${older}/download?ticket=${owner}`).expect(401);
    await t.http.get(`/api/v1/backups/${older}/download`).set(t.bearer(owner)).expect(401);

    // issued 61 s ago: past its minute
    const stale = t.app.get(BackupsService).downloadTicket(null, older, new Date(Date.now() - (DOWNLOAD_TICKET_SECONDS + 1) * 1000));
    expect((await t.http.get(stale.url).expect(401)).body.message).toMatch(/expired/);

    // the refused attempts did not use up the good ticket
    expect((await t.http.get(ticket.url).buffer(true).parse(bytes)).status).toBe(200);
  });

  it('gives tickets to the owner only, and only for a backup that exists', async () => {
    const admin = await t.tokenFor('ADMIN');
    await t.http.post(`/api/v1/backups/${older}/download-ticket`).set(t.bearer(admin)).expect(403);
    await t.http.post(`/api/v1/backups/${older}/download-ticket`).expect(401);
    const missing = await t.http.post('/api/v1/backups/2020-01-01T00-00-00-000Z-manual/download-ticket').set(t.bearer(owner)).expect(404);
    expect(missing.body.message).toMatch(/no backup named/i);
    await t.http.post('/api/v1/backups/..%2F..%2Fetc/download-ticket').set(t.bearer(owner)).expect(404);
  });
});
