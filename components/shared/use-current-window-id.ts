import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';

/**
 * The id of the window this page is shown in (undefined until the browser answers, or where it
 * cannot): the side panel opens in it, and "Insert into the page" writes into its active tab.
 */
export function useCurrentWindowId(): number | undefined {
  const [windowId, setWindowId] = useState<number | undefined>();
  useEffect(() => {
    let live = true;
    browser.windows
      .getCurrent()
      .then((win) => live && setWindowId(win.id))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return windowId;
}
