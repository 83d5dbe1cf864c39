import { useMemo } from 'react';
import { changeSegments, changesOf, mergeLeaving } from '@/lib/text/change-merge';
import { changeLabel } from '@/lib/text/change-label';
import { t } from '@/utils/i18n/t';

/**
 * The rewrite against the original, change by change (issue 27, point 2, as on the card): each
 * change is a toggle in the text (aria-pressed; Tab reaches it, Space/Enter toggles; its name
 * says which change it is and whether it is taken). Every change starts taken. Text nodes only,
 * never HTML.
 */
export function ChangesView({
  original,
  result,
  left,
  onToggle,
}: {
  original: string;
  result: string;
  /** The changes the user left out (ids). */
  left: ReadonlySet<number>;
  onToggle(id: number): void;
}) {
  const segments = useMemo(() => changeSegments(original, result), [original, result]);
  const count = useMemo(() => changesOf(segments).length, [segments]);
  return (
    <div
      className="changes"
      role="region"
      aria-label={t('popupChangesLabel')}
      tabIndex={0}
      dir="auto"
    >
      {segments.map((segment, i) => {
        if (segment.kind === 'same') return <span key={i}>{segment.text}</span>;
        const taken = !left.has(segment.id);
        return (
          <button
            key={i}
            type="button"
            className="change"
            data-testid={`popup-change-${segment.id + 1}`}
            aria-pressed={taken}
            onClick={() => onToggle(segment.id)}
          >
            {segment.removed && <del aria-hidden="true">{segment.removed}</del>}
            {segment.added && <ins aria-hidden="true">{segment.added}</ins>}
            <span className="sr-only">{changeLabel(t, segment, count, taken)}</span>
          </button>
        );
      })}
    </div>
  );
}

/** The text with the changes in `left` taken from the original, the others from the rewrite. */
export function mergedText(original: string, result: string, left: ReadonlySet<number>): string {
  return mergeLeaving(changeSegments(original, result), left);
}
