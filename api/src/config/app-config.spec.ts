import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('has working defaults with no environment at all', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeNull();
    expect(c.seedDemo).toBe(true);
    expect(c.dataDir).toMatch(/\.data$/);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres:/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO must be true or false/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET must be set/],
    [{ ADMIN_EMAIL: 'nope' }, /ADMIN_EMAIL is not a valid email/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD must be at least 8/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp:/],
  ])('stops with a clear message for %j', (env, message) => {
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(message);
  });
});
