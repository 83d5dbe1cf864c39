/** Controls and lines that several of the card's views share. */
import { useState } from 'react';
import type { Translate } from '@/lib/i18n/translate';
import type { CardActions } from './card-model';
import { wordsText } from './card-text';

export function CopyButton({
  text,
  actions,
  t,
}: {
  text: string;
  actions: CardActions;
  t: Translate;
}) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const label = t(copied === null ? 'cardCopy' : copied ? 'cardCopied' : 'cardCopyFailed');
  return (
    <button
      type="button"
      data-testid="card-copy"
      onClick={() => void actions.copy(text).then(setCopied)}
    >
      {label}
    </button>
  );
}

export function CloseButton({ actions, t }: { actions: CardActions; t: Translate }) {
  return (
    <button type="button" data-testid="card-close" onClick={actions.close}>
      {t('cardClose')}
    </button>
  );
}

/** A finished job's status line: what happened, then what the server charged. */
export function ChargedStatus(props: { text: string; wordsCharged: number; t: Translate }) {
  return (
    <p data-testid="card-status">
      {props.text} <span data-testid="card-words">{wordsText(props.wordsCharged, props.t)}</span>
    </p>
  );
}
