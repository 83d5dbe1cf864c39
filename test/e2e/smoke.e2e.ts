import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionHarness } from './support/extension';

describe('built extension', () => {
  let ext: ExtensionHarness;
  beforeAll(async () => {
    ext = await launchExtension();
  });
  afterAll(async () => {
    await ext?.close();
  });

  it('loads with a running service worker', async () => {
    const worker = await ext.worker();
    expect(worker.url()).toBe(`chrome-extension://${ext.extensionId}/background.js`);
  });

  it.each(['popup.html', 'options.html'])('opens %s without console errors', async (path) => {
    const page = await ext.openExtensionPage(path);
    await page.waitForLoadState('load');
    await expect.poll(() => page.locator('#root').innerHTML()).not.toBe('');
    await page.close();
    expect(ext.consoleErrors).toEqual([]);
  });
});
