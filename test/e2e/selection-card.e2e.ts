/**
 * The in-page card and the cases where the page must not be written: read-only text,
 * password fields, a field edited while the request was in flight, the "card" setting,
 * and failures with their actions. Also: the content script is injected only on demand.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { EVENTUALLY } from './support/editor-page';
import { writeStorage } from './support/extension-settings';
import { PRO_KEY } from './support/reference-api';
import {
  card,
  cardPart,
  fieldValue,
  focusedCardPart,
  selectAcross,
  selectInField,
  withSelectionEnv,
} from './support/selection-helpers';

describe('the in-page card', () => {
  const env = withSelectionEnv();
  afterEach(async () => {
    await env.api.faults({ delayMs: 0, failNext: 0 });
    await env.setBehaviour('replace');
  });

  it('is not injected into pages the user has not acted on', async () => {
    const { page } = await env.open('textarea.html');
    expect(await card(page).count()).toBe(0);
    const manifest = await (
      await env.ext.worker()
    ).evaluate(() =>
      (
        globalThis as unknown as { chrome: { runtime: { getManifest(): object } } }
      ).chrome.runtime.getManifest(),
    );
    expect(manifest).not.toHaveProperty('content_scripts');
    await page.close();
  });

  it('shows the rewrite of read-only text with Copy and Close, page untouched, keys isolated', async () => {
    const { page, tabId } = await env.open('article.html');
    const before = await page.locator('#article').innerHTML();
    const p1 = (await page.locator('#p1').textContent()) ?? '';
    await selectAcross(page, { selector: '#p1', offset: 0 }, { selector: '#p2', offset: 9 });
    const selected = await page.evaluate(() => document.getSelection()?.toString() ?? '');
    expect(selected.startsWith(p1)).toBe(true);
    expect(selected).toMatch(/\n/);
    const rewrite = await env.api.rewriteOf(selected);

    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('result');
    expect(await cardPart(page, 'card-text').textContent()).toBe(rewrite);
    expect(await cardPart(page, 'card-copy').isVisible()).toBe(true);
    expect(await cardPart(page, 'card-try-replace').count()).toBe(0);
    expect(await page.locator('#article').innerHTML()).toBe(before);
    // Readable on a dark page, whatever the page's CSS says about buttons.
    expect(await card(page).getAttribute('class')).toContain('dark');
    expect(await cardPart(page, 'card-copy').evaluate((b) => getComputedStyle(b).color)).not.toBe(
      'rgb(255, 0, 0)',
    );

    // The keyboard focus moves into the card (its first control: the rewrite's box), and
    // Escape inside the card closes it without reaching the page.
    await expect.poll(() => focusedCardPart(page), EVENTUALLY).toBe('card-text');
    await cardPart(page, 'card-copy').focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => card(page).count(), EVENTUALLY).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { keysSeen: string[] }).keysSeen),
    ).toEqual([]);
    await page.close();
  });

  it('never reads a password field: no request, and a notice says why', async () => {
    const { page, tabId } = await env.open('password.html');
    const sentBefore = (await env.api.log()).length;
    await selectInField(page, '#pw', 0, 10);
    const error = await env.humanizeSelectionError(tabId);
    expect(error).toMatch(/password/i);
    await expect
      .poll(() => cardPart(page, 'card-notice').textContent(), EVENTUALLY)
      .toMatch(/password/i);
    expect((await env.api.log()).length).toBe(sentBefore);
    await page.close();
  });

  it('says so when nothing is selected and no field is focused', async () => {
    const { page, tabId } = await env.open('article.html');
    const error = await env.humanizeSelectionError(tabId);
    expect(error).toMatch(/select some text/i);
    await expect
      .poll(() => cardPart(page, 'card-notice').textContent(), EVENTUALLY)
      .toMatch(/select some text/i);
    await page.close();
  });

  it('does not clobber a field edited mid-flight; offers Copy and Try replace again', async () => {
    const { page, tabId } = await env.open('textarea.html');
    const original = await fieldValue(page, '#field');
    const start = original.indexOf('Moreover');
    const end = original.indexOf('ideas.') + 'ideas.'.length;
    const rewrite = await env.api.rewriteOf(original.slice(start, end));
    await env.api.faults({ delayMs: 3000 });
    await selectInField(page, '#field', start, end);
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('waiting');
    expect(await cardPart(page, 'card-cancel').isVisible()).toBe(true);

    await page.locator('#field').focus();
    await page.keyboard.press('Control+End');
    // One keyboard action (an input event, as typing gives): done well inside the 3 s delay.
    await page.keyboard.insertText(' My own edit.');
    const edited = `${original} My own edit.`;
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('result');
    expect(await fieldValue(page, '#field')).toBe(edited);
    expect(await cardPart(page, 'card-text').textContent()).toBe(rewrite);
    expect(await cardPart(page, 'card-copy').isVisible()).toBe(true);

    await cardPart(page, 'card-try-replace').click();
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(await fieldValue(page, '#field')).toBe(
      `${original.slice(0, start)}${rewrite}${original.slice(end)} My own edit.`,
    );
    await page.close();
  });

  it('Cancel while queued cancels the job and leaves the field alone', async () => {
    const { page, tabId } = await env.open('input.html');
    const original = await fieldValue(page, '#field');
    await env.api.faults({ delayMs: 4000 });
    await selectInField(page, '#field', 0, original.length);
    await env.humanizeSelection(tabId);
    await cardPart(page, 'card-cancel').click();
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('cancelled');
    expect(await fieldValue(page, '#field')).toBe(original);
    await page.close();
  });

  it('a refused key shows the message and opens the settings', async () => {
    await writeStorage(env.ext, { apiKey: 'not-a-real-key' });
    try {
      const { page, tabId } = await env.open('input.html');
      await selectInField(page, '#field', 0, 8);
      await env.humanizeSelection(tabId);
      const settings = cardPart(page, 'card-open-options');
      await settings.waitFor();
      expect(await card(page).textContent()).toMatch(/key/i);
      const opened = env.ext.context.waitForEvent('page');
      await settings.click();
      // options_ui opens inside chrome://extensions, or options.html in a tab.
      expect((await opened).url()).toMatch(
        new RegExp(`options\\.html|options=${env.ext.extensionId}`),
      );
      await page.close();
    } finally {
      await writeStorage(env.ext, { apiKey: PRO_KEY });
    }
  });
});
