/**
 * Keeps the shown button above whatever the page adds to cover it: the host stays the last
 * child of its parent (the last of equal z-index paints on top) and, whenever a popover or a
 * modal dialog is open, on top of the top layer (a popover opened after ours, `pointer-events:
 * none` and painted over the button, is the cover Firefox cannot see otherwise). Each time it
 * has to raise the button it reports a change: the press guard then waits its delay again.
 * Only while shown: one observer of the parent's own children (not its subtree) and a
 * `toggle` listener.
 */
export function keepOnTop(host: HTMLElement, raised: () => void): () => void {
  const doc = host.ownerDocument;
  const parent = host.parentNode!;
  const raise = () => {
    let moved = false;
    if (host.isConnected && parent.lastChild !== host) {
      parent.appendChild(host);
      moved = true;
    }
    if (host.isConnected && doc.querySelector(':modal,:popover-open')) {
      host.popover = 'manual';
      if (host.matches(':popover-open')) host.hidePopover();
      host.showPopover?.();
      moved = true;
    }
    if (moved) raised();
  };
  const onToggle = (e: Event) =>
    e.target !== host && (e as ToggleEvent).newState === 'open' && raise();
  const observer = new MutationObserver(() => parent.lastChild !== host && raise());
  observer.observe(parent, { childList: true });
  doc.addEventListener('toggle', onToggle, true);
  raise();
  return () => {
    observer.disconnect();
    doc.removeEventListener('toggle', onToggle, true);
  };
}
