/**
 * The account page in real Chromium (issue 29, point 2): an administrator made by the command
 * signs in, creates a Pro user and a key (shown once), the key works against the API, the
 * words it was charged appear by day and month, and once revoked it is refused.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKeysCli } from '../../server/cli/keys-cli';
import { type RunningServer, startServer } from '../../server/start';

const PASSWORD = 'correct horse battery staple';
let browser: Browser;
let server: RunningServer;
let page: Page;
let origin: string;

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'humanizer-account-')), 'accounts.sqlite');
  const code = await runKeysCli(['create-admin', 'root'], {
    env: { HUMANIZER_DB_FILE: file },
    readSecret: async () => PASSWORD,
    out: () => undefined,
    err: (line) => console.error(line),
  });
  expect(code).toBe(0);
  server = await startServer({ port: 0, keys: new Map(), databaseFile: file, testFaults: false });
  origin = server.baseUrl.replace(/\/v1$/u, '');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function humanize(key: string): Promise<Response> {
  return fetch(`${server.baseUrl}/humanize`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'Furthermore, we utilize five words.' }),
  });
}

describe('the account page', () => {
  it('refuses a wrong password', async () => {
    await page.goto(`${origin}/account`);
    await page.getByLabel('Name').fill('root');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/Wrong name or password/u);
  });

  it('signs in, creates a user and a key, shows its charges, and revokes it', async () => {
    await page.getByLabel('Name').fill('root');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Signed in as root').waitFor();

    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Plan').selectOption('pro');
    await page.getByRole('button', { name: 'Create user' }).click();
    await page.getByRole('table', { name: 'Users' }).getByText('Ada Lovelace').waitFor();

    await page.locator('select[name=userId]').selectOption({ label: 'Ada Lovelace (pro)' });
    await page.locator('input[name=label]').fill('laptop');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.locator('#new-key').textContent()) ?? '';
    expect(key).toMatch(/^hz_[\w-]{43}$/u);

    const answer = await humanize(key);
    expect(answer.status).toBe(200);
    const { words_charged: charged } = (await answer.json()) as { words_charged: number };

    await page.goto(`${origin}/account`);
    expect(await page.content()).not.toContain(key);
    const month = new Date().toISOString().slice(0, 7);
    const monthTable = page.getByRole('table', { name: /^Month of hz_/u });
    await expect.poll(() => monthTable.textContent()).toContain(`${month}${charged}1`);
    const dayTable = page.getByRole('table', { name: /^Day of hz_/u });
    expect(await dayTable.textContent()).toContain(
      `${new Date().toISOString().slice(0, 10)}${charged}1`,
    );

    const keys = page.getByRole('table', { name: 'API keys' });
    expect(await keys.textContent()).toContain('active');
    await keys.getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => keys.textContent()).toMatch(/revoked/u);
    expect((await humanize(key)).status).toBe(401);
  });

  it('signs out: the page asks for a sign-in again', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const refused = await page.request.post(`${origin}/account/users`, {
      form: { name: 'Mallory', plan: 'pro' },
    });
    expect(refused.status()).toBe(401);
  });
});
