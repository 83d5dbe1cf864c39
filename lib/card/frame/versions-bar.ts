/**
 * The versions of a text on the card (issue 27, point 3): ◀ Version 2 of 3 ▶, the Original
 * before the first. The session keeps which one is shown (lib/selection/versions-shown.ts) and
 * Replace writes that one; the frame only asks to step. The buttons say what they do to a
 * screen reader, and the label between them is read as the group's state. Text nodes only.
 */
import type { CardModel } from '../../model/card-model';
import { button, type CardContext } from './card-controls';
import { h, type Child } from './dom';

type Stepped = Extract<CardModel, { kind: 'review' | 'held' }>;

/** The version shown, from the model (checked: it came over a port). */
export function versionLabel(ctx: CardContext, model: Stepped): string | null {
  const { versionShown: shown, versionCount: count } = model;
  if (count === undefined || shown === undefined || !Number.isInteger(count) || count < 2) {
    return null;
  }
  if (shown === 0) return ctx.t('versionOriginal');
  return ctx.t('versionOf', Math.min(Math.max(1, shown), count), count);
}

export function versionsBar(ctx: CardContext, model: Stepped): Child {
  const label = versionLabel(ctx, model);
  if (label === null) return null;
  const shown = model.versionShown ?? 0;
  const atFirst = shown <= 0;
  const atLast = shown >= (model.versionCount ?? 0);
  return h(
    ctx.doc,
    'div',
    { class: 'versions', role: 'group', 'aria-label': ctx.t('versionsLabel') },
    button(ctx, 'card-version-previous', '◀', ctx.actions.previousVersion, {
      'aria-label': ctx.t('versionPrevious'),
      // Not `disabled`: the focus stays on it across re-draws (card-page.ts).
      'aria-disabled': atFirst ? 'true' : undefined,
    }),
    h(ctx.doc, 'span', { 'data-testid': 'card-version' }, label),
    button(ctx, 'card-version-next', '▶', ctx.actions.nextVersion, {
      'aria-label': ctx.t('versionNext'),
      'aria-disabled': atLast ? 'true' : undefined,
    }),
  );
}

/** The Original is shown: there is nothing to write. */
export const showsOriginal = (model: Stepped): boolean =>
  model.versionShown === 0 && (model.versionCount ?? 0) >= 2;
