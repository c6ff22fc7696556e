import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.factory';
import { resolveDatabase } from './bootstrap/database';
import { ensureJwtSecret } from './bootstrap/jwt-secret';
import { ensureOwnerBeforeListening, printBanner } from './bootstrap/owner-and-banner';
import { migrateOnce } from './bootstrap/migrate-once';
import { backupBeforeMigrationsOf } from './backups/backup-at-start';
import { ConfigError, loadConfig } from './config/app-config';
import { EmbeddedPostgresError } from './database/embedded-postgres';

async function main(): Promise<void> {
  const logger = new Logger('Shop');
  const config = loadConfig();
  if (!config.jwtSecret) process.env.JWT_SECRET = config.jwtSecret = ensureJwtSecret(config.dataDir);
  const db = await resolveDatabase(config.databaseUrl, config.dataDir, (m) => logger.log(m));
  process.env.DATABASE_URL = config.databaseUrl = db.url;
  await migrateOnce(
    db.url,
    backupBeforeMigrationsOf(db.url, config.dataDir, (m) => logger.log(m)),
  );

  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: false });
  configureApp(app, config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, shutting down`);
    await app.close().catch(() => undefined);
    await db.embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  const owner = await ensureOwnerBeforeListening(app);
  await app.listen(config.port, config.host);
  printBanner(owner, config);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof EmbeddedPostgresError) {
    process.stderr.write(`\nThe shop could not start: ${err.message}\n\n`);
  } else {
    process.stderr.write(`\nThe shop could not start: ${err?.stack ?? err}\n\n`);
  }
  process.exit(1);
});
