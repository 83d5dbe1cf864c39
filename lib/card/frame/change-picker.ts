/**
 * Change by change on the review and held cards (issue 27, point 2): each change of the word
 * diff (lib/text/change-merge.ts) is a toggle button in the text (aria-pressed; Tab reaches
 * each, Space/Enter toggles; its label says which change it is, what it does and whether it is
 * taken), with Take all / Leave all. Replace then writes the merged text. Every change starts
 * taken (the rewrite). Toggles update the card in place, and what was left is kept per text
 * (ctx.picks) so a re-draw of the same card keeps it. Only clicks the card accepts count
 * (ctx.accept: the click gate). Text nodes only.
 */
import { changeSegments, changesOf, mergeLeaving, type TextChange } from '@/lib/text/change-merge';
import { changeLabel } from '@/lib/text/change-label';
import { button, type CardContext } from './card-controls';
import { h, type Child } from './dom';

/** The changes the user left, per card text; a new text (another version) starts afresh. */
export interface ChangePicks {
  left(key: string): Set<number>;
}

export function createChangePicks(): ChangePicks {
  let shownKey: string | null = null;
  let left = new Set<number>();
  return {
    left(key) {
      if (key !== shownKey) {
        shownKey = key;
        left = new Set();
      }
      return left;
    },
  };
}

export interface ChangePicker {
  /** The text with its changes as toggles (the card's "changes" region). */
  region: HTMLElement;
  /** Take all / Leave all (null when there are fewer than two changes). */
  bulk: Child;
  /** The text to write: undefined when every change is taken (the rewrite as it came). */
  merged(): string | undefined;
}

export function changePicker(ctx: CardContext, original: string, rewrite: string): ChangePicker {
  const { doc, t } = ctx;
  const segments = changeSegments(original, rewrite);
  const changes = changesOf(segments);
  const left = ctx.picks?.left(`${original}\u0000${rewrite}`) ?? new Set<number>();
  const toggles: HTMLElement[] = [];

  const paint = (toggle: HTMLElement, change: TextChange) => {
    const taken = !left.has(change.id);
    toggle.setAttribute('aria-pressed', String(taken));
    // Its name is this text alone (the words shown are hidden from it): a name that is not the
    // visible text must contain it (axe's label-content-name-mismatch), and "utilizeuse" cannot.
    toggle.lastChild!.textContent = changeLabel(t, change, changes.length, taken);
  };
  const setAll = (take: boolean) => {
    for (const change of changes) {
      if (take) left.delete(change.id);
      else left.add(change.id);
      paint(toggles[change.id]!, change);
    }
  };

  const children = segments.map((segment) => {
    if (segment.kind === 'same') return h(doc, 'span', {}, segment.text);
    const change = segment;
    const toggle = button(
      ctx,
      `card-change-${change.id + 1}`,
      '',
      () => {
        if (left.has(change.id)) left.delete(change.id);
        else left.add(change.id);
        paint(toggle, change);
      },
      { class: 'change' },
    );
    toggle.append(
      ...[
        h(doc, 'del', { 'aria-hidden': 'true' }, change.removed),
        h(doc, 'ins', { 'aria-hidden': 'true' }, change.added),
      ].filter((el) => el.textContent !== ''),
      h(doc, 'span', { class: 'sr-only' }),
    );
    paint(toggle, change);
    toggles.push(toggle);
    return toggle;
  });

  const region = h(
    doc,
    'div',
    {
      class: 'rewrite changes',
      'data-testid': 'card-changes',
      role: 'region',
      'aria-label': t('cardChangesLabel'),
      tabindex: 0,
    },
    ...children,
  );
  const bulk =
    changes.length >= 2 &&
    h(
      doc,
      'div',
      { class: 'actions picks', role: 'group', 'aria-label': t('changePicksLabel') },
      button(ctx, 'card-take-all', t('changeTakeAll'), () => setAll(true)),
      button(ctx, 'card-leave-all', t('changeLeaveAll'), () => setAll(false)),
    );
  return {
    region,
    bulk,
    merged: () => (left.size === 0 ? undefined : mergeLeaving(segments, left)),
  };
}
