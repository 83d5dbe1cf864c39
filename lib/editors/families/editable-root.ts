/**
 * How the families find their editor's root: the nearest ancestor (or self) matching the
 * editor's DOM signature, provided it is editable. A read-only rendering of the same editor
 * (Quill's readOnly, a published post) is left to the core's read-only handling.
 */
export function elementOf(node: Node): Element | null {
  return node.nodeType === 1 ? (node as Element) : node.parentElement;
}

export function isEditableRoot(el: Element): boolean {
  if ((el as HTMLElement).isContentEditable === true) return true;
  const attr = el.getAttribute('contenteditable');
  return attr === '' || attr === 'true' || attr === 'plaintext-only';
}

/** The closest element matching `selector` that contains `node` and is editable, or null. */
export function closestEditableRoot(node: Node, selector: string): HTMLElement | null {
  const root = elementOf(node)?.closest(selector) ?? null;
  return root && isEditableRoot(root) ? (root as HTMLElement) : null;
}
