import { useMemo } from 'react';
import { diffWords } from '@/lib/text/diff';
import { t } from '@/utils/i18n/t';

/** The rewrite against the original, word by word; text nodes only, never HTML. */
export function ChangesView({ original, result }: { original: string; result: string }) {
  const parts = useMemo(() => diffWords(original, result), [original, result]);
  return (
    <div
      className="changes"
      role="region"
      aria-label={t('popupChangesLabel')}
      tabIndex={0}
      dir="auto"
    >
      {parts.map((part, i) => {
        if (part.kind === 'ins') return <ins key={i}>{part.text}</ins>;
        if (part.kind === 'del') return <del key={i}>{part.text}</del>;
        return <span key={i}>{part.text}</span>;
      })}
    </div>
  );
}
