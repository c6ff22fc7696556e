/** A setting the environment holds in a form the shop cannot use; the start stops, naming the variable. */
export class ConfigError extends Error {}

/** The whole-number setting reader, for settings kept beside what they limit. */
export function intSetting(env: NodeJS.ProcessEnv, key: string, def: number, min: number, max: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${key} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return n;
}
