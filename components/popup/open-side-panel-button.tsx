/**
 * "Open side panel" in the popup's header: the popup closes the moment it loses focus, so
 * long texts move to the panel, which stays open beside the page. The browser opens it only
 * inside the click (no await before the call), so the window is looked up when the popup
 * opens. The side panel draws the popup's app too; it hides this button (side-panel.css).
 */
import { useState } from 'react';
import { useCurrentWindowId } from '../shared/use-current-window-id';
import { t } from '@/utils/i18n/t';
import { openSidePanel, SidePanelUnavailable } from '@/utils/side-panel-opener';
import './open-side-panel-button.css';

export function OpenSidePanelButton() {
  const windowId = useCurrentWindowId();
  const [problem, setProblem] = useState('');

  const open = () => {
    openSidePanel(windowId).then(
      // The panel holds the same draft and job: the popup has nothing left to show.
      () => window.close(),
      (err: unknown) =>
        setProblem(
          err instanceof SidePanelUnavailable
            ? t('sidePanelCannotOpen')
            : err instanceof Error
              ? err.message
              : String(err),
        ),
    );
  };

  return (
    <span className="open-side-panel">
      <button type="button" className="link" onClick={open}>
        {t('popupOpenSidePanel')}
      </button>
      <span className="muted" role="status">
        {problem}
      </span>
    </span>
  );
}
