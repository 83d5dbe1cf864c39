/**
 * "Let me review first": the rewrite as word-level changes against the original (the
 * popup's diff, lib/text/diff.ts), with Replace (through the write path and its
 * verification: actions.tryReplace), Copy (both of the changes taken) and Discard (actions.close; nothing was written).
 * Text nodes only, never HTML.
 */
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
import type { Child } from './dom';
import { anotherCostLine, totalCostLine } from './cost-line';
import { showsOriginal, versionsBar } from './versions-bar';
import { changePicker } from './change-picker';
import { paragraphVersions } from './paragraph-versions';

export function reviewBody(
  ctx: CardContext,
  model: Extract<CardModel, { kind: 'review' }>,
): Child[] {
  const { t, actions } = ctx;
  // Each change is a toggle; Replace writes the changes taken (change-picker.ts).
  const picker = changePicker(ctx, model.original, model.text);
  return [
    chargedStatus(ctx, t('cardReviewStatus'), model.wordsCharged),
    totalCostLine(ctx, model.totalCharged),
    versionsBar(ctx, model),
    invisibleNote(ctx, model.invisibleRemoved),
    picker.region,
    picker.bulk,
    actionsRow(
      ctx,
      !showsOriginal(model) &&
        writeButton(ctx, 'card-replace', t('cardReplace'), () =>
          actions.tryReplace(picker.merged()),
        ),
      // What Replace would write: the changes taken.
      copyButton(ctx, () => picker.merged() ?? model.text),
      button(ctx, 'card-another', t('cardAnotherVersion'), actions.another),
      button(ctx, 'card-discard', t('cardDiscard'), actions.close),
    ),
    anotherCostLine(ctx, model.original),
    paragraphVersions(ctx, model),
  ];
}
