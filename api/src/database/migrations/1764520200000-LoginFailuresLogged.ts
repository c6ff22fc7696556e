import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed sign-ins become a logged table. Unlogged, crash recovery empties it, which hands every address and email a
 * fresh allowance after each database crash; the WAL it costs is one small row per sign-in attempt.
 */
export class LoginFailuresLogged1764520200000 implements MigrationInterface {
  name = 'LoginFailuresLogged1764520200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "login_failures" SET LOGGED`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "login_failures" SET UNLOGGED`);
  }
}
