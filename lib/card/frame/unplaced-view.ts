/**
 * The marks a formatted write could not place, under "Replaced…" (issue 25): one line each,
 * and a button that copies them all, so a link whose words the rewrite dropped is never lost
 * silently. Text nodes only.
 */
import { labelledCopyButton, type CardContext } from './card-controls';
import { h, type Child } from './dom';

export function unplacedNote(ctx: CardContext, lines: readonly string[] | undefined): Child[] {
  if (!lines?.length) return [];
  return [
    h(
      ctx.doc,
      'ul',
      { 'data-testid': 'card-unplaced', class: 'unplaced' },
      ...lines.map((line) => h(ctx.doc, 'li', {}, line)),
    ),
    h(
      ctx.doc,
      'div',
      { class: 'actions' },
      labelledCopyButton(ctx, 'card-copy-unplaced', ctx.t('cardCopyUnplaced'), lines.join('\n')),
    ),
  ];
}
