// @vitest-environment node
/** loadConfig() and buildApp() without a listening socket. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 8787,
      host: '127.0.0.1',
      keys: new Map([
        ['demo-pro-key', 'pro'],
        ['demo-starter-key', 'starter'],
      ]),
      quota: 30,
      windowMs: 60_000,
      testFaults: false,
      databaseFile: '.data/humanizer.sqlite',
      demoKeys: true,
    });
    expect(config.chargeMinimum).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      HUMANIZER_KEYS: ' a:pro , b:starter,',
      RATE_LIMIT_QUOTA: '5',
      RATE_LIMIT_WINDOW_MS: '1000',
      HUMANIZER_TEST_FAULTS: '1',
      HUMANIZER_CHARGE_MINIMUM: '100',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      quota: 5,
      windowMs: 1000,
      testFaults: true,
      chargeMinimum: 100,
    });
    expect([...config.keys]).toEqual([
      ['a', 'pro'],
      ['b', 'starter'],
    ]);
  });

  it('reads a keys file (comments and blank lines ignored) without adding the demo keys', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'humanizer-keys-')), 'keys.txt');
    writeFileSync(file, '# team keys\nalice-key:pro\n\nbob-key:starter\r\n');
    expect([...loadConfig({ HUMANIZER_KEYS_FILE: file }).keys]).toEqual([
      ['alice-key', 'pro'],
      ['bob-key', 'starter'],
    ]);
    expect(loadConfig({ HUMANIZER_KEYS_FILE: file, HUMANIZER_KEYS: 'x:pro' }).keys.size).toBe(3);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/u],
    [{ PORT: '70000' }, /PORT/u],
    [{ RATE_LIMIT_QUOTA: '0' }, /RATE_LIMIT_QUOTA/u],
    [{ RATE_LIMIT_WINDOW_MS: '1.5' }, /RATE_LIMIT_WINDOW_MS/u],
    [{ HUMANIZER_KEYS: 'k:gold' }, /plan of key "k"/u],
    [{ HUMANIZER_KEYS: 'no-plan' }, /key:plan/u],
    [{ HUMANIZER_KEYS: 'k:pro,k:starter' }, /twice/u],
    [{ HUMANIZER_KEYS: ' , ' }, /no API keys/u],
    [{ HUMANIZER_KEYS_FILE: '/nonexistent/keys.txt' }, /cannot read/u],
    [{ HUMANIZER_TEST_FAULTS: 'maybe' }, /HUMANIZER_TEST_FAULTS/u],
    [{ HUMANIZER_CHARGE_MINIMUM: '-3' }, /HUMANIZER_CHARGE_MINIMUM/u],
    [{ AUTH_FAILURE_LIMIT: '0' }, /AUTH_FAILURE_LIMIT/u],
    [{ AUTH_FAILURE_WINDOW_MS: 'soon' }, /AUTH_FAILURE_WINDOW_MS/u],
    [{ HUMANIZER_TEST_FAULTS: '1', HUMANIZER_TEST_TOKEN: 'short' }, /testToken/u],
    [{ HUMANIZER_TEST_FAULTS: '1', HUMANIZER_TEST_TOKEN: 'has a space in it!!' }, /testToken/u],
  ])('fails clearly on %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the safety settings', () => {
  it('reads the failed-authentication limit and the test token', () => {
    const config = loadConfig({
      AUTH_FAILURE_LIMIT: '7',
      AUTH_FAILURE_WINDOW_MS: '5000',
      HUMANIZER_TEST_FAULTS: '1',
      HUMANIZER_TEST_TOKEN: 'a-token-of-my-own-0123',
    });
    expect(config).toMatchObject({
      authFailureLimit: 7,
      authFailureWindowMs: 5000,
      testToken: 'a-token-of-my-own-0123',
    });
  });

  it('makes a fresh test token per run when test faults are on and none is given', () => {
    const first = loadConfig({ HUMANIZER_TEST_FAULTS: '1' }).testToken;
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/u);
    expect(loadConfig({ HUMANIZER_TEST_FAULTS: '1' }).testToken).not.toBe(first);
    expect(loadConfig({}).testToken).toBeUndefined();
  });

  it('refuses test faults without a token in a configuration assembled in code', () => {
    expect(() => buildApp({ ...loadConfig({}), testFaults: true })).toThrow(/testToken/u);
  });
});

describe('buildApp', () => {
  it('builds an app that answers without listening (inject)', async () => {
    const app = buildApp({ ...loadConfig({}), databaseFile: ':memory:' });
    const response = await app.inject({
      method: 'POST',
      url: '/v1/humanize',
      headers: { authorization: 'Bearer demo-pro-key', 'content-type': 'application/json' },
      payload: { text: 'We utilize it.' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      humanized_text: 'We use it.',
      word_count: 3,
      words_charged: 3,
    });
    expect(app.server.listening).toBe(false);
    await app.close();
  });

  it('refuses an invalid configuration', () => {
    expect(() => buildApp({ ...loadConfig({}), quota: 0 })).toThrow(ConfigError);
    expect(() => buildApp({ ...loadConfig({}), windowMs: 0 })).toThrow(ConfigError);
    expect(() => buildApp({ ...loadConfig({}), keyCacheMs: 5_001 })).toThrow(/5 s/u);
    expect(() => buildApp({ ...loadConfig({}), databaseUrl: 'mysql://x' })).toThrow(ConfigError);
  });
});
