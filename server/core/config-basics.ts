/**
 * What every part of the server shares about its configuration (plans, the embedded database's
 * default file, the error a bad setting raises), kept apart from config.ts, which reads the
 * environment and imports the parts' own settings: the parts import this, never config.ts, so
 * no folder of the server imports one that imports it back.
 */
export type Plan = 'pro' | 'starter';

export const DEFAULT_DATABASE_FILE = '.data/humanizer.sqlite';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * How long a Redis command may take before the limiter answers 503 (REDIS_TIMEOUT_MS): read by
 * the settings (ops-config.ts) and the limiter itself.
 */
export const DEFAULT_REDIS_TIMEOUT_MS = 150;

/**
 * A whole-number setting from the environment: undefined when unset or blank, else a value in
 * [min, max], or a ConfigError naming the variable. Every part's settings parse with this one.
 */
export function wholeSetting(
  name: string,
  raw: string | undefined,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${raw}"`);
  }
  return value;
}
