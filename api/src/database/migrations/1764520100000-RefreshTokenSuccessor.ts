import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The row that replaced a rotated refresh token, so the token presented again within the grace window answers that
 * same successor on any instance. Rows rotated before this column existed have none and keep the strict rule.
 */
export class RefreshTokenSuccessor1764520100000 implements MigrationInterface {
  name = 'RefreshTokenSuccessor1764520100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "refresh_tokens" ADD COLUMN "replaced_by" varchar(25) NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "refresh_tokens" DROP COLUMN "replaced_by"`);
  }
}
