/**
 * The page's HTML ↔ Editor.js blocks of the paragraph, Header and List 2.x tools: how a test
 * sets the content, and how the saved blocks read as text.
 */
import type { OutputBlockData } from '@editorjs/editorjs';
import { htmlBlocksText } from '../shared/html-text';

interface ListItem {
  content: string;
  meta: Record<string, never>;
  items: ListItem[];
}

function listItems(list: Element): ListItem[] {
  return Array.from(list.children, (li) => {
    const nested = li.querySelector(':scope > ul, :scope > ol');
    const own = li.cloneNode(true) as Element;
    own.querySelector(':scope > ul, :scope > ol')?.remove();
    return { content: own.innerHTML, meta: {}, items: nested ? listItems(nested) : [] };
  });
}

/** The blocks of `html`'s top-level elements. */
export function blocksFromHtml(html: string): OutputBlockData[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.children, (element): OutputBlockData => {
    const tag = element.tagName;
    if (/^H[1-6]$/.test(tag)) {
      return { type: 'header', data: { text: element.innerHTML, level: Number(tag[1]) } };
    }
    if (tag === 'UL' || tag === 'OL') {
      const style = tag === 'OL' ? 'ordered' : 'unordered';
      return { type: 'list', data: { style, meta: {}, items: listItems(element) } };
    }
    return { type: 'paragraph', data: { text: element.innerHTML } };
  });
}

const inlineText = (html: string) => htmlBlocksText(`<p>${html}</p>`);

function itemLines(items: readonly ListItem[]): string[] {
  return items.flatMap((item) => [inlineText(item.content), ...itemLines(item.items)]);
}

/** A saved block's lines of text: one, or one per list item. */
export function blockLines(block: OutputBlockData): string[] {
  const data = block.data as { text?: string; items?: ListItem[] };
  return block.type === 'list' ? itemLines(data.items ?? []) : [inlineText(data.text ?? '')];
}
