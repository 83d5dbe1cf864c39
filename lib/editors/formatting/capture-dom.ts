/**
 * Capture: a range inside an HTML editing host → the neutral model. One walk in document order
 * from the host, skipping whole subtrees that end before the range and stopping at its end, so
 * the cost follows the selection, not the page. The host's own markup is untrusted: the walk is
 * bounded (nodes visited, characters, depth) and refuses with a typed error past the bounds.
 * Ancestors inside the host give the context, so a selection starting mid-list keeps its kind.
 * An empty block inside the range (a leaf block holding a line break and nothing else: what
 * editors draw for an empty paragraph, and what their readers count as a line) is a block with
 * no runs, so a write that adds or loses one differs in the digest.
 */
import { appendText, startBlock, finishBlock, type OpenBlock } from './block-builder';
import {
  BLOCK_TAGS,
  ROOT_CONTEXT,
  SKIPPED_TAGS,
  blockKindOf,
  contextOf,
  type DomContext,
} from './dom-context';
import { refuse, succeed, type FormattingResult } from './errors';
import type { Block, FormattedSelection } from './model';

export interface CaptureLimits {
  maxNodes: number;
  maxCharacters: number;
  maxDepth: number;
}

export const CAPTURE_LIMITS: CaptureLimits = {
  maxNodes: 200_000,
  maxCharacters: 1_000_000,
  maxDepth: 512,
};

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** Whether a text node's newlines draw lines: its CSS keeps them (pre-wrap, pre-line…). */
function keepsNewlines(node: Text): boolean {
  const parent = node.parentElement;
  const view = node.ownerDocument.defaultView;
  if (!parent || !view) return false;
  return /^(pre|pre-wrap|pre-line|break-spaces)$/.test(view.getComputedStyle(parent).whiteSpace);
}

/**
 * A text node's piece: a "\n" its CSS keeps is a line break inside the block, as a <br> is
 * (Draft.js draws a soft newline, Shift+Enter, as a "\n" in its pre-wrap block, no <br>);
 * elsewhere a newline is whitespace.
 */
function appendLines(block: OpenBlock, text: string, node: Text, context: DomContext): void {
  if (!text.includes('\n') || !keepsNewlines(node)) {
    appendText(block, text, context);
    return;
  }
  text.split('\n').forEach((line, index) => {
    if (index > 0) appendText(block, '\n', context);
    if (line) appendText(block, line, context);
  });
}

/** Where the range starts or ends as a node met in the walk: on entering it (a text node: at
 * `offset` in it), or on leaving it (an element whose children all come before the boundary). */
interface Edge {
  node: Node;
  offset: number;
  onExit: boolean;
}

function edgeOf(container: Node, offset: number): Edge {
  if (
    container.nodeType !== ELEMENT_NODE &&
    container.nodeType !== 11 &&
    container.nodeType !== 9
  ) {
    return { node: container, offset, onExit: false };
  }
  const child = container.childNodes[offset];
  return child
    ? { node: child, offset: 0, onExit: false }
    : { node: container, offset: 0, onExit: true };
}

interface Step {
  node: Node;
  context: DomContext;
  depth: number;
  exit: boolean;
  /** A block entered inside the range: the counters then, to tell on exit if it was empty. */
  entered?: { events: number; breaks: number };
}

/** Elements that are content though they hold no text: a block holding one is not empty. */
const CONTENT_TAGS = new Set(
  'IMG PICTURE VIDEO AUDIO CANVAS IFRAME OBJECT EMBED INPUT SELECT TEXTAREA BUTTON HR MATH SVG'.split(
    ' ',
  ),
);

/** The model of what `range` selects inside `root`. */
export function captureRange(
  root: Node,
  range: Range,
  limits: CaptureLimits = CAPTURE_LIMITS,
): FormattingResult<FormattedSelection> {
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) {
    return refuse({ code: 'range-outside-root' });
  }
  const start = edgeOf(range.startContainer, range.startOffset);
  const end = edgeOf(range.endContainer, range.endOffset);
  const blocks: Block[] = [];
  let block: OpenBlock | undefined;
  /** Blocks entered or pushed and content met; line breaks met outside any text. */
  let events = 0;
  let breaks = 0;
  const endBlock = () => {
    const done = block && finishBlock(block);
    if (done) {
      blocks.push(done);
      events += 1;
    }
    block = undefined;
  };
  let inside = false;
  let visited = 0;
  let characters = 0;
  const steps: Step[] = [{ node: root, context: ROOT_CONTEXT, depth: 0, exit: false }];
  while (steps.length) {
    const { node, context, depth, exit, entered } = steps.pop()!;
    const isBlock =
      node.nodeType === ELEMENT_NODE && BLOCK_TAGS.has((node as Element).tagName.toUpperCase());
    if (exit) {
      if (isBlock) endBlock();
      if (entered && entered.events === events && entered.breaks !== breaks) {
        blocks.push({ kind: blockKindOf(context), runs: [] });
        events += 1;
      }
      if (node === end.node && end.onExit) break;
      if (node === start.node && start.onExit) inside = true;
      continue;
    }
    if (node === end.node && !end.onExit && node.nodeType !== TEXT_NODE) break;
    if (node === start.node && !start.onExit) inside = true;
    if (!inside && node !== root && !node.contains(start.node)) continue;
    if (++visited > limits.maxNodes)
      return refuse({ code: 'selection-too-large', limit: 'nodes', max: limits.maxNodes });
    if (depth > limits.maxDepth)
      return refuse({ code: 'selection-too-large', limit: 'depth', max: limits.maxDepth });
    if (node.nodeType === TEXT_NODE) {
      if (!inside) continue;
      const data = (node as Text).data;
      const from = node === start.node ? start.offset : 0;
      const to = node === end.node ? end.offset : data.length;
      characters += Math.max(0, to - from);
      if (characters > limits.maxCharacters) {
        return refuse({
          code: 'selection-too-large',
          limit: 'characters',
          max: limits.maxCharacters,
        });
      }
      block ??= startBlock(context);
      appendLines(block, data.slice(from, to), node as Text, context);
      if (node === end.node) break;
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE && node !== root) continue;
    const element = node as Element;
    const tag = node.nodeType === ELEMENT_NODE ? element.tagName.toUpperCase() : '';
    if (CONTENT_TAGS.has(tag)) events += 1;
    if (SKIPPED_TAGS.has(tag)) continue;
    if (tag === 'BR') {
      if (inside && block) appendText(block, '\n', context);
      if (inside) breaks += 1;
      continue;
    }
    const inner =
      node === root || node.nodeType !== ELEMENT_NODE ? context : contextOf(element, context);
    if (isBlock) {
      endBlock();
      events += 1;
    }
    const opened = isBlock && inside ? { events, breaks } : undefined;
    steps.push({ node, context: inner, depth, exit: true, entered: opened });
    const children = node.childNodes;
    for (let i = children.length - 1; i >= 0; i -= 1) {
      steps.push({ node: children[i]!, context: inner, depth: depth + 1, exit: false });
    }
  }
  endBlock();
  return succeed({ blocks });
}
