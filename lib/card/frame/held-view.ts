/**
 * The card when the background's check held the rewrite back (issue 27, points 1 and 5):
 * nothing was written, even in "Replace right away". It lists each finding in plain words
 * (or says why the answer is no rewrite at all, with what it was charged), shows the changes
 * against the original, and offers Replace anyway (through the write path, like Replace in
 * review), Keep my text (closes; nothing was written) and Another version. Text nodes only.
 */
import { diffWords } from '@/lib/text/diff';
import { actionsRow, button, writeButton, chargedStatus, invisibleNote } from './card-controls';
import type { CardContext } from './card-controls';
import type { CardModel } from '../../model/card-model';
import { h, type Child } from './dom';
import { anotherCostLine, totalCostLine } from './cost-line';
import { versionsBar } from './versions-bar';

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

function changes(ctx: CardContext, model: HeldModel): Child {
  if (model.unusable === 'empty') return null;
  const parts = diffWords(model.original, model.text).map((part) =>
    h(ctx.doc, part.kind === 'same' ? 'span' : part.kind, {}, part.text),
  );
  return h(
    ctx.doc,
    'div',
    {
      class: 'rewrite changes',
      'data-testid': 'card-changes',
      role: 'region',
      'aria-label': ctx.t('cardChangesLabel'),
      tabindex: 0,
    },
    ...parts,
  );
}

export function heldBody(ctx: CardContext, model: HeldModel): Child[] {
  const { t, actions } = ctx;
  const status = model.unusable ? t(UNUSABLE_TEXT[model.unusable]) : t('cardHeldStatus');
  return [
    chargedStatus(ctx, status, model.wordsCharged),
    totalCostLine(ctx, model.totalCharged),
    versionsBar(ctx, model),
    findingsList(ctx, model.findings),
    invisibleNote(ctx, model.invisibleRemoved),
    changes(ctx, model),
    actionsRow(
      ctx,
      model.canReplace &&
        writeButton(ctx, 'card-replace-anyway', t('cardReplaceAnyway'), actions.tryReplace),
      button(ctx, 'card-keep-mine', t('cardKeepMine'), actions.close),
      button(ctx, 'card-another', t('cardAnotherVersion'), actions.another),
    ),
    anotherCostLine(ctx, model.original),
  ];
}
