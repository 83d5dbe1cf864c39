/**
 * Screenshots of the built extension's welcome page (a first run, no key yet), popup, side
 * panel and options page, light and dark (and the popup with a second version, issue 27), for the README: `npm run build && npm run
 * screenshots` (EXTENSION_DIR picks another build, e.g. `EXTENSION_DIR=.output-me/chrome-mv3`).
 * A reference server runs so that the popup shows a real result; it charges at least
 * CHARGE_MINIMUM words a request, so the picture shows words charged differing from the word
 * count. Then the popup and options page once per shipped locale (Chromium's --lang), light
 * only, in docs/locales/, with the welcome page and the side panel too for Arabic (right to
 * left).
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { fillMessage } from '../lib/i18n/english-messages';
import type { Catalogue } from '../lib/i18n/catalogue-parity';
import { startServer, type RunningServer } from '../server/start';
import { launchExtension } from '../test/e2e/support/extension';
import { configureExtension } from '../test/e2e/support/extension-settings';
import { loadCatalogues } from './i18n/load-catalogues';

const OUT = resolve('docs');
const POPUP_WIDTH = 380;
/** A side panel as Chrome opens it by default. */
const PANEL_SIZE = { width: 420, height: 760 };
/** The locales whose every surface is shot: right to left ones. */
const MIRRORED = new Set(['ar']);
const CHARGE_MINIMUM = 50;

const DRAFT =
  'In today\u2019s fast-paced digital landscape, it is important to note that effective ' +
  'communication plays a pivotal role in fostering meaningful connections. Moreover, ' +
  'leveraging the right tools can significantly enhance productivity and streamline workflows.';
const EARLIER =
  'Furthermore, it is worth mentioning that our team is committed to delivering ' +
  'exceptional results that exceed expectations.';

async function waitForResult(
  page: Page,
  previous: string,
  label = 'Humanized text',
): Promise<void> {
  const output = page.getByLabel(label);
  for (let i = 0; i < 100; i++) {
    const value = (await output.count()) ? await output.inputValue() : '';
    if (value && value !== previous) return;
    await page.waitForTimeout(100);
  }
  throw new Error('The popup showed no result: is the server up and the key saved?');
}

/** Sizes the page to its content, as Chrome sizes a popup (at most 600 px high). */
async function fitHeight(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 100 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.min(height, 600) });
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.mouse.move(0, 0);
    const path = resolve(OUT, `${name}-${colorScheme}.png`);
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
    console.log(`wrote ${path}`);
  }
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const server = await startServer({ port: 0, chargeMinimum: CHARGE_MINIMUM });
  const ext = await launchExtension();
  try {
    // A first run: no key saved yet.
    const welcome = await ext.openExtensionPage('welcome.html');
    await welcome.setViewportSize({ width: 760, height: 600 });
    await welcome.getByRole('button', { name: 'Save' }).waitFor();
    await shoot(welcome, 'welcome');
    await welcome.close();

    const options = await ext.openExtensionPage('options.html');
    await options.setViewportSize({ width: 760, height: 600 });
    await options.getByRole('button', { name: 'Save' }).waitFor();
    await options.getByLabel('API key').fill('demo-pro-key');
    await options.getByLabel('API base URL').fill(server.baseUrl);
    await options.getByRole('button', { name: 'Save' }).click();
    await options.getByText('Saved.').waitFor();
    await options.getByRole('button', { name: 'Test connection' }).click();
    await options.getByText(/the key works/).waitFor();
    await options.getByLabel('API key').blur();

    const popup = await ext.openExtensionPage('popup.html');
    await popup.setViewportSize({ width: POPUP_WIDTH, height: 600 });
    const box = popup.getByRole('textbox', { name: 'Text to humanize' });
    let previous = '';
    for (const text of [EARLIER, DRAFT]) {
      await box.fill(text);
      await popup.getByRole('button', { name: 'Humanize', exact: true }).click();
      await waitForResult(popup, previous);
      previous = await popup.getByLabel('Humanized text').inputValue();
    }
    await popup.getByRole('button', { name: 'Show changes' }).click();
    await popup.getByRole('region', { name: 'Changes' }).waitFor();
    // Change by change: the first change left out (struck through), the others taken.
    await popup.getByTestId('popup-change-1').click();
    await popup.getByTestId('popup-change-1').blur();
    const counts = await popup.locator('.counts').textContent();
    const [count, charged] = [...(counts ?? '').matchAll(/\d[\d,]*/g)].map((m) => m[0]);
    if (!count || count === charged) throw new Error(`Expected charged ≠ count, got "${counts}".`);
    await fitHeight(popup, POPUP_WIDTH);
    await box.evaluate((el) => el.scrollTo(0, 0));

    await shoot(popup, 'popup');
    await shoot(options, 'options');
    // Issue 27: another version of the same text, the popup stepping between them.
    await popup.getByRole('button', { name: 'Another version', exact: true }).click();
    await popup.getByText('Version 2 of 2').waitFor({ timeout: 30_000 });
    await fitHeight(popup, POPUP_WIDTH);
    await shoot(popup, 'popup-versions');
    // The side panel shows the same work, wider and for longer.
    const panel = await ext.openExtensionPage('sidepanel.html');
    await panel.setViewportSize(PANEL_SIZE);
    await waitForResult(panel, '');
    await shoot(panel, 'side-panel');
  } finally {
    await ext.close();
  }
  try {
    await mkdir(resolve(OUT, 'locales'), { recursive: true });
    for (const { folder, catalogue } of loadCatalogues().translated) {
      await shootLocale(server, folder, catalogue);
    }
  } finally {
    await server.close();
  }
}

/** The popup with a result and the options page, in one locale, light. */
async function shootLocale(server: RunningServer, folder: string, catalogue: Catalogue) {
  const message = (key: string) => fillMessage(catalogue[key]!, []);
  const ext = await launchExtension({ args: [`--lang=${folder.replace('_', '-')}`] });
  try {
    const extra: Array<readonly [Page, string]> = [];
    if (MIRRORED.has(folder)) {
      const welcome = await ext.openExtensionPage('welcome.html');
      await welcome.setViewportSize({ width: 760, height: 600 });
      await welcome.getByRole('button', { name: message('optionsSave'), exact: true }).waitFor();
      extra.push([welcome, 'welcome']);
    }
    await configureExtension(ext, server.baseUrl);
    const popup = await ext.openExtensionPage('popup.html');
    await popup.setViewportSize({ width: POPUP_WIDTH, height: 600 });
    await popup.getByRole('textbox', { name: message('popupDraftLabel') }).fill(DRAFT);
    await popup.getByRole('button', { name: message('popupHumanize'), exact: true }).click();
    await waitForResult(popup, '', message('popupResultLabel'));
    await popup.getByRole('button', { name: message('popupShowChanges') }).click();
    await popup.getByRole('button', { name: message('popupShowChanges') }).blur();
    await fitHeight(popup, POPUP_WIDTH);
    const options = await ext.openExtensionPage('options.html');
    await options.setViewportSize({ width: 760, height: 600 });
    await options.getByRole('button', { name: message('optionsSave'), exact: true }).waitFor();
    if (MIRRORED.has(folder)) {
      const panel = await ext.openExtensionPage('sidepanel.html');
      await panel.setViewportSize(PANEL_SIZE);
      await waitForResult(panel, '', message('popupResultLabel'));
      extra.push([panel, 'side-panel']);
    }
    for (const [page, name] of [
      [popup, 'popup'] as const,
      [options, 'options'] as const,
      ...extra,
    ]) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.mouse.move(0, 0);
      const path = resolve(OUT, 'locales', `${name}-${folder}.png`);
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      console.log(`wrote ${path}`);
    }
  } finally {
    await ext.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
