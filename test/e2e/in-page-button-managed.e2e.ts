/**
 * Managed settings, end to end through the browser's own policy: Chromium on Linux reads
 * `/etc/chromium/policies/managed/*.json`, and hands an extension its `3rdparty.extensions.<id>`
 * section as `storage.managed` (checked against public/managed_schema.json). The file is
 * written before Chromium starts, for the extension id of a private copy of the build only
 * (an unpacked extension's id is the SHA-256 of its folder's path), and removed after: other
 * Chromiums running meanwhile load the build from its own folder, another id, and see no
 * policy. Writing there
 * needs root: without it the file is skipped, and the merge stays covered by the unit tests
 * (lib/in-page-button/effective-button.test.ts, settings-handlers.test.ts).
 */
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  cpSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTUALLY } from './support/editor-page';
import { EXTENSION_DIR } from './support/extension';
import { configureExtension } from './support/extension-settings';
import { startButtonEnv, type ButtonEnv } from './support/in-page-button';
import { PRO_KEY, referenceApi } from './support/reference-api';
import { startServer, type RunningServer } from '../../server/start';

const POLICY_DIR = '/etc/chromium/policies/managed';

/** Chrome's id for an unpacked extension: the path's SHA-256, first 32 hex digits as a–p. */
const unpackedId = (path: string) =>
  [...createHash('sha256').update(path).digest('hex').slice(0, 32)]
    .map((d) => String.fromCharCode(97 + parseInt(d, 16)))
    .join('');

function canWritePolicies(): boolean {
  try {
    mkdirSync(POLICY_DIR, { recursive: true });
    accessSync(POLICY_DIR, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!canWritePolicies())('settings set by the organisation (Chromium policy)', () => {
  const policyFile = join(POLICY_DIR, `humanizer-e2e-${process.pid}.json`);
  let managedServer: RunningServer;
  let env: ButtonEnv;
  let copyDir = '';

  beforeAll(async () => {
    // The organisation's API: a second reference server, not the one the user configured.
    managedServer = await startServer({ port: 0, testFaults: true });
    copyDir = mkdtempSync(join(tmpdir(), 'humanizer-managed-'));
    const extensionDir = join(copyDir, 'chrome-mv3');
    cpSync(EXTENSION_DIR, extensionDir, { recursive: true });
    const id = unpackedId(extensionDir);
    writeFileSync(
      policyFile,
      JSON.stringify({
        '3rdparty': {
          extensions: {
            [id]: { apiBaseUrl: managedServer.baseUrl, inPageButton: 'off', lockSettings: true },
          },
        },
      }),
    );
    env = await startButtonEnv(extensionDir);
    expect(env.ext.extensionId).toBe(id);
    // The user's own choices, which the policy overrides.
    await configureExtension(env.ext, env.server.baseUrl);
  });
  afterAll(async () => {
    rmSync(policyFile, { force: true });
    await env?.close();
    await managedServer?.close();
    if (copyDir) rmSync(copyDir, { recursive: true, force: true });
    expect(dirname(policyFile)).toBe(POLICY_DIR);
  });

  it("requests go to the organisation's API; its controls say who set them", async () => {
    const options = await env.ext.openExtensionPage('options.html');
    const baseUrl = options.locator('#base-url');
    await expect.poll(() => baseUrl.inputValue(), EVENTUALLY).toBe(managedServer.baseUrl);
    expect(await baseUrl.getAttribute('readonly')).not.toBeNull();
    expect(await options.locator('#base-url-hint').textContent()).toBe('Set by your organisation');
    // The key the user saved belongs to their own API: it goes to the organisation's only
    // once they save it here, for that API (a key goes only to the origin it was saved for).
    await options.getByLabel('API key').fill(PRO_KEY);
    await options.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => options.getByRole('status').textContent(), EVENTUALLY).toBe('Saved.');

    const worker = await env.ext.worker();
    const result = await worker.evaluate(() =>
      (
        globalThis as unknown as {
          humanizer: { humanize(t: string): Promise<{ humanized_text: string }> };
        }
      ).humanizer.humanize('It is important to note that we utilize robust tools.'),
    );
    expect(result.humanized_text).toBeTruthy();
    expect(
      await referenceApi(managedServer.baseUrl, managedServer.testToken).textLog(),
    ).toHaveLength(1);
    expect(await env.api.textLog()).toHaveLength(0);
    await options.close();
  });

  it('the button is off whatever the user turned on, and its controls are locked', async () => {
    const view = await env
      .set({ kind: 'site', site: 'http://127.0.0.1/*', on: true })
      .catch((err: unknown) => String(err));
    expect(String(view)).toMatch(/Set by your organisation/);
    expect(await env.registration()).toBeNull();
    const options = await env.ext.openExtensionPage('options.html');
    const fields = options.locator('[data-testid="button-fields"]');
    await expect
      .poll(() => fields.textContent(), EVENTUALLY)
      .toContain('Your organisation has turned the Humanize button off.');
    expect(await options.locator('[data-testid="button-all-sites"]').isDisabled()).toBe(true);
    await options.close();
  });
});
