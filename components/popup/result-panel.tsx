import { useMemo, useRef, useState } from 'react';
import { t } from '@/utils/i18n/t';
import type { ShownJob } from '../stores/shown-job';
import { onDemand } from './on-demand';
import { clampStep, versionTextsOf } from './version-steps';
import { VersionsBar } from './versions-bar';

// The diff and its view are not parsed before the box is usable: fetched once a result shows.
const changesView = onDemand(() => import('./changes-view'));
const NONE: ReadonlySet<number> = new Set();

/**
 * A finished job: the server's text and counts, Copy, and Show changes. A text with several
 * versions steps between them (◀ Version 2 of 3 ▶, the Original first); Copy and Show
 * changes act on the version shown. It opens on the newest. In Show changes each change can be
 * left out (as on the card): the box and Copy then hold the merged text. What was left is kept
 * per version, so stepping away and back keeps it; another version starts with every change.
 */
export function ResultPanel({ shown, resultText }: { shown: ShownJob; resultText: string }) {
  const texts = versionTextsOf(shown, resultText);
  // Counted from the newest: versions whose texts are read later do not move what is shown.
  const [back, setBack] = useState(0);
  const at = clampStep(texts.length - 1 - back, texts.length);
  const setStep = (step: number) => setBack(texts.length - 1 - step);
  const shownText = texts[at] ?? resultText;
  const [showChanges, setShowChanges] = useState(false);
  const [copyStatus, setCopyStatus] = useState('');
  const output = useRef<HTMLTextAreaElement>(null);
  const view = changesView.use();
  const ChangesView = view?.ChangesView;
  const chargedBefore = shown.chargedBefore ?? shown.job?.chargedBefore ?? 0;
  // The changes left out, per version text (the Original has none).
  const [leftBy, setLeftBy] = useState<ReadonlyMap<string, ReadonlySet<number>>>(new Map());
  const pickKey = `${shown.original}\u0000${shownText}`;
  const left = (at > 0 && leftBy.get(pickKey)) || NONE;
  const toggle = (id: number) => {
    const next = new Set(left);
    if (!next.delete(id)) next.add(id);
    setLeftBy(new Map(leftBy).set(pickKey, next));
  };
  // Picks exist only once the view was loaded (the user toggled in it).
  // Re-diffed only when the picks or the text change, not on every render (the clock ticks).
  const keptText = useMemo(
    () => (left.size > 0 && view ? view.mergedText(shown.original, shownText, left) : shownText),
    [left, view, shown.original, shownText],
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(keptText);
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
      {texts.length > 2 && <VersionsBar step={at} steps={texts.length} onStep={setStep} />}
      {showChanges && ChangesView && at > 0 ? (
        <ChangesView original={shown.original} result={shownText} left={left} onToggle={toggle} />
      ) : (
        <textarea
          ref={output}
          className="output"
          dir="auto"
          aria-label={t('popupResultLabel')}
          readOnly
          rows={4}
          value={keptText}
        />
      )}
      <p className="counts">
        <span>{t('popupWordCount', shown.wordCount)}</span>
        <span>{t('popupWordsCharged', shown.wordsCharged)}</span>
      </p>
      {chargedBefore > 0 ? (
        // What this text cost across its versions and retries, as the API reported (issue 27).
        <p className="muted" data-testid="popup-total-cost">
          {t('textTotalCharged', chargedBefore + shown.wordsCharged)}
        </p>
      ) : null}
      {shown.job?.notice && <p className="muted provider-notice">{shown.job.notice}</p>}
      <div className="row">
        {at > 0 && (
          <button
            type="button"
            aria-pressed={showChanges}
            onClick={() => setShowChanges((v) => !v)}
          >
            {t('popupShowChanges')}
          </button>
        )}
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
