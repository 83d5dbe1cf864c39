/**
 * Issue 16, point 4 (its invisible characters): a provider's rewrite carrying a right-to-left
 * override and other invisible format characters the user's text did not have. They are
 * removed before the rewrite is written (and before review shows it), the card says how many,
 * and the user's own invisible characters stay. The provider is a stub on loopback.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EVENTUALLY } from './support/editor-page';
import { launchExtension, type ExtensionHarness } from './support/extension';
import { configureExtension } from './support/extension-settings';
import {
  card,
  cardPart,
  fieldValue,
  humanizeSelection,
  PAGES_DIR,
  selectInField,
  tabIdOf,
} from './support/selection-helpers';
import { serveDir, type StaticServer } from './support/static-server';
import { withFixture } from './support/with-fixture';

const RLO = '\u202E';
const PDF = '\u202C';
const ZWSP = '\u200B';
const USER_TEXT = `Rename the${ZWSP}file before you send it.`;
/** What the stub provider answers to every text. */
const REWRITE = `Call it ${RLO}txt.exe${PDF} now, the${ZWSP}file.`;
const CLEAN = `Call it txt.exe now, the${ZWSP}file.`;

interface Stub {
  baseUrl: string;
  texts: string[];
  close(): Promise<void>;
}

/** A provider that answers every request with REWRITE (and records the texts it got). */
async function startStub(): Promise<Stub> {
  const texts: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/humanize') {
        res.writeHead(404).end();
        return;
      }
      texts.push((JSON.parse(body) as { text: string }).text);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ humanized_text: REWRITE, word_count: 7, words_charged: 7 }));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    texts,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

interface Env {
  ext: ExtensionHarness;
  pages: StaticServer;
  stub: Stub;
  close(): Promise<void>;
}

async function openField(env: Env, name: string): Promise<{ page: Page; tabId: number }> {
  const page = await env.ext.context.newPage();
  const url = `${env.pages.url}/textarea.html?${name}`;
  await page.goto(url);
  await page.bringToFront();
  await page.locator('#field').evaluate((el, text) => {
    (el as HTMLTextAreaElement).value = text;
  }, USER_TEXT);
  await selectInField(page, '#field', 0, USER_TEXT.length);
  return { page, tabId: await tabIdOf(env.ext, url) };
}

describe('invisible characters in the API’s rewrite', () => {
  const env = withFixture<Env>(async () => {
    const [ext, pages, stub] = await Promise.all([
      launchExtension(),
      serveDir(PAGES_DIR),
      startStub(),
    ]);
    return {
      ext,
      pages,
      stub,
      async close() {
        await ext.close();
        await Promise.all([pages.close(), stub.close()]);
      },
    };
  });

  it('writes the rewrite without the bidi override, keeps the user’s own, and says so', async () => {
    await configureExtension(env.ext, env.stub.baseUrl, { editableBehaviour: 'replace' });
    const { page, tabId } = await openField(env, 'replace');
    await humanizeSelection(env.ext, tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(env.stub.texts).toContain(USER_TEXT);
    expect(await fieldValue(page, '#field')).toBe(CLEAN);
    expect(await cardPart(page, 'card-invisible-removed').textContent()).toBe(
      '2 invisible characters from the API were removed.',
    );
    await page.close();
  });

  it('shows review without them, and Replace writes the same clean text', async () => {
    await configureExtension(env.ext, env.stub.baseUrl, { editableBehaviour: 'review' });
    const { page, tabId } = await openField(env, 'review');
    await humanizeSelection(env.ext, tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('review');
    const shown = (await cardPart(page, 'card-changes').textContent()) ?? '';
    expect(shown).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(await cardPart(page, 'card-invisible-removed').textContent()).toMatch(/^2 invisible/);
    expect(await fieldValue(page, '#field')).toBe(USER_TEXT);
    await cardPart(page, 'card-replace').click();
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(await fieldValue(page, '#field')).toBe(CLEAN);
    await page.close();
  });
});
