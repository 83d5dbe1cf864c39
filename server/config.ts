/**
 * Configuration of the reference server, from the environment (contract-decisions.md,
 * "Running the reference server"):
 *
 *   PORT                      port to listen on (default 8787; 0 = any free port)
 *   HOST                      address to bind (default 127.0.0.1)
 *   HUMANIZER_KEYS            comma-separated key:plan pairs, plan "pro" or "starter"
 *                             (default demo-pro-key:pro,demo-starter-key:starter)
 *   HUMANIZER_KEYS_FILE       optional file of key:plan pairs, one per line ("#" comments);
 *                             added to HUMANIZER_KEYS. When the file is given and
 *                             HUMANIZER_KEYS is not, the demo keys are NOT added.
 *   RATE_LIMIT_QUOTA          requests per key per rolling window (default 30)
 *   RATE_LIMIT_WINDOW_MS      the rolling window (default 60000)
 *   HUMANIZER_TEST_FAULTS=1   enables the test-only fault injection (see app.ts); off by default
 *   HUMANIZER_TEST_TOKEN      the secret the /__test routes require in X-Test-Token (test faults
 *                             only; 16+ visible ASCII characters). Without it, each run makes one.
 *   AUTH_FAILURE_LIMIT        failed authentications (401s) per client address per rolling
 *                             window before that address gets 429 (default 30)
 *   AUTH_FAILURE_WINDOW_MS    that window (default 60000)
 *   HUMANIZER_CHARGE_MINIMUM  optional: words_charged = max(word_count, this), to imitate a
 *                             provider that charges differently (a "tolerate" point)
 *   DATABASE_URL              postgres://… : users, keys, ledger and idempotency records in
 *                             PostgreSQL (migrations applied at start). No demo keys.
 *   HUMANIZER_DB_FILE         without DATABASE_URL: the SQLite file of the embedded default
 *                             (default .data/humanizer.sqlite; ":memory:" keeps nothing)
 *   HUMANIZER_DEMO_KEYS=0     embedded default without the demo keys
 *   PRO_MAX_WORDS             words per request on the Pro plan (default 10000); the Pro rate
 *                             limit is RATE_LIMIT_QUOTA per RATE_LIMIT_WINDOW_MS. Starter: no API.
 *   KEY_CACHE_MS              how long a key lookup is reused (default 2000; a revocation takes
 *                             effect on every instance within this time; at most 5000)
 *
 * Keys in HUMANIZER_KEYS / HUMANIZER_KEYS_FILE (and the demo keys) are added to the database at
 * start, as hashes; keys made on the account page or with `npm run keys` live only there.
 *   HUMANIZER_BACKEND         "rules" (default: the rule engine) or "openai": a language model
 *                             on any OpenAI-compatible server, with OPENAI_BASE_URL, OPENAI_MODEL,
 *                             optional OPENAI_API_KEY, OPENAI_DEADLINE_MS (120000),
 *                             OPENAI_CONCURRENCY (4), OPENAI_CHUNK_WORDS (600), OPENAI_STREAM (0),
 *                             OPENAI_MAX_TOKENS, OPENAI_MAX_RESPONSE_BYTES (4 MiB),
 *                             OPENAI_ON_GUARD_FAILURE and OPENAI_ON_UPSTREAM_ERROR ("fallback"
 *                             to the rule engine, or "error"). Parsed in backends/backend-config.ts.
 *
 * Invalid values throw ConfigError naming the variable.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type BackendConfig, loadBackendConfig } from './backends/backend-config';
import { ConfigError, DEFAULT_DATABASE_FILE, type Plan, wholeSetting } from './core/config-basics';

export { ConfigError, DEFAULT_DATABASE_FILE, type Plan };

export interface ServerConfig {
  port: number;
  host: string;
  keys: Map<string, Plan>;
  quota: number;
  windowMs: number;
  testFaults: boolean;
  /** The secret of the /__test routes (required when testFaults is on; see test-routes.ts). */
  testToken?: string;
  /** 401s allowed per client address per authFailureWindowMs (default 30). */
  authFailureLimit?: number;
  /** The rolling window of authFailureLimit (default 60000 ms). */
  authFailureWindowMs?: number;
  chargeMinimum?: number;
  /** postgres://… ; absent: the embedded SQLite file. */
  databaseUrl?: string;
  /** The SQLite file of the embedded default (":memory:": nothing kept). */
  databaseFile?: string;
  /** Keys named in `keys` that are the public demo keys (embedded default only). */
  demoKeys?: boolean;
  /** Pro plan: words per request (default 10,000). */
  maxWords?: number;
  /** How long a key lookup is reused (default 2000 ms, at most 5000). */
  keyCacheMs?: number;
  /** How long an Idempotency-Key record stays held by a request without renewal (10 s). */
  idempotencyLeaseMs?: number;
  /** What rewrites the text; the rule engine when absent. */
  backend?: BackendConfig;
}

export const DEFAULT_KEYS = 'demo-pro-key:pro,demo-starter-key:starter';

/** A fresh secret for the /__test routes: 32 URL-safe characters (192 random bits). */
export function newTestToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Visible ASCII, so that it travels unchanged in a header. */
const TOKEN_SHAPE = /^[\x21-\x7e]{16,256}$/u;

function integer(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  return wholeSetting(name, raw, min, max) ?? fallback;
}

/** Parses "key:plan" entries into `into`; `where` names the source in error messages. */
export function parseKeys(
  entries: readonly string[],
  where: string,
  into = new Map<string, Plan>(),
): Map<string, Plan> {
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === '' || entry.startsWith('#')) continue;
    const colon = entry.lastIndexOf(':');
    const key = colon < 0 ? '' : entry.slice(0, colon).trim();
    const plan = colon < 0 ? '' : entry.slice(colon + 1).trim();
    if (key === '' || /\s/u.test(key)) {
      throw new ConfigError(
        `${where}: "${entry}" is not key:plan (the key must be non-empty, without spaces)`,
      );
    }
    if (plan !== 'pro' && plan !== 'starter') {
      throw new ConfigError(
        `${where}: plan of key "${key}" must be "pro" or "starter"; got "${plan}"`,
      );
    }
    const existing = into.get(key);
    if (existing !== undefined && existing !== plan) {
      throw new ConfigError(`${where}: key "${key}" is given twice with different plans`);
    }
    into.set(key, plan);
  }
  return into;
}

/** Checks a complete configuration (also used for configs assembled in code). */
export function validateConfig(config: ServerConfig): ServerConfig {
  const { port, host, keys, quota, windowMs, chargeMinimum, testToken } = config;
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConfigError(`port must be 0–65535; got ${port}`);
  if (typeof host !== 'string' || host.trim() === '')
    throw new ConfigError('host must be a non-empty string');
  if (!(keys instanceof Map)) throw new ConfigError('keys must be a Map of key → plan');
  if (config.databaseUrl !== undefined && !/^postgres(ql)?:\/\//u.test(config.databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  if (config.keyCacheMs !== undefined && !(config.keyCacheMs >= 0 && config.keyCacheMs <= 5_000)) {
    throw new ConfigError(
      `keyCacheMs must be 0–5000 (revocation within 5 s); got ${config.keyCacheMs}`,
    );
  }
  if (!Number.isInteger(quota) || quota < 1)
    throw new ConfigError(`quota must be a whole number ≥ 1; got ${quota}`);
  if (!Number.isInteger(windowMs) || windowMs < 1)
    throw new ConfigError(`windowMs must be a whole number ≥ 1; got ${windowMs}`);
  if (chargeMinimum !== undefined && (!Number.isInteger(chargeMinimum) || chargeMinimum < 0)) {
    throw new ConfigError(`chargeMinimum must be a whole number ≥ 0; got ${chargeMinimum}`);
  }
  for (const name of [
    'authFailureLimit',
    'authFailureWindowMs',
    'maxWords',
    'idempotencyLeaseMs',
  ] as const) {
    const value = config[name];
    if (value !== undefined && (!Number.isInteger(value) || value < 1)) {
      throw new ConfigError(`${name} must be a whole number ≥ 1; got ${value}`);
    }
  }
  if (testToken !== undefined && !TOKEN_SHAPE.test(testToken)) {
    throw new ConfigError('testToken must be 16–256 visible ASCII characters (no spaces)');
  }
  if (config.testFaults && testToken === undefined) {
    throw new ConfigError('testFaults needs a testToken: the /__test routes answer only to it');
  }
  return config;
}

/** Reads the configuration from `env`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const keysFile = env.HUMANIZER_KEYS_FILE?.trim();
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const demo =
    !keysFile &&
    env.HUMANIZER_KEYS === undefined &&
    !databaseUrl &&
    env.HUMANIZER_DEMO_KEYS?.trim() !== '0';
  const keysEnv = env.HUMANIZER_KEYS ?? (demo ? DEFAULT_KEYS : '');
  const keys = parseKeys(keysEnv.split(','), 'HUMANIZER_KEYS');
  if (keysFile) {
    let content: string;
    try {
      content = readFileSync(keysFile, 'utf8');
    } catch (error) {
      throw new ConfigError(
        `HUMANIZER_KEYS_FILE: cannot read "${keysFile}" (${(error as Error).message})`,
      );
    }
    parseKeys(content.split(/\r?\n/u), `HUMANIZER_KEYS_FILE ${keysFile}`, keys);
  }
  const faults = env.HUMANIZER_TEST_FAULTS?.trim() ?? '';
  if (!['', '0', '1', 'true', 'false'].includes(faults)) {
    throw new ConfigError(`HUMANIZER_TEST_FAULTS must be 1 or 0; got "${faults}"`);
  }
  const minimum = env.HUMANIZER_CHARGE_MINIMUM;
  const config: ServerConfig = {
    port: integer('PORT', env.PORT, 8787, 0, 65_535),
    host: env.HOST?.trim() || '127.0.0.1',
    keys,
    quota: integer('RATE_LIMIT_QUOTA', env.RATE_LIMIT_QUOTA, 30, 1),
    windowMs: integer('RATE_LIMIT_WINDOW_MS', env.RATE_LIMIT_WINDOW_MS, 60_000, 1),
    testFaults: faults === '1' || faults === 'true',
    databaseFile: env.HUMANIZER_DB_FILE?.trim() || DEFAULT_DATABASE_FILE,
  };
  if (databaseUrl) config.databaseUrl = databaseUrl;
  if (demo) config.demoKeys = true;
  if (env.PRO_MAX_WORDS?.trim())
    config.maxWords = integer('PRO_MAX_WORDS', env.PRO_MAX_WORDS, 10_000, 1);
  if (env.KEY_CACHE_MS?.trim())
    config.keyCacheMs = integer('KEY_CACHE_MS', env.KEY_CACHE_MS, 2_000, 0, 5_000);
  if (minimum !== undefined && minimum.trim() !== '') {
    config.chargeMinimum = integer('HUMANIZER_CHARGE_MINIMUM', minimum, 0, 0);
  }
  const token = env.HUMANIZER_TEST_TOKEN?.trim();
  if (token) config.testToken = token;
  else if (config.testFaults) config.testToken = newTestToken();
  const failureLimit = env.AUTH_FAILURE_LIMIT;
  if (failureLimit !== undefined && failureLimit.trim() !== '') {
    config.authFailureLimit = integer('AUTH_FAILURE_LIMIT', failureLimit, 30, 1);
  }
  const failureWindow = env.AUTH_FAILURE_WINDOW_MS;
  if (failureWindow !== undefined && failureWindow.trim() !== '') {
    config.authFailureWindowMs = integer('AUTH_FAILURE_WINDOW_MS', failureWindow, 60_000, 1);
  }
  const backend = loadBackendConfig(env);
  if (backend) config.backend = backend;
  if (keys.size === 0 && (env.HUMANIZER_KEYS ?? '').trim() !== '')
    throw new ConfigError('no API keys configured (HUMANIZER_KEYS / HUMANIZER_KEYS_FILE)');
  return validateConfig(config);
}
