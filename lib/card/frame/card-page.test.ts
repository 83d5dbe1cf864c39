// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishMessages } from '@/lib/i18n/english-messages';
import { createCardPage, type CardPageDeps } from './card-page';
import type { CardModel } from '../../model/card-model';
import { INPUT_DELAY_MS } from './click-gate';

const part = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
const clicks = () => document.documentElement.dataset.clicks;
/** The user's clicks (happy-dom makes none trusted: these stand for real input). */
const userEvents = new WeakSet<Event>();
const userClick = (el: HTMLElement) => {
  const event = new MouseEvent('click', { bubbles: true });
  userEvents.add(event);
  el.dispatchEvent(event);
};

const replaced: CardModel = { kind: 'replaced', wordsCharged: 2, restored: false };

describe('the card in its frame', () => {
  let now = 1_000;
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  function page(over: Partial<CardPageDeps> = {}) {
    const deps = {
      t: englishMessages,
      copy: vi.fn(async () => true),
      send: vi.fn(),
      watchVisibility: () => false,
      now: () => now,
      isTrusted: (event: Event) => userEvents.has(event),
      ...over,
    };
    return { deps, card: createCardPage(document, deps) };
  }

  it("sends the action's name to the page's content script, once the card has settled", () => {
    const { deps, card } = page();
    card.show(replaced, 'light');
    userClick(part('card-restore'));
    expect(deps.send).not.toHaveBeenCalled();
    expect(clicks()).toBe('off');
    now += INPUT_DELAY_MS;
    userClick(part('card-restore'));
    expect(deps.send).toHaveBeenCalledWith('restore');
  });

  it('keeps the focus where it is when a button that writes is pressed; the others take it', () => {
    const { card } = page();
    const review = { kind: 'review', original: 'One two.', text: 'Three four.', wordsCharged: 2 };
    card.show(review as CardModel, 'light');
    const press = (el: Element) => {
      const event = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
      el.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press(part('card-replace'))).toBe(true);
    expect(press(part('card-copy'))).toBe(false);
    expect(press(part('card-changes'))).toBe(false); // the text stays selectable
    card.show(replaced, 'light');
    expect(press(part('card-restore'))).toBe(true);
    expect(press(part('card-close'))).toBe(false);
    card.show(
      { kind: 'result', text: 'x', wordsCharged: 1, reason: 'moved', canReplace: true },
      'light',
    );
    expect(press(part('card-try-replace'))).toBe(true);
  });

  it('ignores a script-made click, even once settled', () => {
    const { deps, card } = page();
    card.show(replaced, 'light');
    now += INPUT_DELAY_MS;
    part('card-restore').click(); // HTMLElement.click(): not trusted
    part('card-restore').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(deps.send).not.toHaveBeenCalled();
    userClick(part('card-restore'));
    expect(deps.send).toHaveBeenCalledTimes(1);
  });

  it('waits again after its controls change or it moves, not after a countdown tick', () => {
    const { deps, card } = page();
    card.show({ kind: 'cancelled' }, 'dark');
    now += INPUT_DELAY_MS;
    card.show(replaced, 'dark');
    userClick(part('card-restore'));
    expect(deps.send).not.toHaveBeenCalled();
    now += INPUT_DELAY_MS;
    card.moved();
    userClick(part('card-restore'));
    expect(deps.send).not.toHaveBeenCalled();
    now += INPUT_DELAY_MS;
    card.show({ ...replaced, wordsCharged: 3 }, 'dark'); // same controls, other words
    userClick(part('card-restore'));
    expect(deps.send).toHaveBeenCalledWith('restore');
  });

  it('refuses clicks while the browser reports it covered, and for a moment after', () => {
    let report: (visible: boolean) => void = () => undefined;
    const { deps, card } = page({
      watchVisibility: (_target, r) => {
        report = r;
        return true;
      },
    });
    card.show(replaced, 'light');
    now += INPUT_DELAY_MS;
    userClick(part('card-restore'));
    expect(deps.send).not.toHaveBeenCalled(); // no report yet: not known to be visible
    report(true);
    now += INPUT_DELAY_MS;
    report(false);
    expect(clicks()).toBe('off');
    userClick(part('card-restore'));
    expect(deps.send).not.toHaveBeenCalled();
    report(true);
    now += INPUT_DELAY_MS;
    userClick(part('card-restore'));
    expect(deps.send).toHaveBeenCalledWith('restore');
  });

  it('says "on" once clicks are taken, by itself when the moment has passed', async () => {
    vi.useFakeTimers();
    const { card } = page({ now: () => Date.now() });
    card.show(replaced, 'light');
    expect(clicks()).toBe('off');
    await vi.advanceTimersByTimeAsync(INPUT_DELAY_MS);
    expect(clicks()).toBe('on');
  });

  it('says Copied only once the copy succeeded, and Copy failed otherwise', async () => {
    let succeed = true;
    const { deps, card } = page({ copy: vi.fn(async () => succeed) });
    const result: CardModel = {
      kind: 'result',
      text: 'The rewrite.',
      wordsCharged: 2,
      reason: 'readonly',
      canReplace: false,
    };
    card.show(result, 'light');
    now += INPUT_DELAY_MS;
    userClick(part('card-copy'));
    expect(deps.copy).toHaveBeenCalledWith('The rewrite.');
    await vi.waitFor(() => expect(part('card-copy').textContent).toBe('Copied'));
    succeed = false;
    card.show({ ...result, text: 'Another.' }, 'light');
    now += INPUT_DELAY_MS;
    userClick(part('card-copy'));
    await vi.waitFor(() => expect(part('card-copy').textContent).toMatch(/^Copy failed/));
  });

  it('keeps the focus on the same control while a countdown re-draws it', async () => {
    const { card } = page({ now: () => Date.now() });
    card.show(
      {
        kind: 'failed',
        failedAt: Date.now(),
        error: { kind: 'rate_limited', message: 'Wait.', action: 'wait', retryAfterMs: 1200 },
      },
      'light',
    );
    part('card-close').focus();
    const retry = () => part('card-retry') as HTMLButtonElement;
    expect(retry().disabled).toBe(true);
    await vi.waitFor(() => expect(retry().disabled).toBe(false), { timeout: 5000 });
    expect(document.activeElement?.getAttribute('data-testid')).toBe('card-close');
  });

  it('moves the focus to its first control when asked', () => {
    const { card } = page();
    card.show(replaced, 'light');
    card.focus();
    expect(document.activeElement?.getAttribute('data-testid')).toBe('card-restore');
  });
});
