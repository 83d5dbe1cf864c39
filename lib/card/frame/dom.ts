/**
 * A tiny element builder for the in-page card: `h('button', { type: 'button' }, 'Copy')`.
 * Text children become text nodes (never HTML), so whatever the API returns stays text.
 */
export type Child = Node | string | false | null | undefined;
type Listeners = Partial<Record<'click' | 'keydown', (event: Event) => void>>;
/** Attributes by name (false/undefined: absent, true: present), and `on`: event listeners. */
export type Attrs = { [name: string]: string | number | boolean | undefined | Listeners };

export function h(
  doc: Document,
  tag: string,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElement {
  const el = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'on' || typeof value === 'object' || value === undefined || value === false) {
      continue;
    }
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const [type, listener] of Object.entries((attrs.on ?? {}) as Listeners)) {
    if (listener) el.addEventListener(type, listener);
  }
  for (const child of children) {
    if (child === false || child === null || child === undefined) continue;
    el.append(typeof child === 'string' ? doc.createTextNode(child) : child);
  }
  return el;
}
