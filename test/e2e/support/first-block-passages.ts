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
  /** 'all': Ctrl+A in the editor; 'passage': the heading's start to the last item's end. */
  select: 'all' | 'passage';
  apiText: string;
  expected: (rewrite: string) => EditorShape;
}

/** The passage's shape without the paragraph before it (and without the one after). */
function passageFirst(rewrite: string, after: boolean): EditorShape {
  const { blocks, marks } = expectedShape(rewrite);
  return { blocks: blocks.slice(1, after ? undefined : -1), marks };
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
];
