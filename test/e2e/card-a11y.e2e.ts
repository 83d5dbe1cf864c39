/**
 * The card's frame is accessible (issue 28 point 6): axe finds no serious or critical
 * violation in the review card and the replaced card, on a light page and on a dark one (the
 * card takes the page's theme, page-theme.ts); every control has a name; Tab walks its
 * controls in order and Esc closes it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cardFrame } from './support/closed-card';
import { EVENTUALLY } from './support/editor-page';
import { seriousAxeViolations } from './support/popup-support';
import { card, cardPart, selectInField, withSelectionEnv } from './support/selection-helpers';

describe("the card's frame: axe, names, keyboard", () => {
  const env = withSelectionEnv();

  async function reviewCard(page: Page, tabId: number) {
    const text = await page.locator('#field').inputValue();
    const start = text.indexOf('it is important');
    await selectInField(page, '#field', start, text.indexOf('\n\nMoreover'));
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('review');
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious axe violation in the ${theme} theme, in review and once replaced`, async () => {
      await env.setBehaviour('review');
      const { page, tabId } = await env.open('textarea.html');
      if (theme === 'dark') {
        await page.evaluate(() => {
          document.body.style.background = '#15181c';
          document.body.style.color = '#e8eaed';
        });
      }
      await reviewCard(page, tabId);
      const frame = await cardFrame(page);
      expect(await frame.locator('.card').getAttribute('class')).toContain(theme);
      expect(await seriousAxeViolations(frame)).toEqual([]);
      const unnamed = await frame.evaluate(() =>
        [...document.querySelectorAll('button, [role="button"], a[href], input, textarea')]
          .filter((el) => !(el.getAttribute('aria-label') ?? el.textContent ?? '').trim())
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(unnamed).toEqual([]);

      await cardPart(page, 'card-replace').click();
      await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
      const replaced = await cardFrame(page);
      expect(await seriousAxeViolations(replaced)).toEqual([]);
      // axe really runs in the card's frame: a line the reader cannot read is caught there.
      await replaced.evaluate(() => {
        const p = document.createElement('p');
        p.textContent = 'Unreadable';
        p.style.cssText = 'color: #8a8a8a; background: #999999';
        document.querySelector('.card')?.append(p);
      });
      const caught = await seriousAxeViolations(replaced);
      expect(caught.map((v) => v.id)).toContain('color-contrast');
      await page.close();
    });
  }

  it('walks its controls with Tab in the order they are drawn, and Esc closes it', async () => {
    await env.setBehaviour('review');
    const { page, tabId } = await env.open('textarea.html');
    await reviewCard(page, tabId);
    const frame = await cardFrame(page);
    const drawn = await frame.evaluate(() =>
      // Its controls and its scrollable changes (tabindex 0), in document order.
      [...document.querySelectorAll<HTMLElement>('button:not([disabled]), [tabindex="0"]')].map(
        (b) => b.dataset.testid ?? b.getAttribute('aria-label') ?? '',
      ),
    );
    expect(drawn.length).toBeGreaterThan(2);
    await frame.locator('button').first().focus();
    const walked: string[] = [];
    for (let i = 0; i < drawn.length; i++) {
      walked.push(
        await frame.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return el?.dataset.testid ?? el?.getAttribute('aria-label') ?? '';
        }),
      );
      await page.keyboard.press('Tab');
    }
    expect(walked).toEqual(drawn);
    // Esc from inside the card (the card's own keydown: a page's Esc is not the user's word to it).
    await frame.locator('button').first().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => card(page).count(), EVENTUALLY).toBe(0);
    await page.close();
  });
});
