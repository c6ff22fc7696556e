import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Core1763900000000 implements MigrationInterface {
  name = 'Core1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id varchar(25) PRIMARY KEY,
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash text NOT NULL,
        role varchar(10) NOT NULL CHECK (role IN ('OWNER', 'ADMIN')),
        permissions jsonb,
        disabled boolean NOT NULL DEFAULT false,
        last_login_at timestamptz,
        token_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await q.query(`
      CREATE TABLE refresh_tokens (
        id varchar(25) PRIMARY KEY,
        user_id varchar(25) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        family_id varchar(25) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)`);
    await q.query(`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`);
    await q.query(`
      CREATE TABLE password_reset_tokens (
        id varchar(25) PRIMARY KEY,
        user_id varchar(25) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE password_reset_tokens');
    await q.query('DROP TABLE refresh_tokens');
    await q.query('DROP TABLE users');
  }
}
