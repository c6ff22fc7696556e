import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

// A shop of its own whose mail goes to a real SMTP server on loopback, for journeys that need a mailed link.
// The shared shop the other browser tests use (SHOP_URL) logs its mail instead, where a test cannot read it.

export interface ReceivedMail {
  to: string[];
  raw: string;
}

interface StartedShop {
  url: string;
  email: string;
  password: string;
  stop(): Promise<void>;
}
type StartShop = (options: { env?: Record<string, string>; storefront?: boolean }) => Promise<StartedShop>;

async function startSmtp() {
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
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * Starts the built shop (as `npm start` runs it) with SMTP_URL pointing at a local SMTP server that keeps every mail.
 * Its journeys are the back office's, so it builds no storefront (two more `astro build`s for pages nobody opens).
 */
export async function startShopWithMail() {
  const smtp = await startSmtp();
  const modulePath = fileURLToPath(new URL('../../scripts/lib/shop-process.mjs', import.meta.url));
  const { startShop } = (await import(modulePath)) as { startShop: StartShop };
  const shop = await startShop({ env: { SMTP_URL: smtp.url, STOREFRONT_REBUILD: 'off' }, storefront: false }).catch(async (err: unknown) => {
    await smtp.close();
    throw err;
  });
  return {
    ...shop,
    mails: smtp.mails,
    async stop() {
      await shop.stop();
      await smtp.close();
    },
  };
}

/** The text of a mail as written (quoted-printable soft breaks and escapes undone). */
export function mailText(mail: ReceivedMail): string {
  return mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
