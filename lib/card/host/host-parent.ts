/**
 * Where the card's host belongs in the page. A modal <dialog> makes everything outside it
 * inert, the top layer included, so while one is open the host goes inside the topmost
 * (the one holding the focus, else the last one in the document); otherwise it is a child
 * of <html> (outside <body>, which may be an editor). Wherever it is, the host is shown in
 * the top layer as a popover, above the page's stacking contexts and above that dialog.
 */

const isModal = (dialog: Element) => {
  try {
    return dialog.matches(':modal');
  } catch {
    return false; // a browser without :modal has no modal dialogs to escape either
  }
};

/** The element holding the focus, through shadow roots. */
function focusedElement(doc: Document): Element | null {
  let el = doc.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** The element's parent, or its shadow root's host. */
function composedParent(el: Element): Element | null {
  if (el.parentElement) return el.parentElement;
  const root = el.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** The open modal dialog around `el`, through shadow roots, or null. */
function modalAround(el: Element | null): Element | null {
  for (let node = el; node; node = composedParent(node)) {
    if (node.localName === 'dialog' && isModal(node)) return node;
  }
  return null;
}

export function hostParent(doc: Document): Element {
  const focused = modalAround(focusedElement(doc));
  if (focused) return focused;
  const modals = [...doc.querySelectorAll('dialog')].filter(isModal);
  return modals.at(-1) ?? doc.documentElement;
}

/**
 * Shows the host in the top layer (again, after the page hid it). `raise`: above whatever
 * entered the top layer since (a modal dialog it just moved into), by showing it anew.
 */
export function showOnTop(host: HTMLElement, raise = false): void {
  try {
    const open = host.matches(':popover-open');
    if (open && raise) host.hidePopover();
    if (!open || raise) host.showPopover();
  } catch {
    // No popover API, or the page made the host invalid for it: it still shows, fixed.
  }
}
