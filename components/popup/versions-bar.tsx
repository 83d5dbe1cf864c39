import { t } from '@/utils/i18n/t';
import { stepLabel } from './version-steps';

/**
 * ◀ Version 2 of 3 ▶ in the popup, as on the card (lib/card/frame/versions-bar.ts): named
 * buttons in a named group, the label between them read as its state. The ends are marked
 * aria-disabled rather than disabled, so the focus stays on the button that was pressed.
 */
export function VersionsBar({
  step,
  steps,
  onStep,
}: {
  step: number;
  steps: number;
  onStep: (step: number) => void;
}) {
  const label = stepLabel(step, steps);
  const atFirst = step <= 0;
  const atLast = step >= steps - 1;
  return (
    <div className="versions row" role="group" aria-label={t('versionsLabel')}>
      <button
        type="button"
        data-testid="popup-version-previous"
        aria-label={t('versionPrevious')}
        aria-disabled={atFirst || undefined}
        onClick={() => !atFirst && onStep(step - 1)}
      >
        ◀
      </button>
      <span data-testid="popup-version" aria-live="polite">
        {label.kind === 'original'
          ? t('versionOriginal')
          : t('versionOf', label.shown, label.count)}
      </span>
      <button
        type="button"
        data-testid="popup-version-next"
        aria-label={t('versionNext')}
        aria-disabled={atLast || undefined}
        onClick={() => !atLast && onStep(step + 1)}
      >
        ▶
      </button>
    </div>
  );
}
