/**
 * The page's HTML ↔ Editor.js blocks of the paragraph, Header, List 2.x and Checklist tools:
 * how a test sets the content, and how the saved blocks read as text. A list's own checklist
 * style is `<ul data-style="checklist">`, a Checklist tool block `<ul data-tool="checklist">`;
 * in both a checked item is `<li data-checked>`.
 */
import type { OutputBlockData } from '@editorjs/editorjs';
import { htmlBlocksText } from '../shared/html-text';

interface ListItem {
  content: string;
  meta: { checked?: boolean };
  items: ListItem[];
}
interface ChecklistItem {
  text: string;
  checked: boolean;
}

function listItems(list: Element, checklist: boolean): ListItem[] {
  return Array.from(list.children, (li) => {
    const nested = li.querySelector(':scope > ul, :scope > ol');
    const own = li.cloneNode(true) as Element;
    own.querySelector(':scope > ul, :scope > ol')?.remove();
    const meta = checklist ? { checked: li.hasAttribute('data-checked') } : {};
    const items = nested ? listItems(nested, checklist) : [];
    return { content: own.innerHTML, meta, items };
  });
}

function listBlock(list: Element): OutputBlockData {
  if (list.getAttribute('data-tool') === 'checklist') {
    const items = Array.from(list.children, (li) => ({
      text: li.innerHTML,
      checked: li.hasAttribute('data-checked'),
    }));
    return { type: 'checklist', data: { items } };
  }
  const checklist = list.getAttribute('data-style') === 'checklist';
  const style = checklist ? 'checklist' : list.tagName === 'OL' ? 'ordered' : 'unordered';
  return { type: 'list', data: { style, meta: {}, items: listItems(list, checklist) } };
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
    if (tag === 'UL' || tag === 'OL') return listBlock(element);
    return { type: 'paragraph', data: { text: element.innerHTML } };
  });
}

const inlineText = (html: string) => htmlBlocksText(`<p>${html}</p>`);

function itemLines(items: readonly ListItem[]): string[] {
  return items.flatMap((item) => [inlineText(item.content), ...itemLines(item.items)]);
}

/** A saved block's lines of text: one, or one per list or checklist item. */
export function blockLines(block: OutputBlockData): string[] {
  if (block.type === 'checklist') {
    return (block.data as { items: ChecklistItem[] }).items.map((item) => inlineText(item.text));
  }
  const data = block.data as { text?: string; items?: ListItem[] };
  return block.type === 'list' ? itemLines(data.items ?? []) : [inlineText(data.text ?? '')];
}
