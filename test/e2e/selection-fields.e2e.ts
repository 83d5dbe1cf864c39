/**
 * In-page humanize in text fields: textarea, input, React-controlled input and textarea.
 * Each test selects part of the text, runs humanizeSelection(tabId), and checks the DOM and
 * the page's model hold prefix + server result + suffix, and that one Ctrl+Z restores.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVENTUALLY } from './support/editor-page';
import {
  card,
  cardPart,
  fieldValue,
  selectInField,
  withSelectionEnv,
} from './support/selection-helpers';

describe('humanize selection in text fields', () => {
  const env = withSelectionEnv();

  /** Selects [start, end) of the field, humanizes, and checks the result landed exactly. */
  async function humanizeField(
    page: Page,
    tabId: number,
    selector: string,
    start: number,
    end: number,
  ) {
    const original = await fieldValue(page, selector);
    const selected = original.slice(start, end);
    const rewrite = await env.api.rewriteOf(selected);
    await selectInField(page, selector, start, end);
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    return { original, selected, rewrite };
  }

  it('replaces a multi-paragraph selection in a textarea, keeps paragraphs, and Ctrl+Z restores', async () => {
    const { page, tabId } = await env.open('textarea.html');
    const original = await fieldValue(page, '#field');
    const start = original.indexOf('it is important');
    const end = original.indexOf('robust tools');
    const { selected, rewrite } = await humanizeField(page, tabId, '#field', start, end);
    expect(selected).toContain('\n\n');
    expect(rewrite).not.toBe(selected);
    expect(rewrite).toContain('\n\n');
    const sent = (await env.api.log()).filter((r) => r.text === selected);
    expect(sent.length).toBeGreaterThanOrEqual(2); // ours and the extension's
    expect(await fieldValue(page, '#field')).toBe(
      original.slice(0, start) + rewrite + original.slice(end),
    );
    await expect
      .poll(() => cardPart(page, 'card-words').textContent(), EVENTUALLY)
      .toMatch(/\d+ words? charged/);

    await page.locator('#field').focus();
    await page.keyboard.press('Control+z');
    expect(await fieldValue(page, '#field')).toBe(original);
    await page.close();
  });

  it('replaces the whole value of a focused input when nothing is selected', async () => {
    const { page, tabId } = await env.open('input.html');
    const original = await fieldValue(page, '#field');
    const rewrite = await env.api.rewriteOf(original);
    await selectInField(page, '#field', 3, 3);
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(await fieldValue(page, '#field')).toBe(rewrite);
    await page.locator('#field').focus();
    await page.keyboard.press('Control+z');
    expect(await fieldValue(page, '#field')).toBe(original);
    await page.close();
  });

  it('writes into a React-controlled input so that React state follows, and undo too', async () => {
    const { page, tabId } = await env.open('react.html');
    await page.locator('#field').waitFor();
    const original = await fieldValue(page, '#field');
    const start = original.indexOf('it is important');
    const end = original.indexOf(' today');
    const { rewrite } = await humanizeField(page, tabId, '#field', start, end);
    const expected = original.slice(0, start) + rewrite + original.slice(end);
    expect(await fieldValue(page, '#field')).toBe(expected);
    expect(await page.locator('#mirror').textContent()).toBe(expected);

    await page.locator('#field').focus();
    await page.keyboard.press('Control+z');
    expect(await fieldValue(page, '#field')).toBe(original);
    expect(await page.locator('#mirror').textContent()).toBe(original);
    await page.close();
  });

  it('writes paragraphs into a React-controlled textarea, model included', async () => {
    const { page, tabId } = await env.open('react.html');
    await page.locator('#area').waitFor();
    const original = await fieldValue(page, '#area');
    const start = original.indexOf('fast-paced');
    const end = original.indexOf('landscape');
    const { rewrite } = await humanizeField(page, tabId, '#area', start, end);
    const expected = original.slice(0, start) + rewrite + original.slice(end);
    expect(await fieldValue(page, '#area')).toBe(expected);
    expect(await page.locator('#area-mirror').textContent()).toBe(expected);
    await page.close();
  });

  it('finds the focused field inside an iframe when no frame is given', async () => {
    const { page, tabId } = await env.open('iframe.html');
    const frame = page.frameLocator('#frame');
    await frame.locator('#field').waitFor();
    const field = frame.locator('#field');
    const original = await field.evaluate((el) => (el as HTMLTextAreaElement).value);
    const start = original.indexOf('Moreover');
    const end = original.indexOf('ideas.') + 'ideas.'.length;
    const rewrite = await env.api.rewriteOf(original.slice(start, end));
    await field.evaluate(
      (el, [s, e]) => {
        (el as HTMLTextAreaElement).focus();
        (el as HTMLTextAreaElement).setSelectionRange(s, e);
      },
      [start, end] as const,
    );
    await env.humanizeSelection(tabId);
    await expect
      // The card's part in any frame of the page (its closed root is reached over CDP).
      .poll(() => card(page).getAttribute('data-kind'), EVENTUALLY)
      .toBe('replaced');
    expect(await field.evaluate((el) => (el as HTMLTextAreaElement).value)).toBe(
      original.slice(0, start) + rewrite + original.slice(end),
    );
    await page.close();
  });
});
