/**
 * Slate's place in issue 25's variations (formatting-variation-scenarios.ts), both browsers.
 * Its docs' paste-html inserts the pasted blocks with `Transforms.insertFragment`; the write
 * deletes the selection first (lib/editors/families/slate.ts), so at a top-level block the
 * delete empties, the pasted blocks replace it whole; from inside a list the paste starts at
 * the block before the list (lib/editors/families/slate-list-paste.ts). Variations of
 * Slate's own: a passage across paragraphs, each with marks; the mid-list selection from
 * inside the item's text; a list's items only; and the mid-list selection from a list that is
 * the editor's first block (refused).
 */
import type { FormattingVariation } from './formatting-variations';
import type { VariationOptions } from './formatting-variation-scenarios';
import { LIST_EDGE_VARIATIONS, NESTED_ITEMS_ONLY, NESTED_LIST_ITEMS } from './list-edge-variations';

/** Three paragraphs with marks on each, selected from the first's start to the last's end. */
const PARAGRAPHS: FormattingVariation = {
  name: 'paragraphs with marks (blocks of one kind)',
  html:
    '<p>Before the passage.</p>' +
    '<p>We utilize <b>short branches</b> and a ' +
    '<a href="https://example.com/guide" title="Guide">written guide</a>.</p>' +
    '<p>Reviews are <i>really</i> quick.</p>' +
    '<p>We leverage <code>git rebase</code> to keep <b>history</b> tidy.</p>' +
    '<p>After the passage.</p>',
  from: 'We utilize',
  to: 'tidy.',
  apiText:
    'We utilize short branches and a written guide.\n\nReviews are really quick.\n\n' +
    'We leverage git rebase to keep history tidy.',
  answer:
    'We use short branches and a written guide.\n\nReviews are really fast.\n\n' +
    'We draw on git rebase to keep history tidy.',
  after: {
    blocks: [
      { tag: 'p', text: 'Before the passage.' },
      { tag: 'p', text: 'We use short branches and a written guide.' },
      { tag: 'p', text: 'Reviews are really fast.' },
      { tag: 'p', text: 'We draw on git rebase to keep history tidy.' },
      { tag: 'p', text: 'After the passage.' },
    ],
    marks: [
      { tag: 'b', text: 'short branches' },
      { tag: 'a', text: 'written guide', href: 'https://example.com/guide' },
      { tag: 'i', text: 'really' },
      { tag: 'code', text: 'git rebase' },
      { tag: 'b', text: 'history' },
    ],
  },
};

/**
 * The list of issue 25's "selection starting mid-list" as the editor's first block: there is
 * no paragraph or heading before it for the paste to start at (slate-list-paste.ts).
 */
const FIRST_BLOCK_LIST: FormattingVariation = {
  name: "a list that is the editor's first block, from its second item",
  html:
    '<ul><li>Plan the week</li><li>We leverage <b>short branches</b> daily</li>' +
    '<li>Review often</li></ul>' +
    '<p>The team will utilize this list every week.</p>' +
    '<p>After the passage.</p>',
  from: 'We leverage',
  to: 'every week.',
  apiText:
    'We leverage short branches daily\n\nReview often\n\n' +
    'The team will utilize this list every week.',
  answer:
    'We draw on short branches daily\n\nReview often\n\n' +
    'The team will use this list every week.',
  after: {
    blocks: [
      { tag: 'ul>li', text: 'Plan the week' },
      { tag: 'ul>li', text: 'We draw on short branches daily' },
      { tag: 'ul>li', text: 'Review often' },
      { tag: 'p', text: 'The team will use this list every week.' },
      { tag: 'p', text: 'After the passage.' },
    ],
    marks: [{ tag: 'b', text: 'short branches' }],
  },
};

/** Issue 25's mid-list selection starting inside the item's text: its words before stay. */
const INSIDE_ITEM: FormattingVariation = {
  name: "a selection from inside a list item's text",
  html:
    '<p>Before the passage.</p>' +
    '<ul><li>Plan the week</li><li>We leverage <b>short branches</b> daily</li>' +
    '<li>Review often</li></ul>' +
    '<p>The team will utilize this list every week.</p>' +
    '<p>After the passage.</p>',
  from: 'leverage',
  to: 'every week.',
  apiText:
    'leverage short branches daily\n\nReview often\n\n' +
    'The team will utilize this list every week.',
  answer: 'draw on short branches daily\n\nReview often\n\nThe team will use this list weekly.',
  after: {
    blocks: [
      { tag: 'p', text: 'Before the passage.' },
      { tag: 'ul>li', text: 'Plan the week' },
      { tag: 'ul>li', text: 'We draw on short branches daily' },
      { tag: 'ul>li', text: 'Review often' },
      { tag: 'p', text: 'The team will use this list weekly.' },
      { tag: 'p', text: 'After the passage.' },
    ],
    marks: [{ tag: 'b', text: 'short branches' }],
  },
};

/** A list's items only, in a list that is the editor's first block: pasted as bare items. */
const ITEMS_ONLY: FormattingVariation = {
  name: "a list's items only, from its second item (the editor's first block)",
  html:
    '<ul><li>Plan the week</li><li>We leverage <b>short branches</b> daily</li>' +
    '<li>Review often</li></ul>' +
    '<p>The team will utilize this list every week.</p>' +
    '<p>After the passage.</p>',
  from: 'We leverage',
  to: 'Review often',
  apiText: 'We leverage short branches daily\n\nReview often',
  answer: 'We draw on short branches daily\n\nReview it often',
  after: {
    blocks: [
      { tag: 'ul>li', text: 'Plan the week' },
      { tag: 'ul>li', text: 'We draw on short branches daily' },
      { tag: 'ul>li', text: 'Review it often' },
      { tag: 'p', text: 'The team will utilize this list every week.' },
      { tag: 'p', text: 'After the passage.' },
    ],
    marks: [{ tag: 'b', text: 'short branches' }],
  },
};

export const SLATE_VARIATIONS: VariationOptions = {
  // Slate's delete keeps the emptied first list item, and the pasted list and paragraph land
  // inside its list (a list in a list), with no block before the list to paste from:
  // verification refuses it. The list edges: list-edge-variations.ts.
  refused: [FIRST_BLOCK_LIST.name],
  more: [
    PARAGRAPHS,
    INSIDE_ITEM,
    ITEMS_ONLY,
    FIRST_BLOCK_LIST,
    ...LIST_EDGE_VARIATIONS,
    NESTED_ITEMS_ONLY,
    NESTED_LIST_ITEMS,
  ],
};
