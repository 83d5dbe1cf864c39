/**
 * The page cannot read the card (issue #16.3). A hostile page (fixtures/pages/
 * hostile-card-frame.html) searches for the card's text with window.find (which searches
 * closed shadow roots), watches its selection and `copy` events while the user selects and
 * copies in the card, forbids the async clipboard in its document so that an in-page copy
 * would fall back to a textarea it can read, measures the card's host, covers the card with a decoy that
 * lets clicks through, opens a modal dialog, and, handed the frame's window as if it had found
 * it, posts forged messages to it and navigates it. The card's text lives in an extension
 * frame: none of that reads it, Copy lands on the clipboard from the extension's own context,
 * covered clicks are refused, and the card works over the dialog.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callOn,
  cardFrame,
  cardFrameElements,
  cardHosts,
  cardTakesClicks,
  untilCardTakesClicks,
} from './support/closed-card';
import { readClipboard, readerOrigin } from './support/clipboard-reader';
import { EVENTUALLY } from './support/editor-page';
import {
  card,
  cardPart,
  fieldValue,
  selectInField,
  withSelectionEnv,
} from './support/selection-helpers';

declare const chrome: {
  action: { getBadgeText(details: { tabId: number }): Promise<string> };
};

interface Seen {
  copies: string[];
  selections: string[];
  added: string[];
  portMessages: unknown[];
}
type Hostile = {
  hostile: {
    seen: Seen;
    find(words: string[]): string[];
    hostBox(): { width: number; height: number } | null;
    cover(rect: { x: number; y: number; width: number; height: number }): void;
    uncover(): void;
    openDialog(): void;
    forge(win: Window): void;
    navigate(win: Window): void;
    readFrame(win: Window): string;
  };
};

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);
/**
 * The words of `text` found nowhere in `others`, not even inside a longer word (window.find
 * finds parts of words): seeing one means seeing the card.
 */
const wordsOnlyIn = (text: string, ...others: string[]) => {
  const elsewhere = others.join(' ').toLowerCase();
  return [...wordsOf(text)].filter((w) => !elsewhere.includes(w));
};
const containing = (texts: string[], words: string[]) =>
  words.filter((w) => texts.some((t) => wordsOf(t).has(w)));
const seenBy = (page: Page) => page.evaluate(() => (window as unknown as Hostile).hostile.seen);

// Each test opens the page at a URL of its own: the harness finds a tab by its URL.
describe('a page that attacks the card', () => {
  const env = withSelectionEnv();
  beforeAll(async () => {
    await env.setBehaviour('review');
    await env.ext.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: readerOrigin(env),
    });
    // The page forbids the async Clipboard API in its document (a header any site can send):
    // a copy made in the page has to fall back to a textarea the page can read.
    await env.ext.context.route(`${env.pages.url}/hostile-card-frame.html*`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers(), 'permissions-policy': 'clipboard-write=()' };
      await route.fulfill({ response, headers });
    });
  });

  /** The page's whole text in review: the card shows its changes, nothing written yet. */
  async function review(page: Page, tabId: number, text?: string) {
    if (text !== undefined) {
      await page.locator('#field').evaluate((el, t) => {
        (el as HTMLTextAreaElement).value = t;
      }, text);
    }
    const original = await fieldValue(page, '#field');
    const rewrite = await env.api.rewriteOf(original);
    await selectInField(page, '#field', 0, original.length);
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('review');
    return { original, rewrite };
  }

  it('finds nothing of the review-mode rewrite, nor of the original, with window.find', async () => {
    const { page, tabId } = await env.open('hostile-card-frame.html?1');
    const { original, rewrite } = await review(page, tabId);
    const pageText = await page.evaluate(() => document.body.innerText);
    const rewriteOnly = wordsOnlyIn(rewrite, pageText, original);
    expect(rewriteOnly.length).toBeGreaterThan(0);
    // The page drops its own copy of the original: from now on it is only in the card.
    await page.locator('#field').evaluate((el) => {
      (el as HTMLTextAreaElement).value = '';
    });
    const originalWords = [...wordsOf(original)];
    const found = await page.evaluate(
      (words) => (window as unknown as Hostile).hostile.find(words),
      [...rewriteOnly, ...originalWords],
    );
    expect(found).toEqual([]);
    expect((await seenBy(page)).selections.join(' ')).not.toMatch(/charged|Replace|Discard/);
    await page.close();
  });

  it("sees nothing of the user's selection and copy in the card; Copy lands on the clipboard", async () => {
    const { page, tabId } = await env.open('hostile-card-frame.html?2');
    const { original, rewrite } = await review(page, tabId);
    const rewriteOnly = wordsOnlyIn(rewrite, original, 'HIJACKED by the page');
    expect(rewriteOnly.length).toBeGreaterThan(0);

    // The user selects the changes in the card (a triple click on an unchanged word: a click
    // on a change toggles it) and presses Ctrl+C.
    const changes = await cardPart(page, 'card-changes').box();
    const word = await (
      await cardFrame(page)
    ).evaluate(() => {
      const box = document.querySelector('[data-testid="card-changes"]')!;
      const same = [...box.children].find(
        (el) => el.localName === 'span' && /\w{3}/.test(el.textContent!),
      )!;
      const [r, b] = [same.getClientRects()[0]!, box.getBoundingClientRect()];
      return { x: r.left - b.left + 4, y: r.top - b.top + r.height / 2 };
    });
    await page.mouse.click(changes.x + word.x, changes.y + word.y, { clickCount: 3 });
    await page.keyboard.press('Control+C');
    let seen = await seenBy(page);
    expect(seen.copies).toEqual([]);
    expect(containing(seen.selections, rewriteOnly)).toEqual([]);
    const selectedCopy = await readClipboard(env, page);
    expect(containing([selectedCopy], rewriteOnly).length).toBeGreaterThan(0);

    // Then presses Copy: the page still sees nothing, and the rewrite is on the clipboard.
    await cardPart(page, 'card-copy').click();
    await expect.poll(() => cardPart(page, 'card-copy').textContent(), EVENTUALLY).toBe('Copied');
    seen = await seenBy(page);
    expect(seen.copies).toEqual([]);
    expect(containing([...seen.selections, ...seen.added], rewriteOnly)).toEqual([]);
    expect(await readClipboard(env, page)).toBe(rewrite);
    await page.close();
  });

  it('measures the same host for a short and a long rewrite', async () => {
    const { page, tabId } = await env.open('hostile-card-frame.html?3');
    const hostBox = () => page.evaluate(() => (window as unknown as Hostile).hostile.hostBox());
    await review(page, tabId, 'Moreover, it is important to note this.');
    const short = await hostBox();
    await cardPart(page, 'card-discard').click();
    await expect.poll(() => card(page).count(), EVENTUALLY).toBe(0);
    const long = Array.from(
      { length: 12 },
      (_, i) => `Moreover, in paragraph ${i} it is important to note that we must delve deeper.`,
    ).join('\n\n');
    await review(page, tabId, long);
    const longBox = await hostBox();
    expect(short).not.toBeNull();
    expect(longBox).toEqual(short);
    await page.close();
  });

  it('refuses a click while a decoy covers the card, and takes it once uncovered', async () => {
    const { page, tabId } = await env.open('hostile-card-frame.html?4');
    const { original, rewrite } = await review(page, tabId);
    const frame = await untilCardTakesClicks(page);
    const box = await card(page).box();
    await page.evaluate((rect) => (window as unknown as Hostile).hostile.cover(rect), box);
    await expect.poll(() => cardTakesClicks(frame), EVENTUALLY).toBe(false);

    const replace = await cardPart(page, 'card-replace').box();
    await page.mouse.click(replace.x + replace.width / 2, replace.y + replace.height / 2);
    await page.waitForTimeout(500); // give an obeyed click time to act (it must not)
    expect(await fieldValue(page, '#field')).toBe(original);
    expect(await card(page).getAttribute('data-kind')).toBe('review');

    await page.evaluate(() => (window as unknown as Hostile).hostile.uncover());
    await cardPart(page, 'card-replace').click();
    await expect.poll(() => fieldValue(page, '#field'), EVENTUALLY).toBe(rewrite);
    await page.close();
  });

  it('stays usable over a modal dialog the page opens, and after it closes', async () => {
    const { page, tabId } = await env.open('hostile-card-frame.html?5');
    const { rewrite } = await review(page, tabId);
    await page.evaluate(() => (window as unknown as Hostile).hostile.openDialog());
    expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(
      true,
    );
    // Everything but the dialog is inert now: the card's Copy still takes the user's click.
    await cardPart(page, 'card-copy').click();
    await expect.poll(() => cardPart(page, 'card-copy').textContent(), EVENTUALLY).toBe('Copied');
    expect(await readClipboard(env, page)).toBe(rewrite);
    // The page closes its dialog (the focus goes back to the field): the card comes back out
    // with it, and Replace writes.
    await page.evaluate(() => document.querySelector('dialog')?.close());
    await cardPart(page, 'card-replace').click();
    await expect.poll(() => fieldValue(page, '#field'), EVENTUALLY).toBe(rewrite);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    await page.close();
  });

  it("ignores messages the page forges to the card's frame, and gives the card up when the page navigates it", async () => {
    const { page, tabId } = await env.open('hostile-card-frame.html?6');
    const { original, rewrite } = await review(page, tabId);
    await cardFrame(page);
    // As if the page had found the frame's window (Chromium's window.frames leaves out frames
    // in shadow trees; a debugger hands it over here).
    const [frameElement] = await cardFrameElements(page);
    if (!frameElement) throw new Error('No card frame in the page.');
    await callOn(page, frameElement, (el: HTMLIFrameElement) => {
      (window as unknown as Hostile).hostile.forge(el.contentWindow!);
    });
    await page.waitForTimeout(500); // give an obeyed message time to act (it must not)
    expect(await card(page).getAttribute('data-kind')).toBe('review');
    expect(await card(page).textContent()).not.toMatch(/FORGED/);
    expect((await seenBy(page)).portMessages).toEqual([]);

    await callOn(page, frameElement, (el: HTMLIFrameElement) => {
      const win = el.contentWindow!;
      (window as unknown as { frameWindow: Window }).frameWindow = win;
      (window as unknown as Hostile).hostile.navigate(win);
    });
    // The card is given up: its host goes, and the result waits in the popup (badge "!").
    await expect.poll(async () => (await cardHosts(page)).length, EVENTUALLY).toBe(0);
    const worker = await env.ext.worker();
    await expect
      .poll(
        () => worker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId),
        EVENTUALLY,
      )
      .toBe('!');
    const inFrame = await page.evaluate(() =>
      (window as unknown as Hostile).hostile.readFrame(
        (window as unknown as { frameWindow: Window }).frameWindow,
      ),
    );
    const article = await (await fetch(`${env.pages.url}/article.html`)).text();
    expect(inFrame).not.toMatch(/charged|Discard/);
    expect(containing([inFrame], wordsOnlyIn(rewrite, original, article))).toEqual([]);
    await page.close();
  });
});
