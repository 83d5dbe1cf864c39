/**
 * "Let me review first": the rewrite as word-level changes against the original (the
 * popup's diff, lib/text/diff.ts), with Replace (through the write path and its
 * verification: actions.tryReplace), Copy and Discard (actions.close; nothing was written).
 * Text nodes only, never HTML.
 */
import { diffWords } from '@/lib/text/diff';
import {
  actionsRow,
  button,
  writeButton,
  chargedStatus,
  copyButton,
  invisibleNote,
  type CardContext,
} from './card-controls';
import type { CardModel } from '../../model/card-model';
import { h, type Child } from './dom';
import { anotherCostLine, totalCostLine } from './cost-line';
import { showsOriginal, versionsBar } from './versions-bar';

export function reviewBody(
  ctx: CardContext,
  model: Extract<CardModel, { kind: 'review' }>,
): Child[] {
  const { doc, t, actions } = ctx;
  const parts = diffWords(model.original, model.text).map((part) =>
    h(doc, part.kind === 'same' ? 'span' : part.kind, {}, part.text),
  );
  return [
    chargedStatus(ctx, t('cardReviewStatus'), model.wordsCharged),
    totalCostLine(ctx, model.totalCharged),
    versionsBar(ctx, model),
    invisibleNote(ctx, model.invisibleRemoved),
    h(
      doc,
      'div',
      {
        class: 'rewrite changes',
        'data-testid': 'card-changes',
        role: 'region',
        'aria-label': t('cardChangesLabel'),
        tabindex: 0,
      },
      ...parts,
    ),
    actionsRow(
      ctx,
      !showsOriginal(model) &&
        writeButton(ctx, 'card-replace', t('cardReplace'), actions.tryReplace),
      copyButton(ctx, model.text),
      button(ctx, 'card-another', t('cardAnotherVersion'), actions.another),
      button(ctx, 'card-discard', t('cardDiscard'), actions.close),
    ),
    anotherCostLine(ctx, model.original),
  ];
}
