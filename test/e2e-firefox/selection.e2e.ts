/**
 * Firefox: in-page humanize, the action behind the context menu and Alt+Shift+H, run through
 * the background page's automation surface. The selection in a textarea and across the
 * paragraphs of a contenteditable becomes prefix + server result + suffix, the card says so,
 * and one Ctrl+Z brings the original back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENTUALLY } from '../e2e/support/editor-page';
import { selectAcrossInPage, selectInFieldInPage } from '../e2e/support/in-page-selection';
import { withFirefoxEnv } from './support/firefox-env';
import { cardKind, cardPartText, clickCardPart } from './support/in-page-card';
import { paragraphs, undo, valueOf } from './support/page-actions';

describe('Firefox: humanize selection in the page', () => {
  // No practical rate limit: every test asks the server for its own answer too.
  const env = withFirefoxEnv({ quota: 100_000 });
  beforeAll(async () => {
    await env.configure({ editableBehaviour: 'replace' });
  });

  it('replaces a multi-paragraph selection in a textarea, and Ctrl+Z restores', async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/textarea.html`);
    const original = (await valueOf(page, '#field')) ?? '';
    const start = original.indexOf('it is important');
    const end = original.indexOf('robust tools');
    const selected = original.slice(start, end);
    const rewrite = await env.api.rewriteOf(selected);
    expect(rewrite).not.toBe(selected);
    expect(rewrite).toContain('\n\n');

    await page.evaluate(selectInFieldInPage, ['#field', start, end] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('replaced');
    expect(await valueOf(page, '#field')).toBe(
      original.slice(0, start) + rewrite + original.slice(end),
    );
    await expect
      .poll(() => cardPartText(env.ext, page, 'card-words'), EVENTUALLY)
      .toMatch(/\d+ words? charged/);

    await undo(page, '#field');
    await expect.poll(() => valueOf(page, '#field'), EVENTUALLY).toBe(original);
    await page.close();
  });

  it('Restore original on the card leaves the focus in the field and brings the original back', async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/input.html`);
    const original = (await valueOf(page, '#field')) ?? '';
    await page.evaluate(selectInFieldInPage, ['#field', 0, original.length] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('replaced');
    await page.evaluate(() => {
      const blurs: string[] = ((window as unknown as { blurs: string[] }).blurs = []);
      window.addEventListener('blur', () => blurs.push(document.activeElement?.nodeName ?? ''));
    });
    await clickCardPart(env.ext, page, 'card-restore');
    await expect.poll(() => valueOf(page, '#field'), EVENTUALLY).toBe(original);
    expect(await page.evaluate(() => (window as unknown as { blurs: string[] }).blurs)).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field');
    await page.close();
  });

  it('writes prefix + result + suffix across the paragraphs of a contenteditable, paragraphs kept, and Ctrl+Z restores them', async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/contenteditable.html`);
    const before = await paragraphs(page);
    const [p1 = '', p2 = '', p3 = ''] = before;
    const a = p1.indexOf('it is important');
    const b = p2.indexOf('the ever-evolving');
    const rewrite = await env.api.rewriteOf(`${p1.slice(a)}\n${p2.slice(0, b)}`);
    const expected = [...`${p1.slice(0, a)}${rewrite}${p2.slice(b)}`.split('\n'), p3];
    expect(expected).not.toEqual(before);

    await page.evaluate(selectAcrossInPage, [
      { selector: '#editor p:nth-child(1)', offset: a },
      { selector: '#editor p:nth-child(2)', offset: b },
    ] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('replaced');
    // Gecko's insertText would write each "\n" as a <br> inside one paragraph; the rewrite is
    // written line by line with a paragraph break between (test/e2e/README.md), so the
    // paragraphs are paragraphs, and the browser's undo takes one line or break per Ctrl+Z.
    expect(await paragraphs(page)).toEqual(expected);

    for (let i = 0; i < 2 * rewrite.split('\n').length - 1; i++) await undo(page, '#editor');
    await expect.poll(() => paragraphs(page), EVENTUALLY).toEqual(before);
    await page.close();
  });

  it('shows the card in its extension frame, out of the page, and Copy puts the rewrite on the clipboard', async () => {
    // A URL of its own: the harness finds a tab by its URL.
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/article.html?copy`);
    await page.evaluate(() => {
      const w = window as unknown as { copies: number };
      w.copies = 0;
      document.addEventListener('copy', () => (w.copies += 1), true);
    });
    await page.evaluate(selectAcrossInPage, [
      { selector: '#p1', offset: 0 },
      { selector: '#p2', offset: 9 },
    ] as const);
    const selected = await page.evaluate(() => String(document.getSelection()));
    const rewrite = await env.api.rewriteOf(selected);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('result');
    expect(await cardPartText(env.ext, page, 'card-text')).toBe(rewrite);

    // The page has none of it: not in its DOM, not for window.find (which finds any part of
    // a word: only words found nowhere in the page's own text are looked for).
    const own = (await page.evaluate(() => document.body.textContent ?? '')).toLowerCase();
    const onlyInCard = (rewrite.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter(
      (w) => !own.includes(w),
    );
    expect(onlyInCard.length).toBeGreaterThan(0);
    const seen = await page.evaluate(
      (words) => ({
        text: document.documentElement.textContent ?? '',
        found: words.filter((w) => {
          document.getSelection()?.removeAllRanges();
          return (window as unknown as { find(s: string): boolean }).find(w);
        }),
      }),
      onlyInCard,
    );
    expect(seen.found).toEqual([]);
    expect(seen.text).not.toContain(rewrite);

    await clickCardPart(env.ext, page, 'card-copy');
    await expect.poll(() => cardPartText(env.ext, page, 'card-copy'), EVENTUALLY).toBe('Copied');
    // The user pastes it into a field of their own: the rewrite, copied without the page.
    await page.evaluate(() => {
      const area = document.createElement('textarea');
      area.id = 'paste';
      document.body.append(area);
    });
    await page.focus('#paste');
    await page.keyboard.down('Control');
    await page.keyboard.press('v');
    await page.keyboard.up('Control');
    await expect.poll(() => valueOf(page, '#paste'), EVENTUALLY).toBe(rewrite);
    expect(await page.evaluate(() => (window as unknown as { copies: number }).copies)).toBe(0);
    await page.close();
  });

  it('replaces a selection in a single-line input on one line, and Ctrl+Z restores', async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/input.html`);
    const original = (await valueOf(page, '#field')) ?? '';
    const start = original.indexOf('it is important');
    const selected = original.slice(start);
    const rewrite = (await env.api.rewriteOf(selected)).replace(/\s*\n\s*/g, ' ');
    expect(rewrite).not.toBe(selected);

    await page.evaluate(selectInFieldInPage, ['#field', start, original.length] as const);
    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('replaced');
    expect(await valueOf(page, '#field')).toBe(original.slice(0, start) + rewrite);

    await undo(page, '#field');
    await expect.poll(() => valueOf(page, '#field'), EVENTUALLY).toBe(original);
    await page.close();
  });

  it('shows the rewrite of read-only text with Copy, the page unchanged', async () => {
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/article.html`);
    const before = await page.evaluate(() => document.querySelector('#article')!.innerHTML);
    const selected = await page.evaluate(() => {
      const text = document.querySelector('#p1')!.firstChild!;
      document.getSelection()!.selectAllChildren(document.querySelector('#p1')!);
      return text.textContent ?? '';
    });
    const rewrite = await env.api.rewriteOf(selected);

    expect(await env.ext.humanizeSelection(tabId)).toBeNull();
    await expect.poll(() => cardKind(env.ext, page), EVENTUALLY).toBe('result');
    expect(await cardPartText(env.ext, page, 'card-text')).toBe(rewrite);
    expect(await cardPartText(env.ext, page, 'card-copy')).not.toBeNull();
    expect(await page.evaluate(() => document.querySelector('#article')!.innerHTML)).toBe(before);
    await page.close();
  });

  it('says there is nothing to humanize when nothing is selected, and sends nothing', async () => {
    await env.api.reset();
    const { page, tabId } = await env.ext.openWebPage(`${env.pages.url}/article.html`);
    const message = await env.ext.humanizeSelection(tabId);
    expect(message).toMatch(/select/i);
    expect(await env.api.textLog()).toEqual([]);
    expect(env.ext.consoleErrors).toEqual([]);
    await page.close();
  });
});
