/**
 * The in-page card when the API fails: after three 5xx answers it shows the server-error
 * message with Retry, reachable from the keyboard, and Retry sends a new job whose result lands
 * in the field; a 429 shows a waiting state with a countdown (never a failure) and the result
 * lands when the wait is over.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cardFrame, untilCardTakesClicks } from './support/closed-card';
import { EVENTUALLY } from './support/editor-page';
import { PRO_KEY } from './support/reference-api';
import {
  card,
  cardPart,
  fieldValue,
  focusedCardPart,
  selectInField,
  withSelectionEnv,
} from './support/selection-helpers';

/** The second paragraph of textarea.html: what the tests select and humanize. */
async function selectSecondParagraph(page: Page) {
  const original = await fieldValue(page, '#field');
  const start = original.indexOf('Moreover');
  const end = original.indexOf('ideas.') + 'ideas.'.length;
  return { original, start, end, selected: original.slice(start, end) };
}

/** The seconds the waiting card counts down ("Retrying in N s."), or null when it shows none. */
async function countdown(page: Page): Promise<number | null> {
  const kind = await card(page)
    .getAttribute('data-kind', { timeout: 500 })
    .catch(() => null);
  if (kind !== 'waiting') return null;
  const status = await cardPart(page, 'card-status')
    .textContent({ timeout: 500 })
    .catch(() => null);
  const match = /Retrying in (\d+) s\./.exec(status ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Records every kind the card takes and every text it shows, from now on. The card is in its
 * extension frame: the recorder is attached to that frame's document (as a debugger can).
 */
async function recordCard(page: Page): Promise<() => Promise<Recorded>> {
  const frame = await cardFrame(page);
  await frame.evaluate(() => {
    const seen = { kinds: [] as string[], texts: [] as string[], live: [] as string[] };
    (window as unknown as { cardSeen: typeof seen }).cardSeen = seen;
    const note = () => {
      const section = document.querySelector('[data-testid="humanizer-card"]');
      const kind = section?.getAttribute('data-kind');
      const text = section?.textContent ?? '';
      if (kind && seen.kinds.at(-1) !== kind) seen.kinds.push(kind);
      if (text && seen.texts.at(-1) !== text) seen.texts.push(text);
      // What a screen reader hears: every live region's text, each time it changes.
      const regions = document.querySelectorAll('[aria-live], [role="status"], [role="alert"]');
      const live = [...regions].map((r) => r.textContent ?? '').join(' | ');
      if (live.trim() && seen.live.at(-1) !== live) seen.live.push(live);
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  return () => frame.evaluate(() => (window as unknown as { cardSeen: Recorded }).cardSeen);
}

/** The card's kinds, its texts, and what its live regions said, in order. */
type Recorded = { kinds: string[]; texts: string[]; live: string[] };

describe('the in-page card after the API failed three times', () => {
  const env = withSelectionEnv();

  it('shows the server error with Retry; Retry by keyboard sends a new job that lands', async () => {
    const { page, tabId } = await env.open('textarea.html');
    const { original, start, end, selected } = await selectSecondParagraph(page);
    const rewrite = await env.api.rewriteOf(selected);
    expect(rewrite).not.toBe(selected);
    // From here the log holds only the extension's requests (an injected 500 logs no text).
    await env.api.reset();
    await env.api.faults({ failNext: 3 });

    await selectInField(page, '#field', start, end);
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('failed');
    expect(await cardPart(page, 'card-error').textContent()).toMatch(
      /The API had a problem \(status 500\)/,
    );
    expect(await cardPart(page, 'card-retry').textContent()).toBe('Retry');
    expect(await fieldValue(page, '#field')).toBe(original);
    expect((await env.api.log()).map((r) => [r.key, r.status])).toEqual(
      Array(3).fill([PRO_KEY, 500]),
    );

    // The keyboard user goes on from the field into the card, to Retry, and presses Enter.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field');
    for (let i = 0; i < 5 && (await focusedCardPart(page)) !== 'card-retry'; i++) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedCardPart(page)).toBe('card-retry');
    // A key's click acts once the card is settled, like a mouse click (click-gate.ts).
    await untilCardTakesClicks(page);
    await page.keyboard.press('Enter');

    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(await fieldValue(page, '#field')).toBe(
      original.slice(0, start) + rewrite + original.slice(end),
    );
    // Three failed attempts of the first job, then the retry's one successful request. The
    // server injects its 500 after reading the body (server/humanize-route.ts), so each logs it.
    expect((await env.api.log()).map((r) => [r.key, r.text, r.status])).toEqual([
      [PRO_KEY, selected, 500],
      [PRO_KEY, selected, 500],
      [PRO_KEY, selected, 500],
      [PRO_KEY, selected, 200],
    ]);
    await page.close();
  });
});

describe('the in-page card when the API rate limits', () => {
  /** One request per 8 s for the key: long enough to read the countdown going down. */
  const QUOTA = 1;
  const WINDOW_MS = 8000;
  const env = withSelectionEnv({ quota: QUOTA, windowMs: WINDOW_MS });

  it('waits with a countdown that goes down, never shows a failure, then the result lands', async () => {
    const { page, tabId } = await env.open('textarea.html');
    const { original, start, end, selected } = await selectSecondParagraph(page);
    // Asking the server for its answer takes the key's only slot in this window (as another
    // client with the same key would): the extension's request meets a 429.
    const rewrite = await env.api.rewriteOf(selected);
    expect(rewrite).not.toBe(selected);

    await selectInField(page, '#field', start, end);
    await env.humanizeSelection(tabId);
    const seen = await recordCard(page);
    await expect.poll(() => countdown(page), EVENTUALLY).toBeGreaterThanOrEqual(2);
    const first = (await countdown(page)) ?? 0;
    await expect.poll(() => countdown(page), EVENTUALLY).toBeLessThan(first);

    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(await fieldValue(page, '#field')).toBe(
      original.slice(0, start) + rewrite + original.slice(end),
    );
    const { kinds, texts } = await seen();
    expect(kinds).toContain('waiting');
    expect(kinds).not.toContain('failed');
    expect(texts.join('\n')).not.toMatch(/fail|error|exceeded|too many requests/i);
    // The live count only, not also the 429 answer's count frozen in its message.
    const counting = texts.filter((t) => /Retrying in \d+ s\./.test(t));
    expect(counting.length).toBeGreaterThan(1);
    for (const t of counting) expect(t.match(/\d+ s\b/g)).toHaveLength(1);
    // A screen reader hears the wait once, and the result, never the seconds (issue 28.6).
    const { live } = await seen();
    expect(live.some((t) => /rate limiting/.test(t))).toBe(true);
    expect(live.filter((t) => /\d+ s\b/.test(t))).toEqual([]);
    expect(live.at(-1)).toMatch(/Replaced/);
    // Ours first; then the extension's: 429s (they log no text), and one request that landed.
    const log = await env.api.log();
    expect(log[0]).toMatchObject({ key: PRO_KEY, text: selected, status: 200 });
    const extension = log.slice(1);
    expect(extension.at(-1)).toMatchObject({ key: PRO_KEY, text: selected, status: 200 });
    expect(extension.length).toBeGreaterThan(1);
    expect(extension.slice(0, -1).map((r) => r.status)).toEqual(
      Array(extension.length - 1).fill(429),
    );
    await page.close();
  });
});
