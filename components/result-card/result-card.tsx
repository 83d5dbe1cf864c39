/**
 * The in-page result card (presentational). Rendered inside a shadow root by the content
 * script; every action is a callback. Escape closes it; every control is a real button.
 * Its words come through `t` (browser.i18n in the page), so the card itself stays pure.
 */
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Translate } from '@/lib/i18n/translate';
import type { CardActions, CardModel, CardTheme } from './card-model';
import { ChargedStatus, CloseButton, CopyButton } from './card-buttons';
import { countdown, REASON_TEXT, waitingText } from './card-text';
import { ReviewView } from './review-view';

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

interface BodyProps {
  model: CardModel;
  actions: CardActions;
  t: Translate;
}

function Rewrite({ text }: { text: string }) {
  return (
    <div className="rewrite" data-testid="card-text" tabIndex={0}>
      {text}
    </div>
  );
}

function Body({ model, actions, t }: BodyProps) {
  const ticking =
    model.kind === 'waiting' || (model.kind === 'failed' && model.error.action === 'wait');
  const now = useNow(ticking);
  switch (model.kind) {
    case 'waiting':
      return (
        <>
          <p data-testid="card-status" aria-live="polite">
            {waitingText(model.job, now, t)}
          </p>
          <div className="actions">
            {model.job.status === 'paused' && (
              <button type="button" onClick={actions.openOptions}>
                {t('cardOpenSettings')}
              </button>
            )}
            <button type="button" data-testid="card-cancel" onClick={actions.cancel}>
              {t('cardCancel')}
            </button>
          </div>
        </>
      );
    case 'replacing':
      return <p data-testid="card-status">{t('cardReplacing')}</p>;
    case 'replaced':
      return (
        <>
          <ChargedStatus
            text={model.message ?? t(model.restored ? 'cardRestored' : 'cardReplaced')}
            wordsCharged={model.wordsCharged}
            t={t}
          />
          <div className="actions">
            {!model.restored && (
              <button type="button" data-testid="card-restore" onClick={actions.restore}>
                {t('cardRestoreOriginal')}
              </button>
            )}
            <CloseButton actions={actions} t={t} />
          </div>
        </>
      );
    case 'result':
      return (
        <>
          <ChargedStatus
            text={model.message ?? t(REASON_TEXT[model.reason])}
            wordsCharged={model.wordsCharged}
            t={t}
          />
          <Rewrite text={model.text} />
          <div className="actions">
            <CopyButton text={model.text} actions={actions} t={t} />
            {model.canReplace && (
              <button type="button" data-testid="card-try-replace" onClick={actions.tryReplace}>
                {t('cardTryReplace')}
              </button>
            )}
            <CloseButton actions={actions} t={t} />
          </div>
        </>
      );
    case 'review':
      return <ReviewView model={model} actions={actions} t={t} />;
    case 'failed': {
      const { error } = model;
      const left =
        error.action === 'wait' ? countdown(model.failedAt + (error.retryAfterMs ?? 0), now) : 0;
      return (
        <>
          <p data-testid="card-error" role="alert">
            {error.message}
          </p>
          <div className="actions">
            {error.action === 'open_options' && (
              <button type="button" data-testid="card-open-options" onClick={actions.openOptions}>
                {t('cardOpenSettings')}
              </button>
            )}
            {error.action === 'wait' && (
              <button
                type="button"
                data-testid="card-retry"
                disabled={left > 0}
                onClick={actions.retry}
              >
                {left > 0 ? t('cardRetryIn', left) : t('cardRetry')}
              </button>
            )}
            {error.action === 'retry' && (
              <button type="button" data-testid="card-retry" onClick={actions.retry}>
                {t('cardRetry')}
              </button>
            )}
            <CloseButton actions={actions} t={t} />
          </div>
        </>
      );
    }
    case 'cancelled':
      return (
        <>
          <p data-testid="card-status">{t('cardCancelled')}</p>
          <div className="actions">
            <CloseButton actions={actions} t={t} />
          </div>
        </>
      );
    case 'notice':
      return (
        <>
          <p data-testid="card-notice" role="alert">
            {model.message}
          </p>
          {model.text !== undefined && <Rewrite text={model.text} />}
          <div className="actions">
            {model.text !== undefined && <CopyButton text={model.text} actions={actions} t={t} />}
            <CloseButton actions={actions} t={t} />
          </div>
        </>
      );
  }
}

export function ResultCard(props: BodyProps & { theme: CardTheme }): ReactNode {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      props.actions.close();
    }
  };
  return (
    <section
      className={`card ${props.theme}`}
      role="dialog"
      aria-label={props.t('extensionName')}
      data-testid="humanizer-card"
      data-kind={props.model.kind}
      onKeyDown={onKeyDown}
    >
      <header>
        <strong>{props.t('extensionName')}</strong>
        <button
          type="button"
          className="x"
          aria-label={props.t('cardClose')}
          onClick={props.actions.close}
        >
          ×
        </button>
      </header>
      <Body model={props.model} actions={props.actions} t={props.t} />
    </section>
  );
}
