import { startSmtp } from './smtp';
import { bootTestApp, type TestApp } from './test-app';

export type SmtpServer = Awaited<ReturnType<typeof startSmtp>>;

/**
 * Boots, before the enclosing describe's tests, an app that mails a real SMTP server on loopback (links in the mail
 * point at https://shop.example), hands both to `use`, and closes both after the tests.
 */
export function withMailingApp(use: (t: TestApp, smtp: SmtpServer) => void): void {
  let t: TestApp | undefined;
  let smtp: SmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await bootTestApp({ SMTP_URL: smtp.url, PUBLIC_SITE_URL: 'https://shop.example' });
    use(t, smtp);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
}
