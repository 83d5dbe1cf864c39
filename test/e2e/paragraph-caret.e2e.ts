/**
 * Issue 27, point 3: "Another version of this paragraph" for the paragraph under the caret,
 * without a review card (Chromium, built extension, "Replace right away"). A textarea of three
 * paragraphs, the caret in paragraph 2: the card asks "Send 8 words" first (nothing sent before
 * the click), then the API receives paragraph 2 alone, the field becomes
 * p1 + rewrite(p2) + p3, one Ctrl+Z gives the original back; a caret on the empty line between
 * paragraphs sends nothing and the card says why. Then the same in a Tiptap editor (the block
 * holding the caret; its model and saved HTML checked).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EDITOR_SPECS, EditorPage, EVENTUALLY } from './support/editor-page';
import { servePages } from './support/pages-server';
import { playwrightTab } from './support/playwright-driver';
import {
  card,
  cardPart,
  fieldValue,
  selectInField,
  tabIdOf,
  withSelectionEnv,
  type SelectionEnv,
} from './support/selection-helpers';
import { withFixture } from './support/with-fixture';

const P = [
  'It is important to note that the team did good work this year.',
  'We utilize this tool daily to facilitate growth.',
  'The rest of the field is a third paragraph.',
];
const TEXT = P.join('\n\n');

type Automation = { humanizer: { anotherParagraphVersion(tabId: number): Promise<void> } };

/** The worker's `anotherParagraphVersion(tabId)`: its rejection message, or null. */
async function anotherParagraphVersion(env: SelectionEnv, tabId: number): Promise<string | null> {
  const worker = await env.ext.worker();
  return worker.evaluate(async (id) => {
    try {
      await (globalThis as unknown as Automation).humanizer.anotherParagraphVersion(id);
      return null;
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  }, tabId);
}

async function undo(page: Page, selector: string): Promise<void> {
  await page.locator(selector).focus();
  await page.keyboard.press('Control+z');
}

describe('another version of the paragraph under the caret', () => {
  const env = withSelectionEnv();
  const editorPages = withFixture(servePages);

  it('textarea: a blank line sends nothing; the caret in p2 sends p2 only, writes p1 + new p2 + p3, Ctrl+Z undoes', async () => {
    await env.setBehaviour('replace');
    const { page, tabId } = await env.open('textarea.html');
    await page.locator('#field').fill(TEXT);
    const rewrite = await env.api.rewriteOf(P[1]!);
    expect(rewrite).not.toBe(P[1]);
    await env.api.reset();

    const blankLine = P[0]!.length + 1;
    await selectInField(page, '#field', blankLine, blankLine);
    expect(await anotherParagraphVersion(env, tabId)).toMatch(/empty line/u);
    await expect
      .poll(() => cardPart(page, 'card-notice').textContent(), EVENTUALLY)
      .toMatch(/empty line.*Nothing was sent/u);
    expect(await env.api.textLog()).toEqual([]);
    expect(await fieldValue(page, '#field')).toBe(TEXT);
    // Only the message: the field was not captured (no card of a capture beside it).
    expect(await card(page).count()).toBe(1);
    expect(await card(page).getAttribute('data-kind')).toBe('notice');

    const inSecond = TEXT.indexOf('tool');
    await selectInField(page, '#field', inSecond, inSecond);
    expect(await anotherParagraphVersion(env, tabId)).toBeNull();
    // The card says what the paragraph costs before anything is sent.
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('confirm');
    expect(await cardPart(page, 'card-confirm').textContent()).toBe('Send 8 words');
    expect(await env.api.textLog()).toEqual([]);
    await cardPart(page, 'card-confirm').click();
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect((await env.api.textLog()).map((r) => r.text)).toEqual([P[1]]);
    expect(await fieldValue(page, '#field')).toBe(`${P[0]}\n\n${rewrite}\n\n${P[2]}`);
    await undo(page, '#field');
    expect(await fieldValue(page, '#field')).toBe(TEXT);
    await env.api.reset();
    await page.close();
  });

  it('Tiptap: the caret in p2 sends p2 only; the model holds p1 + new p2 + p3; one Ctrl+Z restores it', async () => {
    await env.setBehaviour('replace');
    const page = await env.ext.context.newPage();
    const tab = playwrightTab(page, env.ext);
    const tiptap = EDITOR_SPECS.find((s) => s.name === 'tiptap')!;
    try {
      const editor = await EditorPage.open(tab, editorPages.url, tiptap);
      await page.bringToFront();
      await editor.setHtml(P.map((p) => `<p>${p}</p>`).join(''));
      await expect.poll(() => editor.modelText()).toBe(P.join('\n'));
      const original = await editor.savedData();
      const rewrite = await env.api.rewriteOf(P[1]!);
      await env.api.reset();

      const inSecond = P[0]!.length + 1 + P[1]!.indexOf('tool');
      await editor.select(inSecond, inSecond);
      expect(await anotherParagraphVersion(env, await tabIdOf(env.ext, page.url()))).toBeNull();
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('confirm');
      expect(await env.api.textLog()).toEqual([]);
      await tab.card.click('card-confirm');
      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
      expect((await env.api.textLog()).map((r) => r.text)).toEqual([P[1]]);
      expect(await editor.modelText()).toBe(`${P[0]}\n${rewrite}\n${P[2]}`);
      expect(await editor.savedData()).toBe(`<p>${P[0]}</p><p>${rewrite}</p><p>${P[2]}</p>`);
      await editor.pressUndo();
      await expect.poll(() => editor.savedData(), EVENTUALLY).toBe(original);
    } finally {
      await env.api.reset();
      await page.close();
    }
  });
});
