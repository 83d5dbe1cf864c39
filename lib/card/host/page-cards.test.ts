// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishMessages } from '@/lib/i18n/english-messages';
import { probeFrame } from '@/lib/selection/frame-probe';
import { cardActions } from '@/lib/model/testing/fixtures';
import type { FrameSource, OpenFrameLink } from './card-frame-link';
import type { CardModel, CardTheme } from '../../model/card-model';
import { mountCard, type MountedCard } from './mount-card';
import { isShownCard, pageCards } from './page-cards';

const source: FrameSource = {
  url: 'chrome-extension://dynamic/card.html',
  origin: 'chrome-extension://id',
  title: 'Humanizer',
  expect: async () => undefined,
};

const replaced: CardModel = { kind: 'replaced', wordsCharged: 2, restored: false };
const waiting: CardModel = { kind: 'replacing' };
const review: CardModel = { kind: 'review', original: 'a b', text: 'c d', wordsCharged: 2 };

/** The theme each mounted card's frame was told to draw in. */
const themes = new Map<MountedCard, CardTheme[]>();

describe("the page's cards (a new action and the cards already there)", () => {
  const mounted: MountedCard[] = [];
  afterEach(() => {
    for (const card of mounted.splice(0)) card.remove();
    document.body.removeAttribute('style');
  });

  const mount = (model: CardModel, extra: { ownerView?: Window; onLost?: () => void } = {}) => {
    const actions = cardActions();
    const seen: CardTheme[] = [];
    const open: OpenFrameLink = (doc, parent) => {
      const frame = doc.createElement('iframe');
      parent.appendChild(frame);
      return {
        frame,
        post: (command) => {
          if (command.type === 'show') seen.push(command.theme);
        },
        close: () => frame.remove(),
      };
    };
    const card = mountCard(document, null, actions, model, englishMessages, {
      frame: source,
      openLink: open,
      ...extra,
    });
    mounted.push(card);
    themes.set(card, seen);
    return { card, actions };
  };

  it("every card of a page takes the theme decided at the page's first card, even after the page changes", async () => {
    // (First in this file: the page's theme is decided at its first card.)
    const drawn = (card: MountedCard) => vi.waitFor(() => expect(themes.get(card)).toHaveLength(1));
    document.body.style.background = 'rgb(15, 15, 20)';
    const first = mount(waiting);
    await drawn(first.card);
    document.body.style.background = 'rgb(250, 250, 250)';
    const second = mount(waiting);
    await drawn(second.card);
    first.card.remove();
    second.card.remove();
    const third = mount(waiting);
    await drawn(third.card);
    expect([first, second, third].map((c) => themes.get(c.card)?.[0])).toEqual([
      'dark',
      'dark',
      'dark',
    ]);
  });

  it('closes the finished cards of earlier actions, and keeps those still working or in review', () => {
    const first = mount(replaced);
    const second = mount(waiting);
    expect(first.actions.close).toHaveBeenCalledTimes(1);

    second.card.update(review);
    const third = mount(waiting);
    expect(second.actions.close).not.toHaveBeenCalled();
    expect(third.actions.close).not.toHaveBeenCalled();

    // Once finished, the next action closes it.
    second.card.update(replaced);
    mount(waiting);
    expect(second.actions.close).toHaveBeenCalledTimes(1);
    expect(third.actions.close).not.toHaveBeenCalled();
  });

  it("a card that is gone is no longer one of the page's cards, and is not closed again", () => {
    const first = mount(replaced);
    expect(pageCards(document).map((c) => c.host)).toEqual([first.card.host]);
    expect(isShownCard(first.card.host)).toBe(true);
    first.card.remove();
    expect(pageCards(document)).toEqual([]);
    expect(isShownCard(first.card.host)).toBe(false);
    mount(waiting);
    expect(first.actions.close).not.toHaveBeenCalled();
  });

  it('drawn for a frame in its ancestor: goes with the frame (pagehide), at once, as lost', () => {
    const frameWindow = new EventTarget() as unknown as Window;
    const onLost = vi.fn();
    const { card } = mount(waiting, { ownerView: frameWindow, onLost });
    frameWindow.dispatchEvent(new Event('pagehide'));
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(card.host.isConnected).toBe(false);
  });

  it("a focus left on a card's host is not the page's: the frame does not claim the action", () => {
    const { card } = mount(review);
    card.host.tabIndex = 0;
    card.host.focus();
    expect(document.activeElement).toBe(card.host);
    expect(probeFrame().focused).toBe(false);
    card.host.blur();
  });
});
