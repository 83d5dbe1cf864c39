/**
 * A rich editor's text as its model sees it: one line per leaf block (a paragraph, a heading,
 * a list item), "\n" between blocks, inline <br> as "\n" except the filler <br> editors put in
 * empty or trailing positions, and without the zero-width characters and UI elements editors
 * keep inside their editable root.
 */
const BLOCK_TAGS = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE DD DIV DL DT FIGCAPTION FIGURE FOOTER H1 H2 H3 H4 H5 H6 HEADER HR LI MAIN NAV OL P PRE SECTION TABLE TBODY THEAD TFOOT TR TD TH UL'.split(
    ' ',
  ),
);
const ZERO_WIDTH = /[\u200B\uFEFF]/g;

export interface BlockTextOptions {
  /** Elements that are not the user's text (placeholders, fillers, screen-reader helpers). */
  skip?: string;
}

function isBlock(node: Node): node is Element {
  return node.nodeType === 1 && BLOCK_TAGS.has((node as Element).tagName);
}

/**
 * The text of `root` (an editor root, or a fragment holding a copy of a selected range) and
 * what each of its "\n" is: 'p' between blocks, 'b' for a <br> inside one (text-map.ts).
 */
export function readBlockStructure(
  root: Node,
  options: BlockTextOptions = {},
): { text: string; breaks: string } {
  const lines: string[] = [];
  const kinds: string[] = [];
  let line: string | null = null;
  let lineKinds = '';
  let breaks = 0; // <br>s seen in this line and not yet followed by text
  const endLine = () => {
    if (line !== null) {
      lines.push(line);
      kinds.push(lineKinds);
    }
    line = null;
    lineKinds = '';
    breaks = 0;
  };
  const visit = (node: Node) => {
    if (node.nodeType === 3) {
      const text = (node.nodeValue ?? '').replace(ZERO_WIDTH, '').replace(/\u00a0/g, ' ');
      if (text === '') return;
      line = (line ?? '') + '\n'.repeat(breaks) + text;
      lineKinds += 'b'.repeat(breaks);
      breaks = 0;
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 11) return;
    const el = node as Element;
    if (node.nodeType === 1) {
      if (options.skip && el.matches(options.skip)) return;
      if (el.tagName === 'BR') {
        line ??= '';
        breaks += 1;
        return;
      }
      if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || el.tagName === 'TEMPLATE') return;
    }
    const block = node !== root && isBlock(node);
    if (block) endLine();
    const linesBefore = lines.length;
    for (const child of Array.from(node.childNodes)) visit(child);
    if (block) {
      // An empty paragraph is still a line; a wrapper of blocks adds none of its own.
      if (line === null && lines.length === linesBefore) line = '';
      endLine();
    }
  };
  visit(root);
  endLine();
  return { text: lines.join('\n'), breaks: kinds.join('p') };
}

/** The text of `root`, one "\n" per block boundary or inner <br> (readBlockStructure). */
export function readBlocks(root: Node, options: BlockTextOptions = {}): string {
  return readBlockStructure(root, options).text;
}

/** The selected part of `root` read the same way (the range's partial blocks stay blocks). */
export function readSelectedBlocks(
  root: HTMLElement,
  selection: Selection,
  options: BlockTextOptions = {},
): string {
  if (selection.rangeCount === 0) return '';
  const range = selection.getRangeAt(0).cloneRange();
  // Only the part inside the editor counts.
  const whole = root.ownerDocument.createRange();
  whole.selectNodeContents(root);
  if (range.compareBoundaryPoints(Range.START_TO_START, whole) < 0) range.setStart(root, 0);
  if (range.compareBoundaryPoints(Range.END_TO_END, whole) > 0) {
    range.setEnd(root, root.childNodes.length);
  }
  return readBlocks(range.cloneContents(), options);
}
