import * as path from 'node:path';
import { ConfigError, intSetting } from './int-setting';
import { uploadLimitsFrom, type UploadLimits } from './upload-limits';
import { bytes } from './byte-size';

/** The repository root, found from this file whether it runs from src/ (tests) or dist/src/ (built). */
export const REPO_ROOT = path.resolve(__dirname, __dirname.includes(`${path.sep}dist${path.sep}`) ? '../../../..' : '../../..');

export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  adminEmail: string | null;
  adminPassword: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicSiteUrl: string;
  seedDemo: boolean;
  bodyLimit: string;
  logRequests: boolean;
  /** Express 'trust proxy' value: which proxies may set X-Forwarded-For (the login throttle counts per client IP). */
  trustProxy: string;
  /** Upload quotas, rate and concurrency limits (api/src/config/upload-limits.ts). */
  uploads: UploadLimits;
}

export { ConfigError, intSetting };

const int = intSetting;

function bool(env: NodeJS.ProcessEnv, key: string, def: boolean): boolean {
  const raw = env[key]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return def;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${key} must be true or false (got "${env[key]}")`);
}

function url(env: NodeJS.ProcessEnv, key: string, protocols: string[]): string | null {
  const raw = env[key]?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${key} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(`${key} must start with ${protocols.join(' or ')}`);
  return raw;
}

/**
 * The largest JSON body a staff member may send. The widest real one, a product with every text at its maximum
 * length (Arabic too) and 50 sizes and colours, is under 100 KB even with every character escaped; anonymous callers
 * get far less (PUBLIC_BODY_LIMIT in core/http/body-limits.ts).
 */
const BODY_LIMIT_DEFAULT = '256kb';

function bodyLimit(env: NodeJS.ProcessEnv): string {
  const raw = env.BODY_LIMIT?.trim();
  if (!raw) return BODY_LIMIT_DEFAULT;
  if (!(bytes(raw) > 0)) throw new ConfigError(`BODY_LIMIT must be a size such as 256kb or 1mb (got "${raw}")`);
  return raw;
}

/** Reads and checks the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const jwtSecret = env.JWT_SECRET || '';
  if (nodeEnv === 'production' && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be set to at least 32 characters in production');
  }
  if (jwtSecret && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  const port = int(env, 'PORT', 3000, 0, 65535);
  const adminEmail = env.ADMIN_EMAIL?.trim().toLowerCase() || null;
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) throw new ConfigError('ADMIN_EMAIL is not a valid email address');
  const adminPassword = env.ADMIN_PASSWORD || null;
  if (adminPassword && adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');
  return {
    nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data')),
    jwtSecret,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 3600, 60, 30 * 24 * 3600),
    refreshTokenTtlDays: int(env, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    adminEmail,
    adminPassword,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Retro Cap Shop <no-reply@localhost>',
    publicSiteUrl: (url(env, 'PUBLIC_SITE_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    seedDemo: bool(env, 'SEED_DEMO', true),
    bodyLimit: bodyLimit(env),
    logRequests: bool(env, 'LOG_REQUESTS', nodeEnv !== 'test'),
    trustProxy: env.TRUST_PROXY?.trim() || 'loopback',
    uploads: uploadLimitsFrom(env),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
