/**
 * The model as an HTML fragment, built with DOM APIs only (never parsed from a string): what a
 * contenteditable or an editor taking HTML is given. Lists nest as ul/ol > li > ul/ol, a list
 * that starts mid-way keeps its number (start), consecutive quote blocks share one blockquote.
 * An empty block holds a <br>, as editors draw one (an empty <p> is dropped by some parsers).
 * A <div> line stays a <div> (model.ts), its line breaks inside it too.
 */
import type { Block, FormattedSelection, InlineRun } from './model';
import { appendRuns as appendInline, type MarkTags } from './render-inline';

interface OpenList {
  list: HTMLElement;
  depth: number;
  ordered: boolean;
  item?: HTMLElement;
}

function blockElement(doc: Document, block: Block): HTMLElement {
  switch (block.kind.type) {
    case 'heading':
      return doc.createElement(`h${block.kind.level}`);
    case 'code-block':
      return doc.createElement('pre');
    case 'paragraph':
      return doc.createElement(block.kind.tag ?? 'p');
    default:
      return doc.createElement('p');
  }
}

/** `tags`: the editor's own tag for a mark kind, where it saves another (render-inline.ts). */
export function renderHtml(
  doc: Document,
  selection: FormattedSelection,
  tags: MarkTags = {},
): DocumentFragment {
  const appendRuns = (parent: Node, runs: readonly InlineRun[], breaks: boolean) => {
    if (runs.length) appendInline(doc, parent, runs, breaks, tags);
    else parent.appendChild(doc.createElement('br'));
  };
  const fragment = doc.createDocumentFragment();
  const lists: OpenList[] = [];
  let quote: HTMLElement | undefined;
  for (const block of selection.blocks) {
    const { kind } = block;
    if (kind.type !== 'list-item') lists.length = 0;
    if (kind.type !== 'quote') quote = undefined;
    if (kind.type === 'list-item') {
      const item = doc.createElement('li');
      appendRuns(item, block.runs, true);
      listFor(doc, fragment, lists, kind).appendChild(item);
      lists[lists.length - 1]!.item = item;
    } else if (kind.type === 'quote') {
      if (!quote) fragment.appendChild((quote = doc.createElement('blockquote')));
      const paragraph = doc.createElement('p');
      appendRuns(paragraph, block.runs, true);
      quote.appendChild(paragraph);
    } else {
      const element = blockElement(doc, block);
      appendRuns(element, block.runs, kind.type !== 'code-block');
      fragment.appendChild(element);
    }
  }
  return fragment;
}

/** The list element an item at this depth goes into, opening and closing lists as needed. */
function listFor(
  doc: Document,
  fragment: DocumentFragment,
  lists: OpenList[],
  kind: { ordered: boolean; depth: number; start: number },
): HTMLElement {
  const depth = Math.max(0, Math.min(kind.depth, 32));
  while (lists.length > depth + 1) lists.pop();
  const top = lists[lists.length - 1];
  if (top && top.depth === depth && top.ordered !== kind.ordered) lists.pop();
  while (lists.length <= depth) {
    const level = lists.length;
    const ordered = level === depth ? kind.ordered : false;
    const list = doc.createElement(ordered ? 'ol' : 'ul');
    if (ordered && kind.start !== 1) list.setAttribute('start', String(kind.start));
    const parent = lists[level - 1];
    if (parent) {
      if (!parent.item) parent.list.appendChild((parent.item = doc.createElement('li')));
      parent.item.appendChild(list);
    } else {
      fragment.appendChild(list);
    }
    lists.push({ list, depth: level, ordered });
  }
  return lists[depth]!.list;
}

/**
 * The content of a fragment that is one paragraph holding a line break (a selection inside one
 * block), as inline nodes; else null. Written as that <p> over part of a paragraph, the block was
 * split at the <br> (Chromium's and Gecko's insertHTML, CKEditor 4's paste), and over a whole
 * paragraph TinyMCE's paste from the block before joined it to that block (measured: the
 * formatted write refused, docs/editors.md note ⁹). Inline, it goes into the paragraph it
 * replaces, which keeps its own kind. The fragment's nodes are moved, not copied.
 */
export function inlineParagraph(fragment: DocumentFragment): DocumentFragment | null {
  const only = fragment.firstChild;
  if (fragment.childNodes.length !== 1 || only?.nodeName !== 'P') return null;
  if (!(only as Element).querySelector('br')) return null;
  const inline = fragment.ownerDocument.createDocumentFragment();
  inline.append(...Array.from(only.childNodes));
  return inline;
}
