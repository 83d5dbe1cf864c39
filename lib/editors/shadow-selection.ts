/**
 * The selection that holds the real nodes around `node`. Inside a shadow root, Chromium's
 * document selection is retargeted to the shadow host; the shadow root's own getSelection()
 * (Chromium, not standard) has the nodes. Elsewhere, the document's selection.
 */
type SelectionRoot = ShadowRoot & { getSelection?: () => Selection | null };

export function selectionFor(node: Node): Selection | null {
  const root = node.getRootNode() as SelectionRoot;
  if (root.nodeType === 11 && root.host && typeof root.getSelection === 'function') {
    return root.getSelection();
  }
  return (node.ownerDocument ?? (node as Document)).getSelection();
}
