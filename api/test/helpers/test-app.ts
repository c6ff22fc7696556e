import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';
import { Client } from 'pg';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import { API_BASE_PATH, PERMISSIONS, type Permission, type Role } from '@shop/common';
import { AppModule } from '../../src/app.module';
import { AuthService } from '../../src/auth/auth.service';
import { configureApp } from '../../src/app.factory';
import { DomainEvents, type DomainEvent } from '../../src/core/cluster/domain-events';
import { APP_CONFIG, loadConfig, type AppConfig } from '../../src/config/app-config';
import { newId } from '../../src/core/ids/ids';
import { withDatabase } from '../../src/database/data-source';
import { createDatabaseSql } from './template-database';
import { User } from '../../src/users/user.entity';
import { UsersService } from '../../src/users/users.service';

/** A route's path under the API's base, as a client sends it. */
export const apiPath = (p: string) => `${API_BASE_PATH}${p}`;

export interface TestUser {
  user: User;
  token: string;
  password: string;
}

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  ds: DataSource;
  config: AppConfig;
  databaseUrl: string;
  tokenFor(role: Role): Promise<string>;
  tokenWithPermissions(flags: Permission[]): Promise<string>;
  createUser(opts?: { role?: Role; permissions?: Permission[]; email?: string; password?: string; name?: string }): Promise<TestUser>;
  bearer(token: string): { Authorization: string };
  close(): Promise<void>;
}

async function createDatabase(serverUrl: string): Promise<string> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  // a file that starts a PostgreSQL of its own (an outage test) gets an empty database there, migrated on boot
  await admin.query(createDatabaseSql(serverUrl, name));
  await admin.end();
  return name;
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}

/**
 * A test user's password hash: argon2id as the shop writes it, at argon2's lowest cost (about 1 ms instead of 25 ms
 * of CPU), since a test user is a row put in place like one inserted by SQL and the suite makes hundreds; signing in
 * with it goes through the shop's own check as usual. The shop's own cost (UsersService.hashPassword) is what every
 * account made through the API gets, which staff.e2e-spec.ts checks.
 */
const fixtureHash = (password: string) => argon2.hash(password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });

/**
 * Boots the real app (all modules, migrations, guard, filter) on a fresh database of its own, or, given `sameDatabaseAs`,
 * as a second API instance on another app's database and JWT secret (closing it leaves the database to the first).
 */
export async function bootTestApp(env: Record<string, string> = {}, extraImports: any[] = [], sameDatabaseAs?: TestApp): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (globalSetup starts PostgreSQL)');
  const dbName = sameDatabaseAs ? null : await createDatabase(serverUrl);
  const databaseUrl = sameDatabaseAs ? sameDatabaseAs.databaseUrl : withDatabase(serverUrl, dbName!);
  // Like the default `<repo>/.data`, the data folder sits under a dot folder, so serving must not trip over it.
  const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-'));
  const dataDir = path.join(tmpRoot, '.data');
  fs.mkdirSync(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: sameDatabaseAs?.config.jwtSecret ?? randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    LOG_REQUESTS: 'false',
    STOREFRONT_REBUILD: 'off',
    UPLOAD_SWEEP: 'off',
    ...env,
  });
  // Modules that read process.env directly see the same values as the config.
  // No test reaches ZATCA's real Fatoora: unless a test points an environment at its stand-in, calls are refused locally
  const noFatoora = 'http://127.0.0.1:9/no-fatoora-in-tests';
  const fatoora = { ZATCA_BASE_URL_DEVELOPER_PORTAL: noFatoora, ZATCA_BASE_URL_SIMULATION: noFatoora, ZATCA_BASE_URL_PRODUCTION: noFatoora };
  Object.assign(process.env, { DATA_DIR: dataDir, SEED_DEMO: 'false', STOREFRONT_REBUILD: 'off', UPLOAD_SWEEP: 'off', ...fatoora, ...env });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule, ...extraImports] })
    .overrideProvider(APP_CONFIG)
    .useValue(config)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: ['error', 'warn'] });
  configureApp(app, config);
  await app.init();
  const ds = app.get<DataSource>(getDataSourceToken());
  const users = app.get(UsersService);
  const auth = app.get(AuthService);
  const roleTokens = new Map<Role, Promise<string>>();
  let counter = 0;

  const createUser: TestApp['createUser'] = async (opts = {}) => {
    const password = opts.password ?? `pass-${randomBytes(6).toString('hex')}`;
    const user = users.repo.create({
      id: newId(),
      name: opts.name ?? `Staff ${++counter}`,
      email: (opts.email ?? `staff${counter}-${randomBytes(3).toString('hex')}@example.com`).toLowerCase(),
      passwordHash: await fixtureHash(password),
      role: opts.role ?? 'ADMIN',
      permissions: opts.permissions ? Object.fromEntries(PERMISSIONS.map((p) => [p, opts.permissions!.includes(p)])) : null,
    });
    await users.repo.save(user);
    const { accessToken: token } = await auth.startSession(user);
    return { user, token, password };
  };

  return {
    app,
    http: request(app.getHttpServer()),
    ds,
    config,
    databaseUrl,
    createUser,
    tokenFor(role) {
      if (!roleTokens.has(role))
        roleTokens.set(
          role,
          createUser({ role }).then((u) => u.token),
        );
      return roleTokens.get(role)!;
    },
    async tokenWithPermissions(flags) {
      return (await createUser({ role: 'ADMIN', permissions: flags })).token;
    },
    bearer: (token) => ({ Authorization: `Bearer ${token}` }),
    async close() {
      await app.close();
      if (dbName) await dropDatabase(serverUrl, dbName);
      fs.rmSync(tmpRoot, { recursive: true, force: true });
    },
  };
}

/** Two API instances on one database: the second shares the first's database and JWT secret. */
export async function bootTwoInstances(): Promise<[TestApp, TestApp]> {
  const a = await bootTestApp();
  return [a, await bootTestApp({}, [], a)];
}

/** Closes what bootTwoInstances booted: the second first, since the first one drops the database. */
export async function closeInstances(a: TestApp, b: TestApp): Promise<void> {
  await b.close();
  await a.close();
}

/**
 * The start many e2e files share: the app on its own database with an owner's and an admin's token, and every domain
 * event it emits from then on. A file's fixture extends it and adds its own rows in `prepare`, and its calls as arrow
 * properties, so a file can take them out before `boot` has run (they read the app only when called).
 */
export class StaffApp {
  t: TestApp;
  owner: string;
  admin: string;
  readonly events: DomainEvent[] = [];

  async boot(): Promise<this> {
    this.t = await bootTestApp();
    this.owner = await this.t.tokenFor('OWNER');
    this.admin = await this.t.tokenFor('ADMIN');
    await this.prepare();
    this.t.app.get(DomainEvents).subscribe((e) => void this.events.push(e));
    return this;
  }

  protected async prepare(): Promise<void> {}

  api = apiPath;
}
