/**
 * Cards never pile up (issue 19, point 3): a new action closes the page's finished cards; a
 * card still working stays, and the new one is placed clear of it; every card of a page has
 * one theme. Cards of a same-origin frame are drawn in the top document, with the page's
 * other cards, and count with them (lib/card/host/page-cards.ts, card-site.ts).
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { answerOr, callOn, cardFrames, cardHosts } from './support/closed-card';
import { EVENTUALLY } from './support/editor-page';
import {
  fieldValue,
  selectAcross,
  selectInField,
  withSelectionEnv,
  type SelectionEnv,
} from './support/selection-helpers';

interface Shown {
  kind: string | null;
  theme: string | null;
}
type Rect = { x: number; y: number; width: number; height: number };

/** What each drawn card shows: its kind and its theme (the class the frame gives it). */
async function shownCards(page: Page): Promise<Shown[]> {
  const shown: Shown[] = [];
  for (const frame of cardFrames(page)) {
    const card = await answerOr(
      frame.evaluate(() => {
        const el = document.querySelector<HTMLElement>('[data-testid="humanizer-card"]');
        if (!el) return null;
        const theme = el.classList.contains('dark') ? 'dark' : 'light';
        return { kind: el.dataset.kind ?? null, theme };
      }),
      null,
    );
    if (card) shown.push(card);
  }
  return shown;
}

/** The card hosts' boxes, and whether each is in the top-level document. */
async function hostBoxes(page: Page): Promise<Array<Rect & { top: boolean }>> {
  const boxes = [];
  for (const host of await cardHosts(page)) {
    boxes.push(
      await callOn(page, host, (el) => {
        const r = el.getBoundingClientRect();
        const top = el.ownerDocument.defaultView === el.ownerDocument.defaultView?.top;
        return { x: r.x, y: r.y, width: r.width, height: r.height, top };
      }),
    );
  }
  return boxes;
}

const overlap = (a: Rect, b: Rect) =>
  Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x) &&
  Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y);

/** Selects the whole paragraph #para (read-only text) and humanizes it. */
async function humanizeParagraph(env: SelectionEnv, page: Page, tabId: number) {
  const length = await page.locator('#para').evaluate((p) => p.textContent?.length ?? 0);
  await selectAcross(page, { selector: '#para', offset: 0 }, { selector: '#para', offset: length });
  await env.humanizeSelection(tabId);
}

describe('cards never pile up', () => {
  const env = withSelectionEnv();
  afterEach(async () => {
    await env.api.faults({ delayMs: 0 });
  });

  it('a paragraph, then the field just below it: the first card, finished, is gone', async () => {
    const { page, tabId } = await env.open('paragraph-and-field.html');
    await page.setViewportSize({ width: 1000, height: 800 });
    await humanizeParagraph(env, page, tabId);
    await expect
      .poll(async () => (await shownCards(page)).map((c) => c.kind), EVENTUALLY)
      .toEqual(['result']);

    const original = await fieldValue(page, '#field');
    const rewrite = await env.api.rewriteOf(original);
    await selectInField(page, '#field', 0, original.length);
    await env.humanizeSelection(tabId);
    await expect.poll(() => fieldValue(page, '#field'), EVENTUALLY).toBe(rewrite);
    await expect.poll(async () => (await cardHosts(page)).length, EVENTUALLY).toBe(1);
    await expect
      .poll(async () => (await shownCards(page)).map((c) => c.kind), EVENTUALLY)
      .toEqual(['replaced']);
    await page.close();
  });

  it('with the first card still working: both shown, not overlapping, in one theme', async () => {
    const { page, tabId } = await env.open('paragraph-and-field.html');
    await page.setViewportSize({ width: 1000, height: 800 });
    await env.api.faults({ delayMs: 60_000 });
    await humanizeParagraph(env, page, tabId);
    await expect.poll(async () => (await shownCards(page)).length, EVENTUALLY).toBe(1);

    await selectInField(page, '#field', 0, 20);
    await env.humanizeSelection(tabId);
    await expect.poll(async () => (await shownCards(page)).length, EVENTUALLY).toBe(2);
    const shown = await shownCards(page);
    expect(shown.map((c) => c.kind)).toEqual(['waiting', 'waiting']);
    // The dark panel's paragraph and the light field would each have had their own theme.
    expect(shown[0]?.theme).toBe(shown[1]?.theme);
    await expect
      .poll(async () => {
        const [a, b, ...more] = await hostBoxes(page);
        return a && b && more.length === 0 ? overlap(a, b) : 'not two cards';
      }, EVENTUALLY)
      .toBe(false);
    await page.close();
  });
});

describe('cards never pile up, across a same-origin frame', () => {
  const env = withSelectionEnv();
  afterEach(async () => {
    await env.api.faults({ delayMs: 0 });
  });

  /** Selects all of the framed field and humanizes it. */
  async function humanizeFramedField(page: Page, tabId: number): Promise<string> {
    const field = page.frameLocator('#frame').locator('#field');
    // The user's click, on the field's right end (the first card may hang over the rest):
    // the keyboard focus leaves the first card's frame for the field.
    const box = await field.boundingBox();
    if (!box) throw new Error('The framed field has no box.');
    await page.mouse.click(box.x + box.width - 20, box.y + 10);
    const original = await field.evaluate((el) => {
      const area = el as HTMLTextAreaElement;
      area.focus();
      area.setSelectionRange(0, area.value.length);
      return area.value;
    });
    await env.humanizeSelection(tabId);
    return original;
  }

  it("the framed field's card is drawn in the top document, and closes the paragraph's finished card", async () => {
    const { page, tabId } = await env.open('paragraph-and-frame.html');
    await page.setViewportSize({ width: 1000, height: 800 });
    await humanizeParagraph(env, page, tabId);
    await expect
      .poll(async () => (await shownCards(page)).map((c) => c.kind), EVENTUALLY)
      .toEqual(['result']);

    const field = page.frameLocator('#frame').locator('#field');
    const original = await field.evaluate((el) => (el as HTMLTextAreaElement).value);
    const rewrite = await env.api.rewriteOf(original);
    await humanizeFramedField(page, tabId);
    await expect
      .poll(() => field.evaluate((el) => (el as HTMLTextAreaElement).value), EVENTUALLY)
      .toBe(rewrite);
    await expect
      .poll(async () => (await shownCards(page)).map((c) => c.kind), EVENTUALLY)
      .toEqual(['replaced']);
    const boxes = await hostBoxes(page);
    expect(boxes.map((b) => b.top)).toEqual([true]);
    await page.close();
  });

  it('with the first card still working: both in the top document, not overlapping', async () => {
    const { page, tabId } = await env.open('paragraph-and-frame.html');
    await page.setViewportSize({ width: 1000, height: 800 });
    await env.api.faults({ delayMs: 60_000 });
    await humanizeParagraph(env, page, tabId);
    await expect.poll(async () => (await shownCards(page)).length, EVENTUALLY).toBe(1);
    await humanizeFramedField(page, tabId);
    await expect.poll(async () => (await shownCards(page)).length, EVENTUALLY).toBe(2);
    await expect
      .poll(async () => {
        const [a, b, ...more] = await hostBoxes(page);
        if (!a || !b || more.length > 0) return 'not two cards';
        if (!a.top || !b.top) return 'not both in the top document';
        return overlap(a, b);
      }, EVENTUALLY)
      .toBe(false);
    await page.close();
  });
});
