/**
 * Whether forgot-password's answer time tells a staff email from any other: requests for existing accounts and for
 * unknown emails, interleaved one at a time against one app, with a real SMTP server receiving the mail.
 *
 *   npm run build -w common && npm run build -w api && node api/dist/bench/forgot-password.js
 *
 * BENCH_DATABASE_URL (else an embedded PostgreSQL in a temporary folder), BENCH_PAIRS (200).
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';
import { newId } from '../src/core/ids/ids';
import { withDatabase } from '../src/database/data-source';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { UsersService } from '../src/users/users.service';
import { percentile } from './report';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 200);
const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);

async function main(): Promise<void> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-forgot-'));
  fs.chmodSync(base, 0o755);
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const embedded = process.env.BENCH_DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir: path.join(base, 'pg'), persistent: false });
  const serverUrl = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  const name = `shop_bench_forgot_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  Object.assign(process.env, {
    NODE_ENV: 'production',
    DATABASE_URL: withDatabase(serverUrl, name),
    DATA_DIR: path.join(base, 'data'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    LOG_REQUESTS: 'false',
    STOREFRONT_REBUILD: 'off',
    UPLOAD_SWEEP: 'off',
    PORT: '0',
    HOST: '127.0.0.1',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: ['error'] });
  configureApp(app, loadConfig());
  await app.listen(0, '127.0.0.1');
  const url = `${await app.getUrl()}/api/v1/auth/forgot-password`;
  const users = app.get(UsersService);
  const passwordHash = await users.hashPassword('bench-pass-1');
  for (let i = 0; i < PAIRS; i++) {
    await users.repo.insert({ id: newId(), name: `Staff ${i}`, email: `staff${i}@example.com`, passwordHash, role: 'ADMIN', permissions: null });
  }

  // Each request from its own address and for its own email, so the throttle (3 per email, 10 per address) stays out of it.
  const ask = async (email: string, i: number) => {
    const t0 = process.hrtime.bigint();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
      body: JSON.stringify({ email }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${email}: ${res.status}`);
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
  for (let i = 0; i < 20; i++) await ask(`warmup${i}@example.org`, 60_000 + i);
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const pair: [string, number[]][] = [
      [`staff${i}@example.com`, known],
      [`stranger${i}@example.org`, unknown],
    ];
    if (i % 2) pair.reverse();
    for (const [j, [email, into]] of pair.entries()) into.push(await ask(email, 2 * i + j));
  }
  const deadline = Date.now() + 60_000;
  while (received < PAIRS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  let slower = 0;
  for (const x of known) for (const y of unknown) slower += x > y ? 1 : x === y ? 0.5 : 0;
  const row = (label: string, xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return `| ${label} | ${xs.length} | ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1)} | ${percentile(s, 50).toFixed(1)} | ${percentile(s, 90).toFixed(1)} | ${percentile(s, 99).toFixed(1)} |`;
  };
  process.stdout.write(
    [
      `| POST /auth/forgot-password, one at a time | requests | mean ms | p50 ms | p90 ms | p99 ms |`,
      '|---|---|---|---|---|---|',
      row('email of a staff account', known),
      row('unknown email', unknown),
      '',
      `Staff request slower than the unknown one in ${((100 * slower) / (known.length * unknown.length)).toFixed(0)}% of all pairs (50% = indistinguishable); ${received} of ${PAIRS} reset mails received.`,
      '',
    ].join('\n'),
  );
  log('done');
  await app.close();
  await embedded?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  fs.rmSync(base, { recursive: true, force: true });
}

main().catch((err) => {
  process.stderr.write(`${err?.stack ?? err}\n`);
  process.exit(1);
});
