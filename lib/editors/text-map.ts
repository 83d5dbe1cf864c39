/**
 * The generic reader of editable DOM text: what the user sees, with one "\n" per block
 * boundary or <br>, collapsible whitespace collapsed (unless the element preserves it) and
 * non-breaking spaces read as spaces. Besides the text it keeps a map between DOM points and
 * text offsets, so a selection can be turned into offsets at capture time and offsets back
 * into a selection at write time (the DOM nodes may have been re-rendered meanwhile).
 */

const BLOCK_TAGS = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE DD DETAILS DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LI MAIN NAV OL P PRE SECTION SUMMARY TABLE TBODY THEAD TFOOT TR TD TH UL'.split(
    ' ',
  ),
);
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'HEAD']);

export interface DomPoint {
  node: Node;
  offset: number;
}

export interface TextMap {
  text: string;
  /**
   * One letter per "\n" of `text`: 'p' where a block ends (a paragraph break), 'b' where a
   * <br> or a preserved newline breaks a line inside a block. Two writes that read the same
   * text can differ here: paragraphs merged into one with line breaks.
   */
  breaks: string;
  /** Offset in `text` of a DOM point inside the root (as a Selection/Range reports it). */
  offsetOf(node: Node, offset: number): number;
  /** A DOM point for an offset; 'forward' prefers the node after a boundary (range starts). */
  pointAt(offset: number, affinity: 'forward' | 'backward'): DomPoint;
}

interface Caret {
  pos: number;
  node: Node;
  offset: number;
}

function styleOf(el: Element): CSSStyleDeclaration | null {
  const view = el.ownerDocument.defaultView;
  try {
    return view ? view.getComputedStyle(el) : null;
  } catch {
    return null;
  }
}

function isBlock(el: Element, style: CSSStyleDeclaration | null): boolean {
  const display = style?.display ?? '';
  if (display === '' || display === 'contents') return BLOCK_TAGS.has(el.tagName);
  return !display.startsWith('inline');
}

function preservesWhitespace(style: CSSStyleDeclaration | null, inherited: boolean): boolean {
  const ws = style?.whiteSpace ?? '';
  if (ws === '') return inherited;
  return ws.startsWith('pre') || ws === 'break-spaces';
}

export function readTextMap(root: Node): TextMap {
  let text = '';
  let breaks = '';
  const carets: Caret[] = [];
  const startOf = new Map<Node, number>();
  const endOf = new Map<Node, number>();
  const textOffsets = new Map<Node, number[]>();
  let awaitingStart: Node[] = [];
  let pendingBreak = false;
  let pendingSpace = false;
  /**
   * Text-node ends (and the spaces before them) met while a collapsible space was pending:
   * a point there is after that space once it is emitted (more inline content follows), so a
   * selection from the start of a bold word after "we " reads without the space (measured in
   * an Editor.js header). Until then, and where no content follows, it is before it.
   */
  let afterSpace: Array<{ offsets: number[]; index: number }> = [];

  const flushBeforeContent = () => {
    if (pendingBreak && text !== '') {
      if (!text.endsWith('\n')) {
        text += '\n';
        breaks += 'p';
      } else {
        // A <br> that ends a block is no line of its own: the break there is the block's.
        breaks = `${breaks.slice(0, -1)}p`;
      }
    }
    pendingBreak = false;
    for (const n of awaitingStart) startOf.set(n, text.length);
    awaitingStart = [];
  };
  const blockBoundary = () => {
    pendingBreak = true;
    pendingSpace = false;
    afterSpace = [];
  };
  const emitSpace = () => {
    text += ' ';
    for (const { offsets, index } of afterSpace) offsets[index] = text.length;
    afterSpace = [];
  };

  const visitText = (node: Text, pre: boolean) => {
    const data = node.data;
    const offsets: number[] = new Array<number>(data.length + 1);
    for (let i = 0; i < data.length; i++) {
      const ch = data[i];
      const collapsible = !pre && (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r');
      if (collapsible) {
        // Emitted only if more inline content follows in the same block.
        if (text !== '' && !text.endsWith('\n') && !pendingBreak) {
          pendingSpace = true;
          // A caret here ends a range just before the space (none at the start of a
          // block, where the space is not text and a caret would sit past the break).
          carets.push({ pos: text.length, node, offset: i });
        }
        offsets[i] = text.length;
        continue;
      }
      if (pendingSpace && !pendingBreak) emitSpace();
      pendingSpace = false;
      afterSpace = [];
      flushBeforeContent();
      offsets[i] = text.length;
      carets.push({ pos: text.length, node, offset: i });
      text += ch === '\u00a0' ? ' ' : ch;
      if (ch === '\n') breaks += 'b';
    }
    offsets[data.length] = text.length;
    if (pendingSpace && !pre) afterSpace.push({ offsets, index: data.length });
    carets.push({ pos: text.length, node, offset: data.length });
    textOffsets.set(node, offsets);
  };

  const visit = (node: Node, pre: boolean) => {
    awaitingStart.push(node);
    if (node.nodeType === 3) {
      visitText(node as Text, pre);
    } else if (node.nodeType === 1) {
      const el = node as Element;
      if (SKIPPED_TAGS.has(el.tagName)) {
        endOf.set(node, text.length);
        return;
      }
      const style = styleOf(el);
      if (style?.display === 'none') {
        endOf.set(node, text.length);
        return;
      }
      if (el.tagName === 'BR') {
        pendingSpace = false;
        afterSpace = [];
        flushBeforeContent();
        const parent = el.parentNode;
        if (parent) {
          const index = Array.prototype.indexOf.call(parent.childNodes, el) as number;
          carets.push({ pos: text.length, node: parent, offset: index });
        }
        text += '\n';
        breaks += 'b';
      } else {
        const block = el !== root && isBlock(el, style);
        if (block) blockBoundary();
        const childPre = preservesWhitespace(style, pre);
        for (const child of Array.from(el.childNodes)) visit(child, childPre);
        if (block) blockBoundary();
        if (el.childNodes.length === 0 && el !== root) {
          carets.push({ pos: text.length, node: el, offset: 0 });
        }
      }
    } else if (node.nodeType === 11 || node.nodeType === 9) {
      for (const child of Array.from(node.childNodes)) visit(child, pre);
    }
    if (!startOf.has(node)) {
      awaitingStart = awaitingStart.filter((n) => n !== node);
      startOf.set(node, text.length);
    }
    endOf.set(node, text.length);
  };

  const rootStyle = root.nodeType === 1 ? styleOf(root as Element) : null;
  visit(root, preservesWhitespace(rootStyle, false));

  const offsetOf = (node: Node, offset: number): number => {
    const offsets = textOffsets.get(node);
    if (offsets) return offsets[Math.min(Math.max(offset, 0), offsets.length - 1)] ?? 0;
    const child = node.childNodes[offset];
    if (child) return startOf.get(child) ?? endOf.get(node) ?? 0;
    return endOf.get(node) ?? (node.contains(root) ? 0 : text.length);
  };

  const pointAt = (offset: number, affinity: 'forward' | 'backward'): DomPoint => {
    const at = carets.filter((c) => c.pos === offset);
    const pick = affinity === 'forward' ? at[at.length - 1] : at[0];
    if (pick) return { node: pick.node, offset: pick.offset };
    let best: Caret = { pos: 0, node: root, offset: 0 };
    for (const c of carets) if (c.pos <= offset) best = c;
    return { node: best.node, offset: best.offset };
  };

  return { text, breaks, offsetOf, pointAt };
}

/** The generic text reader (same text as readTextMap, without the map). */
export function readEditableText(root: Node): string {
  return readTextMap(root).text;
}
