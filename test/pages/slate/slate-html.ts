/**
 * HTML in and out of Slate's model, as Slate's own "paste-html" example has it (what real Slate
 * apps add: Slate itself pastes text/plain only). `deserialize` turns a pasted document into
 * Slate nodes (blocks, links, marks on text leaves); `serialize` writes the model back as HTML,
 * the page's saved data, so tests read the model and not the DOM.
 */
import { Element, Text, type Descendant } from 'slate';

export type Marks = { bold?: true; italic?: true; code?: true; underline?: true; strike?: true };

type Attributes = { type: string; url?: string; title?: string };

const ELEMENT_TAGS: Record<string, (el: HTMLElement) => Attributes> = {
  A: (el) => ({
    type: 'link',
    url: el.getAttribute('href') ?? '',
    ...(el.hasAttribute('title') && { title: el.getAttribute('title')! }),
  }),
  BLOCKQUOTE: () => ({ type: 'blockquote' }),
  H1: () => ({ type: 'h1' }),
  H2: () => ({ type: 'h2' }),
  H3: () => ({ type: 'h3' }),
  LI: () => ({ type: 'li' }),
  OL: () => ({ type: 'ol' }),
  P: () => ({ type: 'p' }),
  UL: () => ({ type: 'ul' }),
};

const TEXT_TAGS: Record<string, Marks> = {
  B: { bold: true },
  STRONG: { bold: true },
  I: { italic: true },
  EM: { italic: true },
  CODE: { code: true },
  U: { underline: true },
  S: { strike: true },
  DEL: { strike: true },
};

function deserializeNode(node: Node): Descendant[] {
  if (node.nodeType === 3) return [{ text: node.textContent ?? '' } as Descendant];
  if (node.nodeType !== 1) return [];
  const el = node as HTMLElement;
  if (el.nodeName === 'BR') return [{ text: '\n' } as Descendant];
  let children = Array.from(el.childNodes).flatMap(deserializeNode);
  const element = ELEMENT_TAGS[el.nodeName];
  if (element) {
    if (children.length === 0) children = [{ text: '' } as Descendant];
    if (el.nodeName === 'LI') children = itemChildren(children);
    return [{ ...element(el), children } as unknown as Descendant];
  }
  const marks = TEXT_TAGS[el.nodeName];
  if (marks) return children.map((child) => (Text.isText(child) ? { ...child, ...marks } : child));
  return children;
}

const isInline = (node: Descendant) =>
  Text.isText(node) || (node as unknown as Attributes).type === 'link';

/**
 * A list item's children as Slate holds them: all inline, or all blocks. An item holding a
 * nested list (`<li>text<ul>…</ul></li>`) gets its text in a paragraph before the list, as a
 * nested-list Slate app models it (Slate's normaliser would drop the blocks of an element that
 * starts inline).
 */
function itemChildren(children: Descendant[]): Descendant[] {
  if (children.every(isInline)) return children;
  const out: Descendant[] = [];
  let inline: Descendant[] = [];
  const flush = () => {
    if (inline.some((n) => !Text.isText(n) || n.text.trim()))
      out.push({ type: 'p', children: inline } as unknown as Descendant);
    inline = [];
  };
  for (const child of children) {
    if (isInline(child)) inline.push(child);
    else {
      flush();
      out.push(child);
    }
  }
  flush();
  return out;
}

/** The body of `html` as Slate nodes (a fragment for Transforms.insertFragment). */
export function deserialize(html: string): Descendant[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return deserializeNode(body);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const MARK_TAGS: [keyof Marks, string][] = [
  ['code', 'code'],
  ['italic', 'em'],
  ['bold', 'strong'],
  ['underline', 'u'],
  ['strike', 's'],
];

/** Slate's model as HTML (its saved data). */
export function serialize(nodes: Descendant[]): string {
  return nodes
    .map((node) => {
      if (Text.isText(node)) {
        const leaf = node as Text & Marks;
        // The paste-html example reads a <br> as "\n" in the leaf: written back as one.
        let html = escapeHtml(leaf.text).replace(/\n/g, '<br>');
        for (const [mark, tag] of MARK_TAGS) if (leaf[mark]) html = `<${tag}>${html}</${tag}>`;
        return html;
      }
      if (!Element.isElement(node)) return '';
      const { type, url, title } = node as unknown as Attributes;
      const inner = serialize(node.children);
      if (type === 'link') {
        const titled = title === undefined ? '' : ` title="${escapeHtml(title)}"`;
        return `<a href="${escapeHtml(url ?? '')}"${titled}>${inner}</a>`;
      }
      return `<${type}>${inner}</${type}>`;
    })
    .join('');
}
