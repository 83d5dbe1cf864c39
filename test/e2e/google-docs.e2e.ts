/**
 * Google Docs support, end to end in Chromium with the built extension. The live site cannot
 * be reached here: docs.google.com is served by the test with a stand-in that behaves as Docs
 * does for extensions (test/fixtures/pages/google-docs-stand-in.ts). What this proves: the
 * options toggle registers the main-world bridge (and unregisters it), the bridge runs at
 * document_start in Docs' world and sets the flag to our id, and a selection is read,
 * humanized and pasted back through Docs' own interface. Whether the real Docs still
 * behaves like the stand-in is not proven here (docs/google-docs.md).
 */
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { card, cardPart } from './support/selection-helpers';
import { EVENTUALLY } from './support/editor-page';
import { withExtensionAndServer } from './support/extension-and-server';
import { configureExtension } from './support/extension-settings';
import { grantHostPermission } from './support/host-permission';
import { humanizeSelection, tabIdOf } from './support/selection-helpers';

declare const globalThis: { humanizer: { humanizeSelection(tabId: number): Promise<void> } };

const DOCS_ORIGIN = 'https://docs.google.com/*';
const DOC_URL = 'https://docs.google.com/document/d/e2e-stand-in/edit';

declare const chrome: {
  scripting: {
    getRegisteredContentScripts(): Promise<Array<Record<string, unknown>>>;
    unregisterContentScripts(filter: { ids: string[] }): Promise<void>;
  };
  permissions: { contains(p: { origins: string[] }): Promise<boolean> };
};

type StandIn = {
  text(): string;
  selectVisible(a: number, b: number): void;
  pastes: string[];
  bridgeRequests: string[];
};
const standIn = (page: Page) =>
  page.evaluate(() => {
    const { pastes, bridgeRequests } = (window as unknown as { standIn: StandIn }).standIn;
    return {
      text: (window as unknown as { standIn: StandIn }).standIn.text(),
      pastes,
      bridgeRequests,
    };
  });

describe('Google Docs support', () => {
  const env = withExtensionAndServer();
  let docsPage = '';

  beforeAll(async () => {
    await configureExtension(env.ext, env.server.baseUrl);
    const out = await build({
      entryPoints: [resolve('test/fixtures/pages/google-docs-page.ts')],
      bundle: true,
      write: false,
      format: 'iife',
      logLevel: 'silent',
    });
    const script = out.outputFiles[0]?.text ?? '';
    docsPage = `<!doctype html><html><head><title>Doc</title></head><body><script>${script}</script></body></html>`;
    await env.ext.context.route('https://docs.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: docsPage }),
    );
  });

  const registered = async () =>
    (await env.ext.worker()).evaluate(() => chrome.scripting.getRegisteredContentScripts());
  const granted = async () =>
    (await env.ext.worker()).evaluate(
      (origin) => chrome.permissions.contains({ origins: [origin] }),
      DOCS_ORIGIN,
    );

  async function setToggle(on: boolean) {
    const options = await env.ext.openExtensionPage('options.html');
    const toggle = options.getByLabel('Google Docs support');
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    if ((await toggle.isChecked()) === on) return options.close();
    await toggle.click();
    await expect
      .poll(() => options.locator('#docs-status').textContent(), EVENTUALLY)
      .toMatch(on ? /is on/ : /is off/);
    await options.close();
  }

  it('the toggle registers the main-world bridge for Docs at document_start, and unregisters it', async () => {
    expect(await registered()).toEqual([]);
    await grantHostPermission(env.ext, DOCS_ORIGIN);
    await setToggle(true);
    expect(await registered()).toEqual([
      expect.objectContaining({
        id: 'humanizer-gdocs-bridge',
        js: ['gdocs-bridge.js'],
        matches: ['https://docs.google.com/document/*'],
        runAt: 'document_start',
        world: 'MAIN',
        allFrames: false,
      }),
    ]);
    await setToggle(false);
    expect(await registered()).toEqual([]);
    expect(await granted()).toBe(false);
  });

  it('reads the selection in a Docs document, humanizes it and pastes the rewrite back', async () => {
    await grantHostPermission(env.ext, DOCS_ORIGIN);
    await setToggle(true);
    const page = await env.ext.context.newPage();
    await page.goto(DOC_URL);
    // The bridge ran in the page's own world before the page's script, with our id.
    expect(
      await page.evaluate(
        () => (window as { _docs_annotate_canvas_by_ext?: string })._docs_annotate_canvas_by_ext,
      ),
    ).toBe(env.ext.extensionId);

    const selected = 'It is important to note that the results were robust.';
    const rewrite = await env.api.rewriteOf(selected);
    await page.evaluate(
      (length) =>
        (window as unknown as { standIn: StandIn }).standIn.selectVisible(12, 12 + length),
      selected.length,
    );
    await humanizeSelection(env.ext, await tabIdOf(env.ext, DOC_URL));
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { standIn: StandIn }).standIn.text()),
        EVENTUALLY,
      )
      .toBe(`Intro line.\n${rewrite}\nEnd.`);
    expect(
      await page.evaluate(() => (window as unknown as { standIn: StandIn }).standIn.pastes),
    ).toEqual([rewrite]);
    await page.close();
  });

  it('with support off, never talks to the bridge (a page script could answer and choose the text)', async () => {
    // Docs reachable (as the context menu's activeTab makes it), the bridge not registered.
    await grantHostPermission(env.ext, DOCS_ORIGIN);
    await setToggle(true);
    await (
      await env.ext.worker()
    ).evaluate(() =>
      chrome.scripting.unregisterContentScripts({ ids: ['humanizer-gdocs-bridge'] }),
    );
    expect(await registered()).toEqual([]);
    expect(await granted()).toBe(true);
    await env.api.reset();
    const page = await env.ext.context.newPage();
    await page.goto(`${DOC_URL}?off`);
    await page.evaluate(() =>
      (window as unknown as { standIn: StandIn }).standIn.selectVisible(12, 30),
    );
    const tabId = await tabIdOf(env.ext, `${DOC_URL}?off`);
    const message = await (
      await env.ext.worker()
    ).evaluate(async (id) => {
      try {
        await globalThis.humanizer.humanizeSelection(id);
        return null;
      } catch (err) {
        return err instanceof Error ? err.message : String(err);
      }
    }, tabId);
    expect(message).toMatch(/Turn on Google Docs support/);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('notice');
    expect((await standIn(page)).bridgeRequests).toEqual([]);
    expect(await env.api.log()).toEqual([]);
    await page.close();
  });

  it('with support on, a Docs selection over the words threshold waits for Send', async () => {
    await grantHostPermission(env.ext, DOCS_ORIGIN);
    await setToggle(true);
    await configureExtension(env.ext, env.server.baseUrl, { confirmAboveWords: 5 });
    await env.api.reset();
    const page = await env.ext.context.newPage();
    await page.goto(`${DOC_URL}?confirm`);
    const selected = 'It is important to note that the results were robust.';
    const rewrite = await env.api.rewriteOf(selected);
    await env.api.reset();
    await page.evaluate(
      (length) =>
        (window as unknown as { standIn: StandIn }).standIn.selectVisible(12, 12 + length),
      selected.length,
    );
    await humanizeSelection(env.ext, await tabIdOf(env.ext, `${DOC_URL}?confirm`));
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('confirm');
    expect(await cardPart(page, 'card-confirm').textContent()).toBe('Send 10 words');
    expect(await env.api.log()).toEqual([]);
    expect((await standIn(page)).pastes).toEqual([]);
    await cardPart(page, 'card-confirm').click();
    await expect
      .poll(async () => (await standIn(page)).text, EVENTUALLY)
      .toBe(`Intro line.\n${rewrite}\nEnd.`);
    expect((await env.api.textLog()).map((r) => r.text)).toEqual([selected]);
    await configureExtension(env.ext, env.server.baseUrl);
    await page.close();
  });
});
