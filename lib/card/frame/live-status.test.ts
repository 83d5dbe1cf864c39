// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishMessages } from '@/lib/i18n/english-messages';
import { jobView } from '@/lib/model/testing/fixtures';
import { createCardPage } from './card-page';

const part = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;

describe("the card's live region", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  function card() {
    return createCardPage(document, {
      t: englishMessages,
      copy: async () => true,
      send: () => undefined,
      watchVisibility: () => false,
      now: () => Date.now(),
    });
  }

  it('announces a countdown once, while the visible text counts every second', async () => {
    vi.useFakeTimers();
    const page = card();
    const live = part('card-live');
    const said: string[] = [];
    new MutationObserver(() => said.push(live.textContent ?? '')).observe(live, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    const queued = jobView({ status: 'queued', position: 2, estimatedStartAt: Date.now() + 9000 });
    page.show({ kind: 'waiting', job: queued }, 'light');
    const shown = [part('card-status').textContent];
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(1000);
      shown.push(part('card-status').textContent);
    }
    expect(new Set(shown).size).toBeGreaterThanOrEqual(4); // the seconds ticked on screen
    expect(shown[0]).toMatch(/\d+ s/);
    expect(said).toEqual(['Queued: position 2.']);
    expect(part('card-status').closest('[aria-live], [role="status"]')).toBeNull();

    page.show({ kind: 'waiting', job: { ...queued, status: 'sending' } }, 'light');
    await vi.advanceTimersByTimeAsync(2000);
    expect(said).toEqual(['Queued: position 2.', englishMessages('cardSending')]);
  });

  it("says a finished card's status line once, with what was charged", () => {
    const page = card();
    page.show({ kind: 'replaced', wordsCharged: 12, restored: false }, 'light');
    page.show({ kind: 'replaced', wordsCharged: 12, restored: false }, 'dark');
    expect(part('card-live').textContent).toBe(part('card-status').textContent?.trim());
    expect(part('card-live').textContent).toMatch(/12/);
    expect(part('card-live').getAttribute('role')).toBe('status');
  });
});
