import { useRef, useState } from 'react';
import { t } from '@/utils/i18n/t';
import type { ShownJob } from '../stores/shown-job';
import { onDemand } from './on-demand';
import { totalCharged } from '@/lib/model/job-view';

// The diff and its view are not parsed before the box is usable: fetched once a result shows.
const changesView = onDemand(() => import('./changes-view'));

/** A finished job: the server's text and counts, Copy, and Show changes. */
export function ResultPanel({ shown, resultText }: { shown: ShownJob; resultText: string }) {
  const [showChanges, setShowChanges] = useState(false);
  const [copyStatus, setCopyStatus] = useState('');
  const output = useRef<HTMLTextAreaElement>(null);
  const ChangesView = changesView.use()?.ChangesView;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(resultText);
      setCopyStatus(t('popupCopied'));
    } catch {
      // Clipboard refused (no focus, policy): select the text so Ctrl+C works.
      setShowChanges(false);
      output.current?.select();
      setCopyStatus(t('popupCopyFailed'));
    }
  };

  return (
    <div className="result">
      {showChanges && ChangesView ? (
        <ChangesView original={shown.original} result={resultText} />
      ) : (
        <textarea
          ref={output}
          className="output"
          dir="auto"
          aria-label={t('popupResultLabel')}
          readOnly
          rows={4}
          value={resultText}
        />
      )}
      <p className="counts">
        <span>{t('popupWordCount', shown.wordCount)}</span>
        <span>{t('popupWordsCharged', shown.wordsCharged)}</span>
      </p>
      {shown.job?.chargedBefore ? (
        // What this text cost across its versions and retries, as the API reported (issue 27).
        <p className="muted" data-testid="popup-total-cost">
          {t('textTotalCharged', totalCharged(shown.job))}
        </p>
      ) : null}
      {shown.job?.notice && <p className="muted provider-notice">{shown.job.notice}</p>}
      <div className="row">
        <button type="button" aria-pressed={showChanges} onClick={() => setShowChanges((v) => !v)}>
          {t('popupShowChanges')}
        </button>
        <span className="muted" role="status">
          {copyStatus}
        </span>
        <button type="button" className="primary" onClick={() => void copy()}>
          {t('popupCopy')}
        </button>
      </div>
    </div>
  );
}
