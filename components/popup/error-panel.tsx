import type { HumanizeErrorInfo, HumanizeErrorKind } from '@/lib/model/errors';
import { t, type MessageKey } from '@/utils/i18n/t';
import { secondsUntil, useNow } from '../shared/use-now';
import { usePopup } from '../stores/popup-context';

const TITLES: Record<HumanizeErrorKind, MessageKey> = {
  missing_key: 'errorMissingKey',
  unauthorized: 'errorUnauthorized',
  plan_required: 'errorPlanRequired',
  too_many_words: 'errorTooManyWords',
  payload_too_large: 'errorPayloadTooLarge',
  invalid_request: 'errorInvalidRequest',
  rate_limited: 'errorRateLimited',
  server_error: 'errorServer',
  network: 'errorNetwork',
  timeout: 'errorTimeout',
  bad_response: 'errorBadResponse',
  origin_not_permitted: 'errorOriginNotPermitted',
  interrupted: 'errorInterrupted',
  held_for_origin: 'errorHeldForOrigin',
  cancelled: 'errorCancelled',
};

interface Props {
  jobId: string;
  error: HumanizeErrorInfo;
  /** When the job failed: a 429's wait runs from here. */
  failedAt?: number;
  /** The queue is paused on this error (not failed): no retry button, it resumes by itself. */
  paused?: boolean;
}

/** A typed error: a title for its kind, the error's own message, and its action. */
export function ErrorPanel({ jobId, error, failedAt, paused = false }: Props) {
  const retry = usePopup((s) => s.retry);
  const cancel = usePopup((s) => s.cancel);
  const openOptions = usePopup((s) => s.openOptions);
  const sendToOrigin = usePopup((s) => s.sendToOrigin);
  const held = error.kind === 'held_for_origin' ? error.origins : undefined;
  const retryAt = error.retryAfterMs !== undefined ? (failedAt ?? 0) + error.retryAfterMs : 0;
  const now = useNow(error.action === 'wait');
  const wait = error.action === 'wait' ? secondsUntil(retryAt, now) : 0;

  return (
    <div className="error" role="alert">
      <p className="error-title">
        {paused ? `${t('popupPaused')} ` : ''}
        {t(TITLES[error.kind])}
      </p>
      {/* A missing key's message repeats its title (and the popup's lead): said once. */}
      {error.kind !== 'missing_key' && <p>{error.message}</p>}
      {error.action === 'wait' && wait > 0 && <p>{t('popupWait', wait)}</p>}
      {error.action === 'shorten_text' && <p>{t('popupShorten')}</p>}
      <div className="row end">
        {held && (
          <button
            type="button"
            className="primary"
            onClick={() => void sendToOrigin([jobId], held.current)}
          >
            {t('popupSendToOrigin', held.current)}
          </button>
        )}
        {error.action === 'open_options' && (
          <button type="button" className="primary" onClick={() => void openOptions()}>
            {t('popupOpenSettings')}
          </button>
        )}
        {paused && (
          <button type="button" onClick={() => void cancel(jobId)}>
            {t('popupCancel')}
          </button>
        )}
        {!paused && (error.action === 'retry' || error.action === 'wait') && (
          <button type="button" disabled={wait > 0} onClick={() => void retry(jobId)}>
            {t('popupRetry')}
          </button>
        )}
      </div>
    </div>
  );
}
