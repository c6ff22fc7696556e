import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * TypeORM's messages through Nest's logger. On shutdown the embedded PostgreSQL stops alongside the app and ends
 * idle pool connections with "terminating connection due to administrator command": expected, so not reported.
 */
export class ShopTypeOrmLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {}
  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`slow query (${time} ms): ${query.slice(0, 500)}`);
  }
  /** A failed query surfaces as an exception: the exception filter answers it and logs the unexpected ones. */
  logQueryError(): void {}
  logSchemaBuild(): void {}
  logMigration(message: string): void {
    this.logger.log(message);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    const text = String(message);
    if (/administrator command/.test(text)) return;
    if (level === 'warn') this.logger.warn(text);
  }
}
