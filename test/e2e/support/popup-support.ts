/**
 * Shared by the popup and options end-to-end files: set the key the way a user does, open
 * the popup, and run axe-core in an extension page.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';
import type { ExtensionHarness } from './extension';

export const POPUP_WIDTH = 380;
/** Chrome never shows a popup taller than this. */
export const POPUP_MAX_HEIGHT = 600;

/** Saves the key, base URL and (optionally) requests per minute in the options page. */
export async function saveSettings(
  ext: ExtensionHarness,
  settings: { apiKey: string; baseUrl: string; requestsPerMinute?: number },
): Promise<void> {
  const options = await ext.openExtensionPage('options.html');
  await until(() => options.getByRole('button', { name: 'Save' }).isEnabled());
  await options.getByLabel('API key').fill(settings.apiKey);
  await options.getByLabel('API base URL').fill(settings.baseUrl);
  if (settings.requestsPerMinute !== undefined) {
    await options.getByLabel('Requests per minute').fill(String(settings.requestsPerMinute));
  }
  await options.getByRole('button', { name: 'Save' }).click();
  await until(async () => (await options.getByRole('status').textContent()) === 'Saved.');
  await options.close();
}

export async function openPopup(ext: ExtensionHarness): Promise<Page> {
  const popup = await ext.openExtensionPage('popup.html');
  await popup.setViewportSize({ width: POPUP_WIDTH, height: POPUP_MAX_HEIGHT });
  await popup.getByRole('textbox', { name: 'Text to humanize' }).waitFor();
  await until(async () => (await popup.locator('main').getAttribute('data-hydrated')) === 'true');
  return popup;
}

/** Waits until `check` holds (hooks cannot use expect.poll); throws after `timeoutMs`. */
export async function until(
  check: () => Promise<boolean>,
  { timeoutMs = 10_000, what = 'the condition' } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface AxeProblem {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

let axeSource: string | undefined;

/**
 * Runs axe-core in the page (or a frame: the card's) and returns its serious and critical violations. The source is
 * evaluated through the DevTools protocol, which the extension page's CSP does not govern.
 */
export async function seriousAxeViolations(page: Page | Frame): Promise<AxeProblem[]> {
  axeSource ??= await readFile(
    createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
    'utf8',
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{
            violations: Array<{
              id: string;
              impact?: string | null;
              help: string;
              nodes: Array<{ target: unknown[] }>;
            }>;
          }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
  });
}

/** The focused element's focus ring: outline or box-shadow, as computed. */
export async function focusRing(page: Page): Promise<{ outline: string; boxShadow: string }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return { outline: 'none', boxShadow: 'none' };
    const style = getComputedStyle(el);
    return {
      outline:
        style.outlineStyle === 'none' ? 'none' : `${style.outlineStyle} ${style.outlineWidth}`,
      boxShadow: style.boxShadow,
    };
  });
}
