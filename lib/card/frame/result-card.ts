/**
 * The in-page result card (presentational): builds the card's DOM for one model at one
 * moment. Every action is a callback, run only for events the `accept` check lets through
 * (the mount passes "trusted events only", so a page's synthetic click is ignored). Escape
 * closes it; every control is a real button. Its words come through `t`.
 */
import type { CardModel } from '../../model/card-model';
import { countdown, REASON_TEXT, waitingText } from './card-text';
import {
  actionsRow,
  button,
  writeButton,
  chargedStatus,
  closeButton,
  copyButton,
  invisibleNote,
  rewrite,
  type CardContext,
} from './card-controls';
import { h, type Child } from './dom';
import { heldBody } from './held-view';
import { reviewBody } from './review-view';
import { unplacedNote } from './unplaced-view';
import { totalCostLine } from './cost-line';

/** Whether the card shows a live countdown, so the mount re-renders it every half second. */
export function ticks(model: CardModel): boolean {
  return model.kind === 'waiting' || (model.kind === 'failed' && model.error.action === 'wait');
}

export type { CardContext } from './card-controls';

type Part = (ctx: CardContext) => Child[];

function failedBody(ctx: CardContext, model: Extract<CardModel, { kind: 'failed' }>): Child[] {
  const { error } = model;
  const { t, actions } = ctx;
  const left =
    error.action === 'wait' ? countdown(model.failedAt + (error.retryAfterMs ?? 0), ctx.now) : 0;
  return [
    h(ctx.doc, 'p', { 'data-testid': 'card-error', role: 'alert' }, error.message),
    actionsRow(
      ctx,
      error.action === 'open_options' &&
        button(ctx, 'card-open-options', t('cardOpenSettings'), actions.openOptions),
      error.action === 'wait' &&
        button(
          ctx,
          'card-retry',
          left > 0 ? t('cardRetryIn', left) : t('cardRetry'),
          actions.retry,
          {
            disabled: left > 0,
          },
        ),
      error.action === 'retry' && button(ctx, 'card-retry', t('cardRetry'), actions.retry),
      closeButton(ctx),
    ),
  ];
}

/** Nothing is queued yet: the count, "Send N words" and Cancel (card-model.ts). */
function confirmBody(ctx: CardContext, model: Extract<CardModel, { kind: 'confirm' }>): Child[] {
  const { doc, t, actions } = ctx;
  return [
    h(doc, 'p', { 'data-testid': 'card-confirm-words' }, t('cardConfirmWords', model.words)),
    model.requests > 1 &&
      h(
        doc,
        'p',
        { 'data-testid': 'card-confirm-requests' },
        t('cardConfirmRequests', model.requests),
      ),
    // Cancel first: the card's focus() lands on the first button, so a stray Enter from the
    // user still typing in the page cancels rather than spends the words.
    actionsRow(
      ctx,
      button(ctx, 'card-cancel', t('cardCancel'), actions.cancel),
      button(ctx, 'card-confirm', t('cardConfirmSend', model.words), actions.confirm),
    ),
  ];
}

/** The body for each kind of model; a new kind adds one entry here and one to CardModel. */
function body(model: CardModel): Part {
  switch (model.kind) {
    case 'confirm':
      return (ctx) => confirmBody(ctx, model);
    case 'waiting':
      return (ctx) => [
        h(
          ctx.doc,
          'p',
          // Not live: it counts seconds; live-status.ts announces the state once.
          { 'data-testid': 'card-status' },
          waitingText(model.job, ctx.now, ctx.t),
        ),
        actionsRow(
          ctx,
          model.job.status === 'paused' &&
            button(ctx, 'card-open-options', ctx.t('cardOpenSettings'), ctx.actions.openOptions),
          button(ctx, 'card-cancel', ctx.t('cardCancel'), ctx.actions.cancel),
        ),
      ];
    case 'replacing':
      return (ctx) => [h(ctx.doc, 'p', { 'data-testid': 'card-status' }, ctx.t('cardReplacing'))];
    case 'replaced':
      return (ctx) => [
        chargedStatus(
          ctx,
          model.message ?? ctx.t(model.restored ? 'cardRestored' : 'cardReplaced'),
          model.wordsCharged,
        ),
        totalCostLine(ctx, model.totalCharged),
        invisibleNote(ctx, model.invisibleRemoved),
        ...(model.restored ? [] : unplacedNote(ctx, model.unplaced)),
        actionsRow(
          ctx,
          !model.restored &&
            writeButton(ctx, 'card-restore', ctx.t('cardRestoreOriginal'), ctx.actions.restore),
          closeButton(ctx),
        ),
      ];
    case 'result':
      return (ctx) => [
        chargedStatus(ctx, model.message ?? ctx.t(REASON_TEXT[model.reason]), model.wordsCharged),
        invisibleNote(ctx, model.invisibleRemoved),
        rewrite(ctx, model.text),
        actionsRow(
          ctx,
          copyButton(ctx, model.text),
          model.original !== undefined && copyButton(ctx, model.original, true),
          model.canReplace &&
            writeButton(
              ctx,
              'card-try-replace',
              ctx.t(model.reason === 'plain_only' ? 'cardReplacePlain' : 'cardTryReplace'),
              ctx.actions.tryReplace,
            ),
          closeButton(ctx),
        ),
      ];
    case 'review':
      return (ctx) => reviewBody(ctx, model);
    case 'held':
      return (ctx) => heldBody(ctx, model);
    case 'failed':
      return (ctx) => failedBody(ctx, model);
    case 'cancelled':
      return (ctx) => [
        h(ctx.doc, 'p', { 'data-testid': 'card-status' }, ctx.t('cardCancelled')),
        actionsRow(ctx, closeButton(ctx)),
      ];
    case 'notice':
      return (ctx) => [
        h(ctx.doc, 'p', { 'data-testid': 'card-notice', role: 'alert' }, model.message),
        model.text !== undefined && rewrite(ctx, model.text),
        actionsRow(ctx, model.text !== undefined && copyButton(ctx, model.text), closeButton(ctx)),
      ];
  }
}

/** The whole card for `model`: a labelled dialog with a header, a body and its actions. */
export function renderResultCard(model: CardModel, ctx: CardContext): HTMLElement {
  const { doc, t } = ctx;
  const keydown = (event: Event) => {
    if ((event as KeyboardEvent).key !== 'Escape' || !ctx.accept(event)) return;
    event.preventDefault();
    ctx.actions.close();
  };
  return h(
    doc,
    'section',
    {
      class: `card ${ctx.theme}`,
      role: 'dialog',
      'aria-label': t('extensionName'),
      'data-testid': 'humanizer-card',
      'data-kind': model.kind,
      on: { keydown },
    },
    h(
      doc,
      'header',
      {},
      h(doc, 'strong', {}, t('extensionName')),
      button(ctx, undefined, '×', ctx.actions.close, { class: 'x', 'aria-label': t('cardClose') }),
    ),
    ...body(model)(ctx),
  );
}
