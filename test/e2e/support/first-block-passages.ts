/**
 * Selections starting at the editor's FIRST block when it is a heading or a list (issue 25,
 * docs/editors.md note ⁵), for the plain contenteditable in both browsers
 * (formatting-editors.e2e.ts and its Firefox twin). Chromium's insertHTML keeps such a block as
 * a placeholder unless a block stands before it (lib/editors/lead-block.ts); Gecko's never did.
 * Each case: what the editor holds, how the user selects (the passage by range, or the whole
 * editor with Ctrl+A), what the API receives, and the editor's shape after the rewrite.
 */
import { AFTER_HTML, PASSAGE_API_TEXT, PASSAGE_HTML, expectedShape } from './formatted-passage';
import type { EditorShape } from './formatted-passage';

/** A list first, a paragraph with a bold phrase after it; "leverage"/"utilize" are rewritten. */
const LIST_FIRST_HTML =
  '<ul><li>We leverage <b>short branches</b> daily</li><li>Review often</li></ul>' +
  '<p>You can <b>utilize the new flow</b> today.</p>';

export interface FirstBlockCase {
  name: string;
  html: string;
  /**
   * 'all': Ctrl+A in the editor; 'passage': the heading's start to the last item's end;
   * 'first-item': the first list item's text, all of it.
   */
  select: 'all' | 'passage' | 'first-item';
  apiText: string;
  expected: (rewrite: string) => EditorShape;
}

/**
 * Selects per `select` (not 'all', which is a key press) in the editor `root` (in the page;
 * self-contained for both drivers).
 */
export function selectFirstBlockCaseInPage(arg: {
  root: string;
  select: 'passage' | 'first-item';
}): void {
  const el = document.querySelector<HTMLElement>(arg.root)!;
  const lastTextOf = (node: Node): Text => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    let last: Text | null = null;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) last = n as Text;
    return last!;
  };
  const firstTextOf = (node: Node): Text =>
    document.createTreeWalker(node, NodeFilter.SHOW_TEXT).nextNode() as Text;
  const items = el.querySelectorAll('li');
  const [from, to] =
    arg.select === 'first-item'
      ? [firstTextOf(items[0]!), lastTextOf(items[0]!)]
      : [firstTextOf(el.querySelector('h2')!), lastTextOf(items[items.length - 1]!)];
  el.focus();
  document.getSelection()!.setBaseAndExtent(from, 0, to, to.data.length);
}

/** How many lists the editor `root` draws (a write that split one shows two; in the page). */
export function listCountInPage(root: string): number {
  return document.querySelector(root)!.querySelectorAll('ul, ol').length;
}

/** The passage's shape without the paragraph before it (and without the one after). */
function passageFirst(rewrite: string, after: boolean): EditorShape {
  const { blocks, marks } = expectedShape(rewrite);
  return { blocks: blocks.slice(1, after ? undefined : -1), marks };
}

/** LIST_FIRST with its first item rewritten, the rest as it was. */
function listFirstItemOnly(rewrite: string): EditorShape {
  return {
    blocks: [
      { tag: 'ul>li', text: rewrite },
      { tag: 'ul>li', text: 'Review often' },
      { tag: 'p', text: 'You can utilize the new flow today.' },
    ],
    marks: [
      { tag: 'b', text: 'short branches' },
      { tag: 'b', text: 'utilize the new flow' },
    ],
  };
}

export const FIRST_BLOCK_CASES: readonly FirstBlockCase[] = [
  {
    name: 'the whole editor selected (Ctrl+A), a heading first',
    html: PASSAGE_HTML,
    select: 'all',
    apiText: PASSAGE_API_TEXT,
    expected: (rewrite) => passageFirst(rewrite, false),
  },
  {
    name: 'from a heading that is the editor’s first block to the list’s end, a paragraph after',
    html: PASSAGE_HTML + AFTER_HTML,
    select: 'passage',
    apiText: PASSAGE_API_TEXT,
    expected: (rewrite) => passageFirst(rewrite, true),
  },
  {
    name: 'the whole editor selected (Ctrl+A), a list first',
    html: LIST_FIRST_HTML,
    select: 'all',
    apiText:
      'We leverage short branches daily\n\nReview often\n\nYou can utilize the new flow today.',
    expected: (rewrite) => {
      const [one = '', two = '', paragraph = ''] = rewrite.split('\n\n');
      return {
        blocks: [
          { tag: 'ul>li', text: one },
          { tag: 'ul>li', text: two },
          { tag: 'p', text: paragraph },
        ],
        marks: [
          { tag: 'b', text: 'short branches' },
          { tag: 'b', text: 'use the new flow' },
        ],
      };
    },
  },
  {
    // One list alone is written in place, no block lent (it would split the list in two).
    name: 'the first item of a list that is the editor’s first block',
    html: LIST_FIRST_HTML,
    select: 'first-item',
    apiText: 'We leverage short branches daily',
    expected: listFirstItemOnly,
  },
];
