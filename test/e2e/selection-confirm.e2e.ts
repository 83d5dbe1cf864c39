/**
 * Issue 16, point 2: the user decides how many words a click spends. A page hides 25,000
 * words in a zero-size span inside a nine-word visible selection, and a field holds 25,000
 * words below its visible line. Over the threshold (1,000 words by default) the card shows
 * the count and nothing reaches the server until the user's own (trusted) click on
 * "Send N words"; Cancel sends nothing; a whole field is not taken without a selection.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { EVENTUALLY } from './support/editor-page';
import { storedJobsOf } from './support/stored-jobs';
import {
  card,
  cardPart,
  fieldValue,
  focusedCardPart,
  selectInField,
  withSelectionEnv,
} from './support/selection-helpers';

/** Selects the visible nine-word paragraph, hidden span included (as a user's drag would). */
async function selectShortParagraph(page: Page): Promise<string> {
  return page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('short')!);
    const sel = document.getSelection()!;
    sel.removeAllRanges();
    sel.addRange(range);
    return sel.toString();
  });
}

/** The card's kind, once it shows one of `kinds`. */
const cardKind = (page: Page) => card(page).getAttribute('data-kind');

describe('confirming the words a click spends', () => {
  const env = withSelectionEnv();
  beforeEach(async () => {
    await env.api.reset();
  });

  it('shows 25,009 words for a nine-word visible selection; Cancel sends nothing, Send sends it', async () => {
    const { page, tabId } = await env.open('hidden-words.html?span');
    // Nine words to see; the rest sits in a span of no size.
    const seen = await page.evaluate(() => {
      const span = document.getElementById('unseen')!;
      const box = span.getBoundingClientRect();
      const outside = (document.getElementById('short')!.textContent ?? '').replace(
        span.textContent ?? '',
        '',
      );
      return { words: outside.trim().split(/\s+/).length, area: box.width * box.height };
    });
    expect(seen).toEqual({ words: 9, area: 0 });
    expect(await selectShortParagraph(page)).toContain('committee');

    const jobsBefore = (await storedJobsOf(env.ext)).length;
    await env.humanizeSelection(tabId);
    await expect.poll(() => cardKind(page), EVENTUALLY).toBe('confirm');
    expect(await cardPart(page, 'card-confirm').textContent()).toBe('Send 25,009 words');
    expect(await cardPart(page, 'card-confirm-words').textContent()).toMatch(/25,009 words/);
    expect(await cardPart(page, 'card-confirm-requests').textContent()).toMatch(/3 requests/);
    expect(await env.api.log()).toEqual([]);

    await cardPart(page, 'card-cancel').click();
    await expect.poll(() => cardKind(page), EVENTUALLY).toBe('cancelled');
    expect(await env.api.log()).toEqual([]);
    expect(await storedJobsOf(env.ext)).toHaveLength(jobsBefore);

    // Again, and this time the user sends it: three requests, only after the click.
    const selected = await selectShortParagraph(page);
    await env.humanizeSelection(tabId);
    await expect.poll(() => cardKind(page), EVENTUALLY).toBe('confirm');
    expect(await env.api.log()).toEqual([]);
    await cardPart(page, 'card-confirm').click();
    await expect.poll(async () => (await env.api.textLog()).length, EVENTUALLY).toBe(3);
    const sent = (await env.api.textLog()).map((r) => r.text ?? '');
    expect(sent.join(' ').replace(/\s+/g, ' ').trim()).toBe(selected.replace(/\s+/g, ' ').trim());
    await expect.poll(() => cardKind(page), { ...EVENTUALLY, timeout: 60_000 }).toBe('result');
    await page.close();
  });

  it('does not take a long field’s whole value without a selection, and says what to do', async () => {
    const { page, tabId } = await env.open('hidden-words.html?whole');
    await selectInField(page, '#long', 0, 0);
    const jobsBefore = (await storedJobsOf(env.ext)).length;
    const message = await env.humanizeSelectionError(tabId);
    expect(message).toMatch(/25,000 words/);
    expect(message).toMatch(/Select the part/);
    await expect.poll(() => cardKind(page), EVENTUALLY).toBe('notice');
    expect(await cardPart(page, 'card-notice').textContent()).toBe(message);
    expect(await env.api.log()).toEqual([]);
    expect(await storedJobsOf(env.ext)).toHaveLength(jobsBefore);
    await page.close();
  });

  it('sends a selected part of the field over the threshold only after Send, and writes it back', async () => {
    const { page, tabId } = await env.open('hidden-words.html?part');
    const value = await fieldValue(page, '#long');
    const sentence = await page.evaluate(
      () => (window as unknown as { sentence: string }).sentence,
    );
    // 150 sentences: 1,500 words.
    const end = sentence.length * 150 - 1;
    const selected = value.slice(0, end);
    const rewrite = await env.api.rewriteOf(selected);
    await env.api.reset();
    await selectInField(page, '#long', 0, end);
    await env.humanizeSelection(tabId);
    await expect.poll(() => cardKind(page), EVENTUALLY).toBe('confirm');
    expect(await cardPart(page, 'card-confirm').textContent()).toBe('Send 1,500 words');
    expect(await cardPart(page, 'card-confirm-requests').count()).toBe(0);
    // The focus is on Cancel: an Enter the user meant for the field spends nothing.
    expect(await focusedCardPart(page)).toBe('card-cancel');
    expect(await env.api.log()).toEqual([]);

    await cardPart(page, 'card-confirm').click();
    await expect.poll(() => cardKind(page), EVENTUALLY).toBe('replaced');
    expect((await env.api.textLog()).map((r) => r.text)).toEqual([selected]);
    expect(await fieldValue(page, '#long')).toBe(rewrite + value.slice(end));
    await page.close();
  });

  it('after a worker restart, Send says to humanize again and sends nothing', async () => {
    const { page, tabId } = await env.open('hidden-words.html?restart');
    await selectInField(page, '#long', 0, 20_000);
    await env.humanizeSelection(tabId);
    await expect.poll(() => cardKind(page), EVENTUALLY).toBe('confirm');
    // The background held the text in memory only: a new worker does not know it.
    await env.ext.stopWorker();
    await cardPart(page, 'card-confirm').click();
    await expect.poll(() => cardKind(page), EVENTUALLY).toBe('notice');
    expect(await cardPart(page, 'card-notice').textContent()).toMatch(
      /no longer waiting to be sent.*Humanize it again/,
    );
    expect(await env.api.log()).toEqual([]);
    await page.close();
  });

  it('sends at once under the threshold, as before', async () => {
    const { page, tabId } = await env.open('hidden-words.html?under');
    const value = await fieldValue(page, '#long');
    const end = value.indexOf('today.') + 'today.'.length;
    await selectInField(page, '#long', 0, end);
    await env.humanizeSelection(tabId);
    await expect.poll(() => cardKind(page), EVENTUALLY).toBe('replaced');
    expect((await env.api.textLog()).map((r) => r.text)).toEqual([value.slice(0, end)]);
    await page.close();
  });
});
