// @vitest-environment node
/**
 * The keys shown at start (issue 16, point 9): the built-in demo keys whole (README tells them),
 * every other key by a short prefix only. Unit tests of key-display.ts, then the real output
 * of `npm run server` (server/main.ts) with keys from HUMANIZER_KEYS and HUMANIZER_KEYS_FILE.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyLines, maskKey } from '../../server/key-display';

const FILE_KEY = 'file-secret-0123456789abcdef';
const ENV_KEY = 'env-secret-fedcba9876543210';

describe('keyLines', () => {
  it('prints the demo keys whole and every other key masked, with plans and a count', () => {
    const lines = keyLines(
      new Map([
        ['demo-pro-key', 'pro'],
        ['demo-starter-key', 'starter'],
        [ENV_KEY, 'pro'],
        [FILE_KEY, 'starter'],
      ]),
    );
    const text = lines.join('\n');
    expect(text).toContain('demo-pro-key  (pro)');
    expect(text).toContain('demo-starter-key  (starter');
    expect(text).not.toContain(ENV_KEY.slice(0, 5));
    expect(text).not.toContain(FILE_KEY.slice(0, 5));
    expect(text).toContain(`${maskKey(ENV_KEY)}  (pro)`);
    expect(text).toContain(`${maskKey(FILE_KEY)}  (starter`);
    expect(lines.at(-1)).toBe('(4 keys; 2 shown by prefix only (they are secrets))');
  });

  it('masks a demo key name given with another plan (it is not the public demo key)', () => {
    expect(keyLines(new Map([['demo-pro-key', 'starter']])).join('\n')).not.toContain(
      'demo-pro-key',
    );
  });

  it.each([
    ['sk-live-0123456789abcdef0123456789', 'sk-l… (34 characters)'],
    ['abcdefgh', 'ab… (8 characters)'],
    ['abc', '… (3 characters)'],
  ])('masks %s as %s: at most 4 characters and a quarter of the key', (key, masked) => {
    expect(maskKey(key)).toBe(masked);
  });
});

/** Runs `npm run server`'s entry until it has printed its banner; returns what it printed. */
async function startupOutput(env: Record<string, string>): Promise<string> {
  const tsx = resolve('node_modules/.bin/tsx');
  const inherited = { ...process.env };
  for (const name of ['HUMANIZER_KEYS', 'HUMANIZER_KEYS_FILE', 'HUMANIZER_TEST_FAULTS']) {
    delete inherited[name];
  }
  const child = spawn(tsx, ['server/main.ts'], {
    env: { ...inherited, PORT: '0', HUMANIZER_DB_FILE: ':memory:', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    await new Promise<void>((done, fail) => {
      const read = (chunk: Buffer): void => {
        output += chunk.toString();
        if (output.includes('Rate limit:')) done();
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', () => fail(new Error(`server exited early:\n${output}`)));
    });
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
  }
  return output;
}

describe('npm run server', () => {
  it('prints no key from HUMANIZER_KEYS or HUMANIZER_KEYS_FILE, only its prefix and plan', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'humanizer-keys-'));
    const file = join(dir, 'keys.txt');
    writeFileSync(file, `# team keys\n${FILE_KEY}:pro\n`);
    const output = await startupOutput({
      HUMANIZER_KEYS: `${ENV_KEY}:pro,demo-pro-key:pro`,
      HUMANIZER_KEYS_FILE: file,
    });
    expect(output).toContain('Base URL: http://127.0.0.1:');
    expect(output).not.toContain(FILE_KEY.slice(0, 5));
    expect(output).not.toContain(ENV_KEY.slice(0, 5));
    expect(output).toContain(`${maskKey(FILE_KEY)}  (pro)`);
    expect(output).toContain(`${maskKey(ENV_KEY)}  (pro)`);
    expect(output).toContain('demo-pro-key  (pro)');
  }, 60_000);

  it('prints the demo keys whole when it runs with them (README’s promise)', async () => {
    const output = await startupOutput({});
    expect(output).toContain('demo-pro-key  (pro)');
    expect(output).toContain('demo-starter-key  (starter');
  }, 60_000);
});
