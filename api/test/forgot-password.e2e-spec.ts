import { AUTH_MESSAGES } from '@shop/common';
import { FORGOT_PASSWORD_POLICY } from '../src/auth/reset-request-store';
import { LockHolder } from './helpers/lock-holder';
import { resetTokenFrom, waitForMail } from './helpers/smtp';
import { withMailingApp, type SmtpServer } from './helpers/mailing-app';
import type { TestApp } from './helpers/test-app';

/** Forgot-password tells nobody which emails are staff's, cannot be used to flood a mailbox, and voids nothing. */
const forgot = (t: TestApp, email: string, ip: string) =>
  t.http.post('/api/v1/auth/forgot-password').set('X-Forwarded-For', ip).send({ email }).timeout(10_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The share of (a, b) pairs in which a took longer: about 0.5 when both come from one distribution. */
function shareSlower(a: number[], b: number[]): number {
  let slower = 0;
  for (const x of a) for (const y of b) slower += x > y ? 1 : x === y ? 0.5 : 0;
  return slower / (a.length * b.length);
}

describe('forgot password', () => {
  let t: TestApp;
  let smtp: SmtpServer;
  withMailingApp((app, server) => {
    t = app;
    smtp = server;
  });

  it('answers known and unknown emails alike, before looking either up: their timings share one distribution', async () => {
    const n = 20;
    const staff = await Promise.all(Array.from({ length: n }, (_, i) => t.createUser({ email: `timing${i}@shop.test` })));
    // With the users table locked, an answer that waited for the lookup could not come back at all.
    const holder = await LockHolder.take(t.databaseUrl, 'LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const known: number[] = [];
    const unknown: number[] = [];
    try {
      const timed = async (email: string, ip: string, into: number[]) => {
        const t0 = process.hrtime.bigint();
        const res = await forgot(t, email, ip).expect(200);
        into.push(Number(process.hrtime.bigint() - t0) / 1e6);
        return res.body;
      };
      for (let i = 0; i < n; i++) {
        // alternate which goes first, so warming up favours neither
        const order: [string, number[]][] = [
          [staff[i].user.email, known],
          [`stranger${i}@shop.test`, unknown],
        ];
        if (i % 2) order.reverse();
        const bodies = [];
        for (const [email, into] of order) bodies.push(await timed(email, `198.51.100.${100 + i}`, into));
        expect(bodies[0]).toEqual(bodies[1]);
        expect(bodies[0]).toEqual({ data: { message: AUTH_MESSAGES.forgotPasswordSent } });
      }
      await holder.waitForWaiters(1, 'reset lookup');
      expect(smtp.mails.filter((m) => m.to[0].startsWith('timing'))).toHaveLength(0);
    } finally {
      await holder.release();
    }
    const share = shareSlower(known, unknown);
    console.log(
      `forgot-password answer times (ms): known median ${median(known).toFixed(1)}, unknown median ${median(unknown).toFixed(1)}, known slower in ${(share * 100).toFixed(0)}% of pairs`,
    );
    // identical distributions give about 0.5; a lookup or a mail on the answer's path gives nearly 1
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.85);
    // the work happens after the answers: every known address gets its link, no stranger gets anything
    for (const s of staff) await waitForMail(smtp.mails, (m) => m.to.includes(s.user.email), 15_000);
    expect(smtp.mails.some((m) => m.to[0].startsWith('stranger'))).toBe(false);
  }, 60_000);

  it(`throttles one email after ${FORGOT_PASSWORD_POLICY.perEmail} requests an hour, answering an unknown email exactly the same`, async () => {
    await t.createUser({ email: 'flooded@shop.test' });
    const answers = async (email: string, base: number) => {
      const out = [];
      for (let i = 0; i <= FORGOT_PASSWORD_POLICY.perEmail; i++) out.push(await forgot(t, email, `203.0.113.${base + i}`));
      return out;
    };
    const knownAnswers = await answers('Flooded@Shop.test', 130);
    const unknownAnswers = await answers('nobody-here@shop.test', 140);
    for (const list of [knownAnswers, unknownAnswers]) {
      expect(list.map((r) => r.status)).toEqual([...Array(FORGOT_PASSWORD_POLICY.perEmail).fill(200), 429]);
      expect(list.at(-1)!.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyRequests, error: 'Too Many Requests' });
      expect(Number(list.at(-1)!.headers['retry-after'])).toBeGreaterThan(0);
    }
    await sleep(300);
    expect(smtp.mails.filter((m) => m.to.includes('flooded@shop.test')).length).toBeLessThanOrEqual(FORGOT_PASSWORD_POLICY.perEmail);
  });

  it(`throttles one address after ${FORGOT_PASSWORD_POLICY.perAddress} requests an hour`, async () => {
    const ip = '203.0.113.150';
    for (let i = 0; i < FORGOT_PASSWORD_POLICY.perAddress; i++) await forgot(t, `sprayed${i}@shop.test`, ip).expect(200);
    const refused = await forgot(t, 'one-more@shop.test', ip).expect(429);
    expect(refused.body.message).toBe(AUTH_MESSAGES.tooManyRequests);
    await forgot(t, 'one-more@shop.test', '203.0.113.151').expect(200);
  });

  it('keeps an earlier link valid when another is asked for; the first one used voids the rest', async () => {
    const u = await t.createUser({ email: 'twice@shop.test', password: 'twice-pass-1' });
    await forgot(t, u.user.email, '198.51.100.150').expect(200);
    const first = resetTokenFrom((await waitForMail(smtp.mails, (m) => m.to.includes(u.user.email))).raw);
    await forgot(t, u.user.email, '198.51.100.151').expect(200);
    const second = resetTokenFrom((await waitForMail(smtp.mails, (m) => m.to.includes(u.user.email) && resetTokenFrom(m.raw) !== first)).raw);
    await t.http.post('/api/v1/auth/reset-password').send({ token: first, newPassword: 'first-link-1' }).expect(200);
    const late = await t.http.post('/api/v1/auth/reset-password').send({ token: second, newPassword: 'second-link-2' }).expect(400);
    expect(late.body.errors).toEqual({ token: AUTH_MESSAGES.invalidResetToken });
  });
});

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
