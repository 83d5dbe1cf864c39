/**
 * Issue 25: a mark whose words all left the rewrite is not dropped silently. A link covers
 * "It is worth noting that", which the reference server removes as filler: the rewrite is
 * written with the heading and the list kept, the card says a mark could not be placed, lists
 * it (kind, words, address) and copies it to the clipboard. Chromium, plain contenteditable.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { grantClipboardReader, readClipboard } from './support/clipboard-reader';
import { EVENTUALLY } from './support/editor-page';
import { card, cardPart, withSelectionEnv } from './support/selection-helpers';

const EDITOR = '#editor';
const HTML =
  '<p>Written before the passage.</p>' +
  '<h2>Release notes</h2>' +
  '<p><a href="https://example.com/notes">It is worth noting that</a> the team will utilize ' +
  'the new build tool for every release.</p>' +
  '<ul><li>One <b>bold</b> item</li><li>Another item</li></ul>' +
  '<p>Written after it.</p>';
const LINE = 'link “It is worth noting that” (https://example.com/notes)';

describe('a mark the rewrite could not place (Chromium)', () => {
  const env = withSelectionEnv();
  beforeAll(() => grantClipboardReader(env));

  it('is listed on the card with its address, and Copy puts it on the clipboard', async () => {
    const { page, tabId } = await env.open('formatted-editor.html');
    await page.locator(EDITOR).evaluate((el, html) => (el.innerHTML = html), HTML);
    await page.locator(EDITOR).evaluate((root) => {
      const items = root.querySelectorAll('li');
      const range = document.createRange();
      range.setStart(root.querySelector('h2')!.firstChild!, 0);
      const last = items[items.length - 1]!.firstChild as Text;
      range.setEnd(last, last.data.length);
      (root as HTMLElement).focus();
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
    });
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');

    const written = await page.locator(EDITOR).evaluate((el) => ({
      blocks: [...el.children].map((c) => c.tagName),
      links: el.querySelectorAll('a').length,
      text: el.textContent ?? '',
      bold: el.querySelector('b, strong')?.textContent,
    }));
    expect(written.blocks).toEqual(['P', 'H2', 'P', 'UL', 'P']);
    expect(written.links).toBe(0); // its words are gone, so is the link
    expect(written.text).not.toMatch(/worth noting/);
    expect(written.bold).toBe('bold');

    expect(await cardPart(page, 'card-status').textContent()).toMatch(
      /formatting of 1 passage\(s\) could not be placed/,
    );
    expect(await cardPart(page, 'card-unplaced').textContent()).toBe(LINE);
    await cardPart(page, 'card-copy-unplaced').click();
    await expect.poll(() => cardPart(page, 'card-copy-unplaced').textContent()).toBe('Copied');
    expect(await readClipboard(env, page)).toBe(LINE);
    await page.close();
  });
});
