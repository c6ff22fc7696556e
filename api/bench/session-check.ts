/**
 * What the session check costs per authenticated request: GET /api/v1/auth/me with autocannon, three ways on one
 * app — no session check at all (the floor), the check asking PostgreSQL on every request, and the check as it
 * runs (each instance trusts its last answer for SESSION_CHECK_CACHE_MS) — plus the bare check query's latency.
 *
 *   npm run build -w common && npm run build -w api && node api/dist/bench/session-check.js
 *
 * BENCH_DATABASE_URL (else an embedded PostgreSQL in a temporary folder), BENCH_SECONDS (10), BENCH_CONNECTIONS (10).
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.factory';
import { AuthService } from '../src/auth/auth.service';
import { SESSION_CHECK_CACHE_MS, SESSION_OPEN_SQL, SessionCheck } from '../src/auth/session-check';
import { loadConfig } from '../src/config/app-config';
import { newId } from '../src/core/ids/ids';
import { withDatabase } from '../src/database/data-source';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { UsersService } from '../src/users/users.service';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<any>;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);

async function main(): Promise<void> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-session-'));
  fs.chmodSync(base, 0o755);
  const embedded = process.env.BENCH_DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir: path.join(base, 'pg'), persistent: false });
  const serverUrl = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  const name = `shop_bench_session_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const env = {
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
  };
  Object.assign(process.env, env);
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: ['error'] });
  configureApp(app, loadConfig());
  await app.listen(0, '127.0.0.1');
  const url = await app.getUrl();
  const users = app.get(UsersService);
  const user = users.repo.create({
    id: newId(),
    name: 'Bench',
    email: 'bench@example.com',
    passwordHash: await users.hashPassword('bench-pass-1'),
    role: 'OWNER',
    permissions: null,
  });
  await users.repo.save(user);
  // Other sessions in the table, so the check's index lookup is not against a near-empty table.
  const ds = app.get(DataSource);
  await ds.query(
    `INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at)
     SELECT 'c' || lpad(to_hex(g), 24, '0'), $1, 'f' || lpad(to_hex(g), 24, '0'), md5(g::text) || md5((g + 1)::text), now() + interval '30 days'
     FROM generate_series(1, 100000) g`,
    [user.id],
  );
  await ds.query('ANALYZE refresh_tokens');
  const { accessToken } = await app.get(AuthService).startSession(user);
  const sid = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).sid as string;

  const check = app.get(SessionCheck);
  const cachedIsLive = check.isLive.bind(check);
  const uncached = async (sessionId: string, userId: string) => {
    check.forget(sessionId);
    return cachedIsLive(sessionId, userId);
  };

  // The bare query, one at a time.
  const N = 2000;
  for (let i = 0; i < 200; i++) await uncached(sid, user.id);
  let t0 = process.hrtime.bigint();
  for (let i = 0; i < N; i++) await uncached(sid, user.id);
  const queryUs = Number(process.hrtime.bigint() - t0) / 1000 / N;
  t0 = process.hrtime.bigint();
  for (let i = 0; i < N; i++) await cachedIsLive(sid, user.id);
  const cachedUs = Number(process.hrtime.bigint() - t0) / 1000 / N;
  const [
    {
      'QUERY PLAN': [plan],
    },
  ] = await ds.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${SESSION_OPEN_SQL}`, [sid, user.id]);
  const serverMs = plan['Execution Time'] as number;
  log(`check query ${queryUs.toFixed(0)} µs round trip, ${serverMs} ms in the server, cached ${cachedUs.toFixed(2)} µs`);

  const modes: [string, SessionCheck['isLive']][] = [
    ['no session check (floor)', async () => true],
    ['check on every request', uncached],
    [`check cached ${SESSION_CHECK_CACHE_MS / 1000} s (as shipped)`, cachedIsLive],
  ];
  const rows: string[] = [];
  for (const [label, impl] of modes) {
    check.isLive = impl;
    await autocannon({ url: `${url}/api/v1/auth/me`, headers: { authorization: `Bearer ${accessToken}` }, connections: CONNECTIONS, duration: 2 });
    const r = await autocannon({
      url: `${url}/api/v1/auth/me`,
      headers: { authorization: `Bearer ${accessToken}` },
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    if (r.non2xx) throw new Error(`${label}: ${r.non2xx} answers were not 2xx`);
    rows.push(`| ${label} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} |`);
    log(rows[rows.length - 1]);
  }
  check.isLive = cachedIsLive;
  process.stdout.write(
    [
      `Session check (sequential, ${N} runs): ${queryUs.toFixed(0)} µs per round trip to PostgreSQL (${serverMs} ms of it executing); ${cachedUs.toFixed(2)} µs from the cache`,
      '',
      `| GET /api/v1/auth/me, ${CONNECTIONS} connections, ${SECONDS} s | requests/s | p50 ms | p99 ms |`,
      '|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
  await app.close();
  await embedded?.stop();
  fs.rmSync(base, { recursive: true, force: true });
}

main().catch((err) => {
  process.stderr.write(`${err?.stack ?? err}\n`);
  process.exit(1);
});
