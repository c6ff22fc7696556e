import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(): Promise<{ url: string; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The first received mail that matches, waiting for it (mail is sent off the request's path). `limitMs` only ends a
 * test that would otherwise hang: 20 s, since a mail's way through hashing, the queue and SMTP stretches on a busy machine.
 */
export async function waitForMail(mails: ReceivedMail[], match: (m: ReceivedMail) => boolean, limitMs = 20_000): Promise<ReceivedMail> {
  const t0 = Date.now();
  for (;;) {
    const found = mails.find(match);
    if (found) return found;
    if (Date.now() - t0 > limitMs) throw new Error(`no matching mail within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A received mail's text with quoted-printable soft line breaks and `=3D` undone, enough to find links and addresses. */
export const unfoldMail = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The reset token in a received password-reset mail. */
export const resetTokenFrom = (raw: string) => decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(unfoldMail(raw))![1]);
