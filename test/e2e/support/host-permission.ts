/**
 * Optional host permissions in end-to-end tests. Playwright cannot answer the browser's
 * permission prompt (headless Chromium leaves `permissions.request` pending), so the test
 * grants the origin the way the user would on chrome://extensions (site access), through
 * that page's own `developerPrivate.addHostPermission`. After that, the extension's
 * `permissions.request` for the origin resolves true at once, without a prompt, and the
 * options page runs its real code path.
 */
import type { ExtensionHarness } from './extension';

declare const chrome: {
  developerPrivate: { addHostPermission(id: string, host: string): Promise<void> };
};

export async function grantHostPermission(ext: ExtensionHarness, pattern: string): Promise<void> {
  const page = await ext.context.newPage();
  try {
    await page.goto('chrome://extensions');
    await page.evaluate(([id, host]) => chrome.developerPrivate.addHostPermission(id, host), [
      ext.extensionId,
      pattern,
    ] as const);
  } finally {
    await page.close();
  }
}

/** Takes `pattern` back the way the user would on chrome://extensions (site access). */
export async function revokeHostPermission(ext: ExtensionHarness, pattern: string): Promise<void> {
  const page = await ext.context.newPage();
  try {
    await page.goto('chrome://extensions');
    await page.evaluate(
      ([id, host]) =>
        (
          chrome as unknown as {
            developerPrivate: { removeHostPermission(id: string, host: string): Promise<void> };
          }
        ).developerPrivate.removeHostPermission(id, host),
      [ext.extensionId, pattern] as const,
    );
  } finally {
    await page.close();
  }
}
