/**
 * How the formatting variations' e2e reads an editor's structure (formatting-variations.ts):
 * leaf blocks with their kind and nesting, and marks with their words, from the editor's DOM
 * or from HTML its model serialised. One function, self-contained, so both drivers'
 * evaluate can run it in the page.
 */
import type { MarkShape } from './formatted-passage';

/** One leaf block: its kind path ("p", "h2", "blockquote", "ol>li", "ul>ul>li") and text. */
export interface VariationBlock {
  tag: string;
  text: string;
}

export interface VariationShape {
  blocks: VariationBlock[];
  marks: MarkShape[];
}

/**
 * The structure of the editor `selector` or of an HTML string (runs in the page; inert
 * parsing for the string). Leaf blocks in order: a list item by its own text (not its
 * sub-list's), its path from its list kind and depth (nested lists, or Quill's flat list
 * with ql-indent-N); a quote's paragraphs, or the quote itself when it holds text directly; a
 * <br> inside a block as "\n".
 * Marks as formatted-passage.ts reads them.
 */
export function variationShapeInPage(
  source: { selector: string } | { html: string },
): VariationShape {
  let root: Element | DocumentFragment;
  if ('html' in source) {
    const template = document.createElement('template');
    template.innerHTML = source.html;
    root = template.content;
  } else root = document.querySelector(source.selector)!;
  const clean = (s: string) => s.replace(/[\uFEFF\u200B]/g, '').replace(/\u00a0/g, ' ');
  // A <br> reads as "\n" (a line break inside the block); a trailing one draws no line (the
  // filler of an empty block, ProseMirror's trailing break). A private-use stand-in survives
  // the whitespace folding that the model's serialised newlines need.
  const BREAK = '\uE000';
  // In the editor's DOM a "\n" its CSS keeps (pre-wrap: Slate's soft break is a "\n" in its
  // leaf) is a line the user sees; in HTML it is only whitespace.
  const shownNewlines = (node: Text): string => {
    const data = node.data;
    if ('html' in source || !data.includes('\n') || !node.parentElement) return data;
    const space = getComputedStyle(node.parentElement).whiteSpace;
    return /pre|break-spaces/.test(space) ? data.replace(/\n/g, BREAK) : data;
  };
  /** The element's text without its nested lists'. */
  const ownText = (el: Element): string => {
    let out = '';
    for (const child of Array.from(el.childNodes)) {
      if (child.nodeName === 'BR') out += BREAK;
      else if (child.nodeType === 3) out += shownNewlines(child as Text);
      else if (child.nodeType === 1 && !/^(UL|OL)$/.test((child as Element).tagName))
        out += ownText(child as Element);
    }
    return out;
  };
  const text = (el: Element) =>
    clean(ownText(el))
      .replace(/\s+/g, ' ')
      .replace(/ ?\uE000 ?/g, BREAK)
      .replace(/\uE000+$/, '')
      .trim()
      .replace(/\uE000/g, '\n');
  const listKind = (li: Element): string => {
    const data = li.getAttribute('data-list');
    if (data) return data === 'bullet' ? 'ul' : 'ol';
    return li.parentElement?.tagName === 'OL' ? 'ol' : 'ul';
  };
  const depthOf = (li: Element): number => {
    let lists = 0;
    for (let p = li.parentElement; p && p !== root; p = p.parentElement) {
      if (p.tagName === 'UL' || p.tagName === 'OL') lists += 1;
    }
    const indent = /(?:^|\s)ql-indent-(\d+)/.exec(li.getAttribute('class') ?? '');
    return Math.max(0, lists - 1) + (indent ? Number(indent[1]) : 0);
  };
  const blocks: VariationBlock[] = [];
  for (const el of Array.from(root.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, blockquote'))) {
    const tag = el.tagName.toLowerCase();
    const parent = el.parentElement?.tagName;
    if (tag === 'p' && parent === 'LI') continue; // ProseMirror's <li><p>: the item is the block
    if (tag === 'blockquote' && el.querySelector('p, h1, h2, h3, h4, h5, h6, li')) continue;
    const content = text(el);
    if (!content) continue; // Lexical's <li> that only holds a nested list
    if (tag === 'li') {
      const kind = listKind(el);
      blocks.push({
        tag: `${Array(depthOf(el) + 1)
          .fill(kind)
          .join('>')}>li`,
        text: content,
      });
    } else if (tag === 'p' && el.closest('blockquote')) {
      blocks.push({ tag: 'blockquote', text: content });
    } else blocks.push({ tag, text: content });
  }
  const kinds: Record<string, string> = { strong: 'b', em: 'i', del: 's', strike: 's' };
  const marks: MarkShape[] = [];
  const markText = (el: Element) =>
    clean(el.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
  for (const el of Array.from(
    root.querySelectorAll('b, strong, i, em, a, code, u, s, del, strike'),
  )) {
    const name = el.tagName.toLowerCase();
    const tag = kinds[name] ?? name;
    const outer = el.parentElement;
    const outerName = outer?.tagName.toLowerCase() ?? '';
    if (outer && (kinds[outerName] ?? outerName) === tag && markText(outer) === markText(el))
      continue;
    const mark: MarkShape = { tag, text: markText(el) };
    if (tag === 'a') mark.href = el.getAttribute('href');
    marks.push(mark);
  }
  return { blocks, marks };
}
