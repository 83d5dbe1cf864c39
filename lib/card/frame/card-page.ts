/**
 * The card inside its frame (an extension page, entrypoints/card): draws each model with
 * renderResultCard, re-draws every half second while it counts down, keeps the keyboard
 * focus on the same control across re-draws, and lets a click act only when the click gate
 * (click-gate.ts) allows it. `<html data-clicks="on|off">` says which (tests wait for it).
 */
import type { Translate } from '@/lib/i18n/translate';
import type { CardActionName } from '@/lib/messages/protocol';
import { CARD_CSS } from './card-styles';
import type { CardButtons, CardModel, CardTheme } from '../../model/card-model';
import { createChangePicks } from './change-picker';
import { createClickGate } from './click-gate';
import { announcementOf, createLiveStatus } from './live-status';
import { renderResultCard, ticks } from './result-card';

const TICK_MS = 500;

/** Reports whether `target` is fully visible (IntersectionObserver v2), if the browser can. */
export type VisibilityWatch = (target: Element, report: (visible: boolean) => void) => boolean;

export interface CardPageDeps {
  t: Translate;
  /** Copy, from the extension's own context (resolves true once the text is on the clipboard). */
  copy(text: string): Promise<boolean>;
  /**
   * Asks the content script to run one of the session's actions (with Replace's merged text,
   * or the paragraph of "Another version of this paragraph").
   */
  send(name: CardActionName, text?: string, paragraph?: number): void;
  watchVisibility: VisibilityWatch;
  now?: () => number;
  /** Whether an event is the user's (the browser's `isTrusted`; tests stand in for it). */
  isTrusted?: (event: Event) => boolean;
}

export interface CardPage {
  show(model: CardModel, theme: CardTheme): void;
  focus(): void;
  /** The card moved on the page (clicks wait a moment). */
  moved(): void;
}

/** The key of a control, so a re-draw can give focus back to its successor. */
const controlKey = (el: Element | null) =>
  el ? (el.getAttribute('data-testid') ?? el.getAttribute('aria-label')) : null;

/** What the user would click: the kind and its controls in order (not their counting labels). */
const controlsOf = (section: HTMLElement) =>
  [
    section.dataset.kind,
    ...[...section.querySelectorAll('button')].map((b) => `${controlKey(b)}:${b.disabled}`),
  ].join('|');

export function createCardPage(doc: Document, deps: CardPageDeps): CardPage {
  const now = deps.now ?? Date.now;
  const style = doc.createElement('style');
  style.textContent = CARD_CSS;
  doc.head.append(style);

  const live = createLiveStatus(doc);
  const picks = createChangePicks();
  let current: CardModel | null = null;
  let theme: CardTheme = 'light';
  let section: HTMLElement | null = null;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let clicksTimer: ReturnType<typeof setTimeout> | undefined;

  const buttons: CardButtons = {
    copy: (text) => deps.copy(text).catch(() => false),
    confirm: () => deps.send('confirm'),
    cancel: () => deps.send('cancel'),
    tryReplace: (text) => deps.send('tryReplace', text),
    restore: () => deps.send('restore'),
    retry: () => deps.send('retry'),
    another: (paragraph) => deps.send('another', undefined, paragraph),
    previousVersion: () => deps.send('previousVersion'),
    nextVersion: () => deps.send('nextVersion'),
    openOptions: () => deps.send('openOptions'),
    close: () => deps.send('close'),
  };
  const showClicks = () => {
    clearTimeout(clicksTimer);
    const at = now();
    const on = gate.accepts(at);
    doc.documentElement.dataset.clicks = on ? 'on' : 'off';
    const from = gate.acceptsFrom();
    if (!on && from !== null) clicksTimer = setTimeout(showClicks, from - at);
  };
  const tracks = deps.watchVisibility(doc.documentElement, (visible) => {
    gate.visibility(visible, now());
    showClicks();
  });
  const gate = createClickGate(tracks, now());
  const changed = () => {
    gate.changed(now());
    showClicks();
  };
  // Escape (a key) needs only to be real; a click also needs the card seen and settled.
  const isTrusted = deps.isTrusted ?? ((event: Event) => event.isTrusted);
  const accept = (event: Event) =>
    isTrusted(event) && (event.type === 'keydown' || gate.accepts(now()));

  const render = () => {
    if (!current) return;
    const ctx = { doc, actions: buttons, t: deps.t, theme, now: now(), accept, picks };
    const next = renderResultCard(current, ctx);
    live.say(announcementOf(current, next, deps.t));
    if (section && section.outerHTML === next.outerHTML) return;
    const focused = controlKey(doc.activeElement);
    const before = section ? controlsOf(section) : '';
    if (section) section.replaceWith(next);
    else doc.body.append(next);
    section = next;
    if (controlsOf(next) !== before) changed();
    if (!focused) return;
    for (const el of next.querySelectorAll<HTMLElement>('[data-testid], [aria-label]')) {
      if (controlKey(el) === focused) return el.focus();
    }
  };

  showClicks();
  return {
    show(model, nextTheme) {
      current = model;
      theme = nextTheme;
      render();
      if (ticks(model) && ticker === undefined) ticker = setInterval(render, TICK_MS);
      if (!ticks(model) && ticker !== undefined) {
        clearInterval(ticker);
        ticker = undefined;
      }
    },
    focus() {
      section?.querySelector<HTMLElement>('button:not(.x), [tabindex]')?.focus();
    },
    moved: changed,
  };
}

/** IntersectionObserver v2 where the browser has it (Chromium); false elsewhere. */
export const intersectionVisibility: VisibilityWatch = (target, report) => {
  const view = target.ownerDocument.defaultView;
  const Entry = view?.IntersectionObserverEntry;
  if (!view || !Entry || !('isVisible' in Entry.prototype)) return false;
  const options = { trackVisibility: true, delay: 100 } as IntersectionObserverInit;
  const observer = new view.IntersectionObserver((entries) => {
    const last = entries.at(-1) as
      (IntersectionObserverEntry & { isVisible?: boolean }) | undefined;
    if (last) report(last.isVisible === true);
  }, options);
  observer.observe(target);
  return true;
};
