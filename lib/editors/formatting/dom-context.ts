/**
 * What an element means for the text inside it: the marks it adds or removes (tags, and the
 * inline styles Google-like editors emit instead of tags), and the block it makes (heading,
 * list item with its depth and list start, quote, code block). Only attributes are read, never
 * computed style: capture works the same in any document and does no layout.
 */
import type { BlockKind, LinkMark, Marks } from './model';

export interface DomContext {
  marks: Marks;
  heading: number;
  /** Lists around the text: how many, and the nearest one's kind and start. */
  lists: number;
  ordered: boolean;
  start: number;
  item?: { ordered: boolean; depth: number; start: number };
  quote: boolean;
  code: boolean;
  /**
   * The nearest block element is a <div>: a paragraph there is a <div> line (Chromium's
   * contenteditable makes one per Enter, and many sites' editors hold them), written back as
   * one so that what the page submits keeps the element it had.
   */
  div: boolean;
}

export const ROOT_CONTEXT: DomContext = {
  marks: {},
  heading: 0,
  lists: 0,
  ordered: false,
  start: 1,
  quote: false,
  code: false,
  div: false,
};

/** Elements that end the block before them and start a new one. */
export const BLOCK_TAGS = new Set(
  'P DIV H1 H2 H3 H4 H5 H6 LI UL OL BLOCKQUOTE PRE SECTION ARTICLE HEADER FOOTER ASIDE NAV MAIN ADDRESS FIGURE FIGCAPTION TABLE TR TD TH DL DT DD HR FORM FIELDSET DETAILS SUMMARY'.split(
    ' ',
  ),
);

/** Elements whose content is never text the user wrote. */
export const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'svg', 'SVG']);

const MAX_LINK_ATTRIBUTES = 16;
const MAX_ATTRIBUTE_LENGTH = 2048;

function styleValue(element: Element, property: string): string | undefined {
  const style = element.getAttribute('style');
  if (!style || style.length > 4096) return undefined;
  const match = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]*)`, 'i').exec(style);
  return match?.[1]
    ?.trim()
    .toLowerCase()
    .replace(/\s*!important$/, '');
}

function linkOf(element: Element): LinkMark | undefined {
  const href = element.getAttribute('href');
  if (href === null || href.length > MAX_ATTRIBUTE_LENGTH) return undefined;
  const attributes: Record<string, string> = {};
  let count = 0;
  for (const { name, value } of Array.from(element.attributes)) {
    if (name === 'href' || value.length > MAX_ATTRIBUTE_LENGTH) continue;
    if (++count > MAX_LINK_ATTRIBUTES) break;
    attributes[name] = value;
  }
  return { href, attributes };
}

function marksOf(element: Element, inherited: Marks, code: boolean): Marks {
  const marks: Marks = { ...inherited };
  const tag = element.tagName.toUpperCase();
  if (tag === 'STRONG' || tag === 'B') marks.bold = true;
  if (tag === 'EM' || tag === 'I') marks.italic = true;
  if (tag === 'U' || tag === 'INS') marks.underline = true;
  if (tag === 'S' || tag === 'DEL' || tag === 'STRIKE') marks.strike = true;
  if (!code && (tag === 'CODE' || tag === 'KBD' || tag === 'SAMP' || tag === 'TT'))
    marks.code = true;
  if (tag === 'A') {
    const link = linkOf(element);
    if (link) marks.link = link;
  }
  const weight = styleValue(element, 'font-weight');
  if (weight && /^(bold|bolder|[6-9]00)$/.test(weight)) marks.bold = true;
  if (weight && /^(normal|lighter|[1-5]00)$/.test(weight)) delete marks.bold;
  const fontStyle = styleValue(element, 'font-style');
  if (fontStyle && /^(italic|oblique)/.test(fontStyle)) marks.italic = true;
  if (fontStyle === 'normal') delete marks.italic;
  const decoration =
    styleValue(element, 'text-decoration-line') ?? styleValue(element, 'text-decoration');
  if (decoration?.includes('underline')) marks.underline = true;
  if (decoration?.includes('line-through')) marks.strike = true;
  // Draft.js draws its CODE style as a span in the generic monospace family.
  if (!code && styleValue(element, 'font-family') === 'monospace') marks.code = true;
  return marks;
}

function numberAttribute(element: Element, name: string, fallback: number): number {
  const value = Number.parseInt(element.getAttribute(name) ?? '', 10);
  return Number.isFinite(value) && Math.abs(value) < 1e9 ? value : fallback;
}

/** Quill writes nesting as a class (ql-indent-2) on a flat list. */
function quillIndent(element: Element): number {
  const match = /(?:^|\s)ql-indent-(\d{1,2})(?:\s|$)/.exec(element.getAttribute('class') ?? '');
  return match ? Number(match[1]) : 0;
}

/**
 * Draft.js draws a nested item as a flat list's item with a depth class
 * (public-DraftStyleDefault-depth1); without it, nesting lost in a write would go unseen.
 */
function draftDepth(element: Element): number {
  const match = /(?:^|\s)public-DraftStyleDefault-depth(\d{1,2})(?:\s|$)/.exec(
    element.getAttribute('class') ?? '',
  );
  return match ? Number(match[1]) : 0;
}

export function contextOf(element: Element, outer: DomContext): DomContext {
  const tag = element.tagName.toUpperCase();
  const context: DomContext = { ...outer, marks: marksOf(element, outer.marks, outer.code) };
  const heading = /^H([1-6])$/.exec(tag);
  if (heading) context.heading = Number(heading[1]);
  if (tag === 'UL' || tag === 'OL') {
    context.lists += 1;
    context.ordered = tag === 'OL';
    context.start = tag === 'OL' ? numberAttribute(element, 'start', 1) : 1;
  }
  if (tag === 'LI') {
    const dataList = element.getAttribute('data-list');
    const ordered = dataList ? dataList === 'ordered' : outer.ordered;
    const depth = Math.max(0, outer.lists - 1) + quillIndent(element) + draftDepth(element);
    context.item = { ordered, depth, start: ordered ? outer.start : 1 };
  }
  if (tag === 'BLOCKQUOTE') context.quote = true;
  if (BLOCK_TAGS.has(tag)) context.div = tag === 'DIV';
  const className = element.getAttribute('class') ?? '';
  if (tag === 'PRE' || /(?:^|\s)ql-code-block(?:-container)?(?:\s|$)/.test(className)) {
    context.code = true;
    delete context.marks.code;
  }
  return context;
}

export function blockKindOf(context: DomContext): BlockKind {
  if (context.code) return { type: 'code-block' };
  if (context.heading) return { type: 'heading', level: context.heading as 1 | 2 | 3 | 4 | 5 | 6 };
  if (context.item) return { type: 'list-item', ...context.item };
  if (context.quote) return { type: 'quote' };
  return context.div ? { type: 'paragraph', tag: 'div' } : { type: 'paragraph' };
}
