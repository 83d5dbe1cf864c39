/** The card's controls and lines that several of its views share (result-card.ts, review-view.ts). */
import type { Translate } from '@/lib/i18n/translate';
import type { CardButtons, CardTheme } from '../../model/card-model';
import { wordsText } from './card-text';
import type { ChangePicks } from './change-picker';
import { h, type Attrs, type Child } from './dom';

export interface CardContext {
  doc: Document;
  actions: CardButtons;
  t: Translate;
  theme: CardTheme;
  /** The clock for countdowns (the frame re-renders while `ticks(model)`). */
  now: number;
  /**
   * Whether an event may drive the card: trusted input only, and (the frame's click gate)
   * not while the card is covered or has just changed.
   */
  accept(event: Event): boolean;
  /** The changes the user left on this card (change-picker.ts); kept across re-draws. */
  picks?: ChangePicks;
}

export function button(
  ctx: CardContext,
  testId: string | undefined,
  label: string,
  onClick: () => void,
  extra: Attrs = {},
): HTMLElement {
  const click = (event: Event) => {
    if (ctx.accept(event)) onClick();
  };
  return h(
    ctx.doc,
    'button',
    { type: 'button', 'data-testid': testId, ...extra, on: { click } },
    label,
  );
}

/**
 * A button whose action writes into the page (Replace, Try replace again, Restore original):
 * its press leaves the focus where it is. The card's frame runs in its own process, and news
 * of a press that focused it could reach the page after the action had focused the field: the
 * write then stopped as if the page had moved the focus. Keyboard focus (Tab) still reaches it.
 */
export function writeButton(
  ctx: CardContext,
  testId: string,
  label: string,
  onClick: () => void,
): HTMLElement {
  const el = button(ctx, testId, label, onClick);
  el.addEventListener('mousedown', (event) => event.preventDefault());
  return el;
}

/** Copy (the rewrite), or "Copy original" (the user's text from before a write went wrong). */
/** `text`: what to copy, read at the click (the review's merged text changes with the picks). */
export function copyButton(
  ctx: CardContext,
  text: string | (() => string),
  original = false,
): HTMLElement {
  const testId = original ? 'card-copy-original' : 'card-copy';
  return labelledCopyButton(ctx, testId, ctx.t(original ? 'cardCopyOriginal' : 'cardCopy'), text);
}

/** A button that copies `text` and says whether the copy happened. */
export function labelledCopyButton(
  ctx: CardContext,
  testId: string,
  label: string,
  text: string | (() => string),
): HTMLElement {
  const el = button(ctx, testId, label, () => {
    void ctx.actions.copy(typeof text === 'string' ? text : text()).then((ok) => {
      el.textContent = ctx.t(ok ? 'cardCopied' : 'cardCopyFailed');
    });
  });
  return el;
}

export const closeButton = (ctx: CardContext) =>
  button(ctx, 'card-close', ctx.t('cardClose'), ctx.actions.close);

export const actionsRow = (ctx: CardContext, ...children: Child[]) =>
  h(ctx.doc, 'div', { class: 'actions' }, ...children);

/** A finished job's status line: what happened, then what the server charged. */
export const chargedStatus = (ctx: CardContext, text: string, words: number) =>
  h(
    ctx.doc,
    'p',
    { 'data-testid': 'card-status' },
    `${text} `,
    h(ctx.doc, 'span', { 'data-testid': 'card-words' }, wordsText(words, ctx.t)),
  );

/** "N invisible characters from the API were removed", when any were (card-model.ts). */
export const invisibleNote = (ctx: CardContext, removed: number | undefined) =>
  removed !== undefined &&
  removed > 0 &&
  h(
    ctx.doc,
    'p',
    { 'data-testid': 'card-invisible-removed' },
    removed === 1 ? ctx.t('cardInvisibleRemovedOne') : ctx.t('cardInvisibleRemovedMany', removed),
  );

export const rewrite = (ctx: CardContext, text: string) =>
  h(ctx.doc, 'div', { class: 'rewrite', 'data-testid': 'card-text', tabindex: 0 }, text);
