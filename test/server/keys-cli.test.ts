// @vitest-environment node
/**
 * `npm run keys` (server/cli): create-admin, create-user, create, list, revoke and usage on an
 * SQLite file, in-process; and the real command once, its password on standard input.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runKeysCli } from '../../server/cli/keys-cli';
import { openStore } from '../../server/store/open-store';

function tempDatabase(): string {
  return join(mkdtempSync(join(tmpdir(), 'humanizer-cli-')), 'keys.sqlite');
}

async function cli(file: string, args: string[], password = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runKeysCli(args, {
    env: { HUMANIZER_DB_FILE: file },
    readSecret: async () => password,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

describe('npm run keys', () => {
  it('creates a user and a key shown once, lists it without the secret, and revokes it', async () => {
    const file = tempDatabase();
    expect((await cli(file, ['create-user', 'ada', '--plan', 'pro'])).code).toBe(0);
    const created = await cli(file, ['create', 'ada', '--label', 'laptop']);
    expect(created.code).toBe(0);
    const key = created.out[1] ?? '';
    expect(key).toMatch(/^hz_/u);
    const listed = await cli(file, ['list']);
    expect(listed.out.join('\n')).not.toContain(key.slice(0, 12));
    expect(listed.out[0]).toMatch(/\tada\tpro\thz_.{4}…\tlaptop\tactive$/u);
    const id = listed.out[0]?.split('\t')[0] ?? '';
    const store = await openStore({ databaseFile: file });
    expect(await store.accounts.identify(key)).toMatchObject({ keyId: id, revoked: false });
    expect((await cli(file, ['revoke', id])).code).toBe(0);
    expect(await store.accounts.identify(key)).toMatchObject({ revoked: true });
    await store.close();
    expect((await cli(file, ['list'])).out[0]).toMatch(/\trevoked$/u);
  });

  it('refuses what is wrong with a message and a non-zero code', async () => {
    const file = tempDatabase();
    expect((await cli(file, ['create', 'nobody'])).err.join('')).toMatch(/No user "nobody"/u);
    expect((await cli(file, ['revoke', 'no-such-id'])).code).toBe(1);
    expect((await cli(file, ['create-user', 'x', '--plan', 'gold'])).code).toBe(2);
    expect((await cli(file, ['create-admin', 'root'], 'short')).err.join('')).toMatch(/12/u);
    expect((await cli(file, ['frobnicate'])).code).toBe(2);
  });

  it('creates the first administrator from standard input (the real command)', async () => {
    const file = tempDatabase();
    const result = spawnSync('npx', ['tsx', 'server/cli/keys-main.ts', 'create-admin', 'root'], {
      input: 'a long enough password\n',
      env: { ...process.env, HUMANIZER_DB_FILE: file },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).not.toContain('a long enough password');
    const store = await openStore({ databaseFile: file });
    expect(await store.admins.signIn('root', 'a long enough password')).toMatch(/^[\w-]{43}$/u);
    expect(await store.admins.signIn('root', 'a wrong password!')).toBeNull();
    await store.close();
    const again = await cli(file, ['create-admin', 'root'], 'another long password');
    expect(again.code).toBe(1);
  }, 60_000);
});
