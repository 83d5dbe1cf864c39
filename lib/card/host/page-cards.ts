/**
 * The cards of one page, whichever frame's content script drew them: a same-origin frame
 * draws its cards in the top document too (card-site.ts), and each frame has its own content
 * script, which shares no memory with the others (Firefox gives every frame its own sandbox).
 * So what a new card must know of the others is kept in their hosts' closed roots, which our
 * content scripts can open (Chrome's `chrome.dom.openOrClosedShadowRoot`, Firefox's
 * `Element.openOrClosedShadowRoot`) and the page cannot: whether each card stays on a new
 * action (card-close-rules.ts), its theme, and an event that closes it. A page may add
 * elements that look like our hosts; at most it moves our card within the viewport or picks
 * its theme, both of which it could do anyway (docs/card.md).
 */
import type { CardTheme } from '../../model/card-model';

const STATE = 'data-card-state';
const THEME = 'data-card-theme';
const CLOSE = 'humanizer-card-close';

/** The hosts looked at, at most: a page cannot make a new action's cost grow without bound. */
export const MAX_HOSTS = 64;

/** Roots this content script attached (another frame's script opens them with the browser). */
const ownRoots = new WeakMap<Element, ShadowRoot>();
/** The theme each page's cards use, once decided. */
const decided = new WeakMap<Document, CardTheme>();

type Gecko = Element & { openOrClosedShadowRoot?: ShadowRoot | null };
type ChromeDom = { dom?: { openOrClosedShadowRoot?(el: Element): ShadowRoot | null } };

/** The closed root of `host`, as only an extension's content script can open it. */
function rootOf(host: Element): ShadowRoot | null {
  const own = ownRoots.get(host);
  if (own) return own;
  try {
    const chrome = (globalThis as { chrome?: ChromeDom }).chrome;
    if (chrome?.dom?.openOrClosedShadowRoot) return chrome.dom.openOrClosedShadowRoot(host);
    return (host as Gecko).openOrClosedShadowRoot ?? null;
  } catch {
    return null;
  }
}

/** The element in `host`'s root that carries the card's state, if it is a card's host. */
function markOf(host: Element): HTMLElement | null {
  return rootOf(host)?.querySelector<HTMLElement>(`[${STATE}]`) ?? null;
}

export interface PageCard {
  host: HTMLElement;
  /** It stays when another action starts (card-close-rules.ts). */
  stays: boolean;
  theme: CardTheme | null;
  /** Closes it as its × would. */
  close(): void;
}

/** Where hosts can be: children of <html>, or of a modal dialog (host-parent.ts). */
function candidates(doc: Document): HTMLElement[] {
  const found: HTMLElement[] = [];
  const parents = [doc.documentElement, ...doc.querySelectorAll('dialog')];
  for (const parent of parents) {
    for (const el of parent.children) {
      if (el.localName === 'div') found.push(el as HTMLElement);
      if (found.length >= MAX_HOSTS) return found;
    }
  }
  return found;
}

/** Every card shown in `doc` now (not those already closing). */
export function pageCards(doc: Document): PageCard[] {
  const cards: PageCard[] = [];
  for (const host of candidates(doc)) {
    const mark = markOf(host);
    const state = mark?.getAttribute(STATE);
    if (!mark || (state !== 'stays' && state !== 'closes')) continue;
    const theme = mark.getAttribute(THEME);
    cards.push({
      host,
      stays: state === 'stays',
      theme: theme === 'dark' || theme === 'light' ? theme : null,
      close: () => void mark.dispatchEvent(new Event(CLOSE)),
    });
  }
  return cards;
}

/** Whether `host` is a card still shown (not closing, not removed). */
export function isShownCard(host: Element): boolean {
  const state = host.isConnected ? markOf(host)?.getAttribute(STATE) : null;
  return state === 'stays' || state === 'closes';
}

/**
 * The theme of every card in `doc`: the one its cards already use, else the one decided for
 * it earlier, else `decide()` (the page's own colour scheme), kept for later cards.
 */
export function pageCardTheme(
  doc: Document,
  cards: readonly PageCard[],
  decide: () => CardTheme,
): CardTheme {
  const theme = cards.find((c) => c.theme)?.theme ?? decided.get(doc) ?? decide();
  decided.set(doc, theme);
  return theme;
}

export interface CardMark {
  /** The card now shows a model that stays (or not) on a new action. */
  set(stays: boolean): void;
  /** The card is closing: no longer one of the page's cards. */
  gone(): void;
}

/**
 * Marks `mark` (an element at the top of `host`'s closed `root`) as a card of the page, so
 * that the content script of any frame drawing in this document finds it; `onClose` runs
 * when a new action closes it.
 */
export function markCard(
  host: HTMLElement,
  root: ShadowRoot,
  mark: HTMLElement,
  theme: CardTheme,
  onClose: () => void,
): CardMark {
  ownRoots.set(host, root);
  mark.setAttribute(THEME, theme);
  mark.addEventListener(CLOSE, onClose);
  return {
    set: (stays) => mark.setAttribute(STATE, stays ? 'stays' : 'closes'),
    gone() {
      mark.removeAttribute(STATE);
      mark.removeEventListener(CLOSE, onClose);
    },
  };
}
