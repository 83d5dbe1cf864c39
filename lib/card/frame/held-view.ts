/**
 * The card when the background's check held the rewrite back (issue 27, points 1 and 5):
 * nothing was written, even in "Replace right away". It lists each finding in plain words
 * (or says why the answer is no rewrite at all, with what it was charged), shows the changes
 * against the original, and offers Replace anyway (through the write path, like Replace in
 * review), Keep my text (closes; nothing was written) and Another version. Text nodes only.
 */
import { actionsRow, button, writeButton, chargedStatus, invisibleNote } from './card-controls';
import type { CardContext } from './card-controls';
import type { CardModel } from '../../model/card-model';
import { h, type Child } from './dom';
import { anotherCostLine, totalCostLine } from './cost-line';
import { versionsBar } from './versions-bar';
import { changePicker, type ChangePicker } from './change-picker';
import { paragraphVersions } from './paragraph-versions';

type HeldModel = Extract<CardModel, { kind: 'held' }>;

const UNUSABLE_TEXT = {
  empty: 'cardUnusableEmpty',
  unchanged: 'cardUnusableUnchanged',
  cosmetic: 'cardUnusableCosmetic',
} as const;

function findingsList(ctx: CardContext, findings: readonly string[]): Child {
  if (findings.length === 0) return null;
  return h(
    ctx.doc,
    'ul',
    { class: 'findings', 'data-testid': 'card-findings', 'aria-label': ctx.t('cardFindingsLabel') },
    ...findings.map((finding) => h(ctx.doc, 'li', {}, finding)),
  );
}

/** The changes as toggles (change-picker.ts); none for an empty answer. */
const picked = (ctx: CardContext, model: HeldModel): ChangePicker | null =>
  model.unusable === 'empty' ? null : changePicker(ctx, model.original, model.text);

export function heldBody(ctx: CardContext, model: HeldModel): Child[] {
  const { t, actions } = ctx;
  const status = model.unusable ? t(UNUSABLE_TEXT[model.unusable]) : t('cardHeldStatus');
  const picker = picked(ctx, model);
  return [
    chargedStatus(ctx, status, model.wordsCharged),
    totalCostLine(ctx, model.totalCharged),
    versionsBar(ctx, model),
    findingsList(ctx, model.findings),
    invisibleNote(ctx, model.invisibleRemoved),
    picker?.region,
    model.canReplace && picker?.bulk,
    actionsRow(
      ctx,
      model.canReplace &&
        writeButton(ctx, 'card-replace-anyway', t('cardReplaceAnyway'), () =>
          actions.tryReplace(picker?.merged()),
        ),
      button(ctx, 'card-keep-mine', t('cardKeepMine'), actions.close),
      button(ctx, 'card-another', t('cardAnotherVersion'), actions.another),
    ),
    anotherCostLine(ctx, model.original),
    model.unusable === undefined && paragraphVersions(ctx, model),
  ];
}
