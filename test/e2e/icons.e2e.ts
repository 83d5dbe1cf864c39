import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXTENSION_DIR, launchExtension } from './support/extension';
import { withFixture } from './support/with-fixture';

interface BuiltManifest {
  icons?: Record<string, string>;
  action?: { default_icon?: Record<string, string> };
}

const SIZES = ['16', '32', '48', '128'];

/** Width and height from a PNG's IHDR chunk, or undefined when the file is not a PNG. */
function pngSize(png: Buffer): { width: number; height: number } | undefined {
  const signature = '89504e470d0a1a0a';
  if (png.subarray(0, 8).toString('hex') !== signature) return undefined;
  if (png.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const manifest = async () =>
  JSON.parse(await readFile(join(EXTENSION_DIR, 'manifest.json'), 'utf8')) as BuiltManifest;

describe('icons of the built extension', () => {
  it.each([
    ['icons', (m: BuiltManifest) => m.icons],
    ['action.default_icon', (m: BuiltManifest) => m.action?.default_icon],
  ] as const)('%s lists a PNG of each size, and each file is that size', async (_, pick) => {
    const icons = pick(await manifest()) ?? {};
    expect(Object.keys(icons).sort()).toEqual([...SIZES].sort());
    for (const [size, path] of Object.entries(icons)) {
      const png = await readFile(join(EXTENSION_DIR, path));
      expect(pngSize(png), path).toEqual({ width: Number(size), height: Number(size) });
    }
  });

  const ext = withFixture(launchExtension);

  it('Chromium loads every icon the manifest lists', async () => {
    const { icons = {} } = await manifest();
    const page = await ext.openExtensionPage('popup.html');
    for (const [size, path] of Object.entries(icons)) {
      const natural = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = `/${src}`;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      }, path);
      expect(natural, path).toEqual([Number(size), Number(size)]);
    }
    await page.close();
  });

  it.each(['popup.html', 'options.html'])('%s shows the mark beside its title', async (path) => {
    const page = await ext.openExtensionPage(path);
    const mark = page.locator('h1 img.brand-mark');
    await mark.waitFor({ state: 'visible' });
    await expect
      .poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.close();
  });
});
