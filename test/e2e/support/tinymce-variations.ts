/**
 * TinyMCE's own variations (formatting-variation-scenarios.ts), both browsers: a selection
 * from the editor's first block, a heading, over a paragraph and a list, with a paragraph
 * after it; and the whole editor selected. Its paste deletes the selection with the browser's
 * Delete, then inserts at the caret (lib/editors/families/tinymce-paste.ts): with no block
 * before, the range cannot start at the end of one (docs/editors.md note ¹⁰). And the first
 * two paragraphs, whole, right before a heading (kept) or a list (kept in Chromium, Copy in
 * Firefox).
 */
import type { FormattingVariation } from './formatting-variations';
import type { VariationOptions } from './formatting-variation-scenarios';
import type { VariationBlock } from './formatting-variation-shape';

const CONTENT =
  '<h2>Release notes</h2>' +
  '<p>We utilize <b>short branches</b> and a <a href="https://example.com/guide">guide</a>.</p>' +
  '<ul><li>Review <i>often</i></li><li>Ship small</li></ul>';

const API_TEXT =
  'Release notes\n\nWe utilize short branches and a guide.\n\nReview often\n\nShip small';
const ANSWER =
  'Release notes\n\nWe use short branches and a guide.\n\nReview often\n\nShip small things';

const BLOCKS = [
  { tag: 'h2', text: 'Release notes' },
  { tag: 'p', text: 'We use short branches and a guide.' },
  { tag: 'ul>li', text: 'Review often' },
  { tag: 'ul>li', text: 'Ship small things' },
];
const MARKS = [
  { tag: 'b', text: 'short branches' },
  { tag: 'a', text: 'guide', href: 'https://example.com/guide' },
  { tag: 'i', text: 'often' },
];

/** From the first block (a heading) to the list's end; a paragraph after stays as it is. */
const FROM_FIRST_BLOCK: FormattingVariation = {
  name: "from the editor's first block (a heading) over a paragraph and a list",
  html: CONTENT + '<p>After the passage.</p>',
  from: 'Release notes',
  to: 'Ship small',
  apiText: API_TEXT,
  answer: ANSWER,
  after: { blocks: [...BLOCKS, { tag: 'p', text: 'After the passage.' }], marks: MARKS },
};

/** The whole editor: its first block to its last. */
const WHOLE_EDITOR: FormattingVariation = {
  name: 'the whole editor selected',
  html: CONTENT,
  from: 'Release notes',
  to: 'Ship small',
  apiText: API_TEXT,
  answer: ANSWER,
  after: { blocks: BLOCKS, marks: MARKS },
};

/** The first block and the paragraph after it, whole, with `next` after them (Gecko's case). */
function fromFirstBlockBefore(name: string, next: string, nextBlocks: VariationBlock[]) {
  return {
    name: `from the editor's first block, ending right before ${name}`,
    html:
      '<p>We utilize <b>short branches</b> daily.</p><p>Reviews are <i>really</i> quick.</p>' +
      next +
      '<p>After the passage.</p>',
    from: 'We utilize',
    to: 'quick.',
    apiText: 'We utilize short branches daily.\n\nReviews are really quick.',
    answer: 'We use short branches daily.\n\nReviews are really fast.',
    after: {
      blocks: [
        { tag: 'p', text: 'We use short branches daily.' },
        { tag: 'p', text: 'Reviews are really fast.' },
        ...nextBlocks,
        { tag: 'p', text: 'After the passage.' },
      ],
      marks: [
        { tag: 'b', text: 'short branches' },
        { tag: 'i', text: 'really' },
      ],
    },
  } satisfies FormattingVariation;
}

const BEFORE_HEADING = fromFirstBlockBefore('a heading', '<h2>Next steps</h2>', [
  { tag: 'h2', text: 'Next steps' },
]);
const BEFORE_LIST = fromFirstBlockBefore('a list', '<ul><li>Plan</li><li>Ship</li></ul>', [
  { tag: 'ul>li', text: 'Plan' },
  { tag: 'ul>li', text: 'Ship' },
]);

export const TINYMCE_VARIATIONS: VariationOptions = {
  more: [FROM_FIRST_BLOCK, WHOLE_EDITOR, BEFORE_HEADING, BEFORE_LIST],
  // Gecko's Delete leaves the emptied first block, and a range ending at the list's first item
  // would join that item: no range gives the blocks their kinds (tinymce-paste.ts), refused.
  // TinyMCE records that paste as two undo levels that read the same (the bare <br> made a
  // <p><br></p>): both are undone (restore-text.ts), the original back whole, marks included.
  refusedIn: { firefox: [BEFORE_LIST.name] },
};
