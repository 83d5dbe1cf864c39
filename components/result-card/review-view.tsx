/**
 * "Let me review first": the rewrite as word-level changes against the original (the
 * popup's diff, lib/text/diff.ts), with Replace (through the write path and its
 * verification: actions.tryReplace), Copy and Discard (actions.close; nothing was written).
 * Text nodes only, never HTML.
 */
import { useMemo } from 'react';
import type { Translate } from '@/lib/i18n/translate';
import { diffWords } from '@/lib/text/diff';
import { ChargedStatus, CopyButton } from './card-buttons';
import type { CardActions, CardModel } from './card-model';

type Review = Extract<CardModel, { kind: 'review' }>;

export function ReviewView({
  model,
  actions,
  t,
}: {
  model: Review;
  actions: CardActions;
  t: Translate;
}) {
  const parts = useMemo(() => diffWords(model.original, model.text), [model.original, model.text]);
  return (
    <>
      <ChargedStatus text={t('cardReviewStatus')} wordsCharged={model.wordsCharged} t={t} />
      <div
        className="rewrite changes"
        data-testid="card-changes"
        role="region"
        aria-label={t('cardChangesLabel')}
        tabIndex={0}
      >
        {parts.map((part, i) => {
          if (part.kind === 'ins') return <ins key={i}>{part.text}</ins>;
          if (part.kind === 'del') return <del key={i}>{part.text}</del>;
          return <span key={i}>{part.text}</span>;
        })}
      </div>
      <div className="actions">
        <button type="button" data-testid="card-replace" onClick={actions.tryReplace}>
          {t('cardReplace')}
        </button>
        <CopyButton text={model.text} actions={actions} t={t} />
        <button type="button" data-testid="card-discard" onClick={actions.close}>
          {t('cardDiscard')}
        </button>
      </div>
    </>
  );
}
