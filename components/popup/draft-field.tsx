import { useDeferredValue, useMemo } from 'react';
import { countWords, MAX_WORDS_PER_REQUEST } from '@/lib/text/word-count';
import { formatCount, t } from '@/utils/i18n/t';
import { usePopup } from '../stores/popup-context';
import { partCount } from './part-count';

/** The text to humanize, its live word count, and the Humanize button. */
export function DraftField() {
  const draft = usePopup((s) => s.draft);
  const hydrated = usePopup((s) => s.hydrated);
  const submitting = usePopup((s) => s.submitting);
  const setDraft = usePopup((s) => s.setDraft);
  const flushDraft = usePopup((s) => s.flushDraft);
  const submit = usePopup((s) => s.submit);
  const deferred = useDeferredValue(draft);
  const words = useMemo(() => countWords(deferred), [deferred]);
  const parts = useMemo(() => partCount(deferred, words), [deferred, words]);

  return (
    <form
      className="draft"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="draft">{t('popupDraftLabel')}</label>
      <textarea
        id="draft"
        dir="auto"
        rows={5}
        value={draft}
        placeholder={hydrated ? t('popupDraftPlaceholder') : ''}
        aria-describedby="draft-count draft-parts"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void flushDraft()}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter humanizes without leaving the keyboard.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <div className="row">
        <span id="draft-count" className="muted">
          {t('popupDraftWords', formatCount(words))}
        </span>
        <button type="submit" className="primary" disabled={!hydrated || words === 0 || submitting}>
          {t('popupHumanize')}
        </button>
      </div>
      <p id="draft-parts" className="notice" hidden={parts <= 1}>
        {parts > 1 ? t('popupDraftParts', formatCount(MAX_WORDS_PER_REQUEST), parts) : ''}
      </p>
    </form>
  );
}
