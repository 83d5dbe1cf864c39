/**
 * Slate's place in issue 25's variations (formatting-variation-scenarios.ts), both browsers.
 * Its docs' paste-html inserts the pasted blocks with `Transforms.insertFragment`; the write
 * deletes the selection first (lib/editors/families/slate.ts), so at a top-level block the
 * delete empties, the pasted blocks replace it whole. One variation of Slate's own: a passage
 * across paragraphs, each with marks.
 */
import type { FormattingVariation } from './formatting-variations';
import type { VariationOptions } from './formatting-variation-scenarios';

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

export const SLATE_VARIATIONS: VariationOptions = {
  // From a list's second item: the delete leaves an emptied list item, and the pasted list
  // and paragraph land inside its list (a list in a list): verification refuses it.
  refused: ['a selection starting mid-list'],
  more: [PARAGRAPHS],
};
