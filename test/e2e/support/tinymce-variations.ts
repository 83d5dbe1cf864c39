/**
 * TinyMCE's own variations (formatting-variation-scenarios.ts), both browsers: a selection
 * from the editor's first block, a heading, over a paragraph and a list, with a paragraph
 * after it; and the whole editor selected. Its paste deletes the selection with the browser's
 * Delete, then inserts at the caret (lib/editors/families/tinymce-paste.ts): with no block
 * before, the range cannot start at the end of one (docs/editors.md note ¹⁰).
 */
import type { FormattingVariation } from './formatting-variations';
import type { VariationOptions } from './formatting-variation-scenarios';

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

export const TINYMCE_VARIATIONS: VariationOptions = {
  more: [FROM_FIRST_BLOCK, WHOLE_EDITOR],
};
