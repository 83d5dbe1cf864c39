/**
 * The general write path where no family is written for the page: an editor that sabotages
 * writes (nothing of the user's is lost: the editor is restored, or the card offers the
 * original), fields inside an open shadow root, and a real editor inside a cross-origin frame.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACROSS_PARAGRAPHS, SAMPLE_PARAGRAPHS } from '../pages/shared/sample';
import { EditorPage, EVENTUALLY, type EditorSpec } from './support/editor-page';
import { withExtensionAndServer } from './support/extension-and-server';
import { configureExtension } from './support/extension-settings';
import { servePages, type PagesServer } from './support/pages-server';
import { playwrightFrame, playwrightTab } from './support/playwright-driver';
import { cardPart, humanizeSelection, tabIdOf } from './support/selection-helpers';

const SAMPLE = SAMPLE_PARAGRAPHS.join('\n');
const SABOTAGE: EditorSpec = {
  name: 'sabotage',
  family: 'contenteditable',
  root: '#editor',
  block: ':scope > p',
};

const env = withExtensionAndServer({ quota: 1000 });
let pages: PagesServer;
beforeAll(async () => {
  pages = await servePages();
  await configureExtension(env.ext, env.server.baseUrl);
  await env.ext.context.grantPermissions(['clipboard-read', 'clipboard-write']);
});
afterAll(async () => {
  await pages?.close();
});

async function openTab(url: string): Promise<{ page: Page; tabId: number }> {
  const page = await env.ext.context.newPage();
  await page.goto(url);
  await page.bringToFront();
  return { page, tabId: await tabIdOf(env.ext, url) };
}

describe('an editor that deletes the selection on paste and refuses every other write', () => {
  it('without an undo of its own: the card offers the original beside the rewrite', async () => {
    const { page, tabId } = await openTab(`${pages.url}/sabotage/index.html`);
    const editor = await EditorPage.open(playwrightTab(page), pages.url, SABOTAGE);
    const selected = SAMPLE.slice(ACROSS_PARAGRAPHS.start, ACROSS_PARAGRAPHS.end);
    const rewrite = await env.api.rewriteOf(selected);
    await editor.select(ACROSS_PARAGRAPHS.start, ACROSS_PARAGRAPHS.end);
    await humanizeSelection(env.ext, tabId);

    await expect
      .poll(() => cardPart(page, 'humanizer-card').getAttribute('data-kind'), EVENTUALLY)
      .toBe('result');
    // The editor lost the selection and could not be given it back: the card holds both.
    expect(await editor.modelText()).not.toContain(selected);
    expect(await cardPart(page, 'card-status').textContent()).toContain('could not be put back');
    await cardPart(page, 'card-copy-original').click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), EVENTUALLY)
      .toBe(selected);
    await cardPart(page, 'card-copy').click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), EVENTUALLY)
      .toBe(rewrite);
    await page.close();
  });

  it('with an undo: the editor is restored exactly and verified; no original to copy', async () => {
    const url = `${pages.url}/sabotage/index.html?undo=1`;
    const { page, tabId } = await openTab(url);
    const editor = await EditorPage.open(playwrightTab(page), pages.url, SABOTAGE, '?undo=1');
    await editor.select(ACROSS_PARAGRAPHS.start, ACROSS_PARAGRAPHS.end);
    await humanizeSelection(env.ext, tabId);

    await expect
      .poll(() => cardPart(page, 'humanizer-card').getAttribute('data-kind'), EVENTUALLY)
      .toBe('result');
    expect(await editor.modelText()).toBe(SAMPLE);
    expect(await cardPart(page, 'card-copy-original').count()).toBe(0);
    expect(await cardPart(page, 'card-status').textContent()).toContain('nothing was changed');
    await page.close();
  });
});

describe('fields inside an open shadow root', () => {
  /** Selects [start, end) of the shadow textarea, or of the shadow contenteditable's text. */
  async function selectInShadow(
    page: Page,
    what: 'field' | 'editable',
    start: number,
    end: number,
  ) {
    await page.evaluate(
      ({ what, start, end }) => {
        const shadow = document.querySelector('#box')!.shadowRoot!;
        if (what === 'field') {
          const area = shadow.querySelector('textarea')!;
          area.focus();
          area.setSelectionRange(start, end);
          return;
        }
        const editable = shadow.querySelector<HTMLElement>('#editable')!;
        const first = editable.querySelector('p')!.firstChild!;
        editable.focus();
        document.getSelection()!.setBaseAndExtent(first, start, first, end);
      },
      { what, start, end },
    );
  }

  const shadowText = (page: Page, what: 'field' | 'editable') =>
    page.evaluate((what) => {
      const shadow = document.querySelector('#box')!.shadowRoot!;
      if (what === 'field') return shadow.querySelector('textarea')!.value;
      return Array.from(shadow.querySelectorAll('#editable > p'))
        .map((p) => p.textContent)
        .join('\n');
    }, what);

  it.each(['field', 'editable'] as const)(
    'the %s in the shadow root: replaced in place, one Ctrl+Z restores',
    async (what) => {
      const { page, tabId } = await openTab(`${pages.url}/shadow-root/index.html`);
      await page.waitForSelector('body[data-editor-ready="shadow-root"]');
      const first = SAMPLE_PARAGRAPHS[0]!;
      const span = { start: first.indexOf('It is important'), end: first.length };
      const rewrite = await env.api.rewriteOf(first.slice(span.start, span.end));
      await selectInShadow(page, what, span.start, span.end);
      await humanizeSelection(env.ext, tabId);

      const expected = first.slice(0, span.start) + rewrite + SAMPLE.slice(span.end);
      await expect.poll(() => shadowText(page, what), EVENTUALLY).toBe(expected);
      await page.keyboard.press('Control+z');
      await expect.poll(() => shadowText(page, what), EVENTUALLY).toBe(SAMPLE);
      await page.close();
    },
  );
});

describe('a real editor inside a cross-origin frame', () => {
  it('CodeMirror 6 served from 127.0.0.1 in a localhost page: model replaced, one Ctrl+Z restores', async () => {
    const frameUrl = `${pages.url}/codemirror/index.html`;
    const top = `${pages.url.replace('127.0.0.1', 'localhost')}/cross-origin/index.html?frame=${encodeURIComponent(frameUrl)}`;
    const { page, tabId } = await openTab(top);
    const handle = await page.waitForSelector('#frame');
    const frame = (await handle.contentFrame())!;
    await frame.waitForLoadState();
    expect(new URL(frame.url()).origin).not.toBe(new URL(page.url()).origin);
    const editor = await EditorPage.inFrame(playwrightTab(page), playwrightFrame(frame), {
      name: 'codemirror',
      family: 'contenteditable',
      root: '.cm-content',
      block: '.cm-line',
    });
    const selected = SAMPLE.slice(ACROSS_PARAGRAPHS.start, ACROSS_PARAGRAPHS.end);
    const rewrite = await env.api.rewriteOf(selected);
    await editor.select(ACROSS_PARAGRAPHS.start, ACROSS_PARAGRAPHS.end);
    await humanizeSelection(env.ext, tabId);

    const expected =
      SAMPLE.slice(0, ACROSS_PARAGRAPHS.start) + rewrite + SAMPLE.slice(ACROSS_PARAGRAPHS.end);
    await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(expected);
    await editor.focus();
    await editor.pressUndo();
    await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(SAMPLE);
    await page.close();
  });
});
