/**
 * The selection that holds the real nodes around `node`. Inside a shadow root, Chromium's
 * document selection is retargeted to the shadow host; the shadow root's own getSelection()
 * (Chromium, not standard) has the nodes. Firefox has no such method and needs none: its
 * document selection holds the nodes inside an open root (ESR 153, whether its
 * selection-across-boundary pref is on or off; test/e2e-firefox/editors-general.e2e.ts).
 * Elsewhere, the document's selection.
 */
type SelectionRoot = ShadowRoot & { getSelection?: () => Selection | null };

export function selectionFor(node: Node): Selection | null {
  const root = node.getRootNode() as SelectionRoot;
  if (root.nodeType === 11 && root.host && typeof root.getSelection === 'function') {
    return root.getSelection();
  }
  return (node.ownerDocument ?? (node as Document)).getSelection();
}
