/**
 * Lists at the edges of what the list pastes shape (families/slate-list-paste.ts,
 * ckeditor5-list-paste.ts), run in Slate and CKEditor 5 in both browsers
 * (formatting-variation-suites.ts): a selection starting in a nested list item and running
 * past the list into a paragraph, and a selection from a list's second item when the block
 * before the list is a quote (the paste starts at the paragraph before the quote). Slate's own
 * (slate-variations.ts): a list's items only from a nested item, up to a top-level item that
 * ends the list, and inside the nested list.
 */
import { FORMATTING_VARIATIONS, type FormattingVariation } from './formatting-variations';

const BEFORE = '<p>Before the passage.</p>';
const AFTER = '<p>After the passage.</p>';
const P_BEFORE = { tag: 'p', text: 'Before the passage.' };
const P_AFTER = { tag: 'p', text: 'After the passage.' };

/** From a nested item's start, over the rest of the list, into the paragraph after it. */
export const FROM_NESTED_ITEM: FormattingVariation = {
  name: 'a selection from a nested list item into the paragraph after the list',
  html:
    BEFORE +
    '<ul><li>Plan the week<ul><li>We leverage <b>short branches</b> daily</li>' +
    '<li>Review often</li></ul></li><li>Ship small</li></ul>' +
    '<p>The team will utilize this list every week.</p>' +
    AFTER,
  from: 'We leverage',
  to: 'every week.',
  apiText:
    'We leverage short branches daily\n\nReview often\n\nShip small\n\n' +
    'The team will utilize this list every week.',
  answer:
    'We draw on short branches daily\n\nReview often\n\nShip small\n\n' +
    'The team will use this list every week.',
  after: {
    blocks: [
      P_BEFORE,
      { tag: 'ul>li', text: 'Plan the week' },
      { tag: 'ul>ul>li', text: 'We draw on short branches daily' },
      { tag: 'ul>ul>li', text: 'Review often' },
      { tag: 'ul>li', text: 'Ship small' },
      { tag: 'p', text: 'The team will use this list every week.' },
      P_AFTER,
    ],
    marks: [{ tag: 'b', text: 'short branches' }],
  },
};

const NESTED_LIST =
  '<ul><li>Plan the week<ul><li>We leverage <b>short branches</b> daily</li>' +
  '<li>Review often</li></ul></li><li>Ship small</li></ul>';

/** A list's items only, from a nested item's start: to a later top-level item's end. */
export const NESTED_ITEMS_ONLY: FormattingVariation = {
  name: "a list's items only, from a nested item to a top-level item",
  html: BEFORE + NESTED_LIST + AFTER,
  from: 'We leverage',
  to: 'Ship small',
  apiText: 'We leverage short branches daily\n\nReview often\n\nShip small',
  answer: 'We draw on short branches daily\n\nReview often\n\nShip small things',
  after: {
    blocks: [
      P_BEFORE,
      { tag: 'ul>li', text: 'Plan the week' },
      { tag: 'ul>ul>li', text: 'We draw on short branches daily' },
      { tag: 'ul>ul>li', text: 'Review often' },
      { tag: 'ul>li', text: 'Ship small things' },
      P_AFTER,
    ],
    marks: [{ tag: 'b', text: 'short branches' }],
  },
};

/** A nested list's items only: from a nested item's start to its last item's end. */
export const NESTED_LIST_ITEMS: FormattingVariation = {
  ...NESTED_ITEMS_ONLY,
  name: "a nested list's items only",
  to: 'Review often',
  apiText: 'We leverage short branches daily\n\nReview often',
  answer: 'We draw on short branches daily\n\nReview it often',
  after: {
    ...NESTED_ITEMS_ONLY.after,
    blocks: NESTED_ITEMS_ONLY.after.blocks.map((b) =>
      b.text === 'Review often'
        ? { ...b, text: 'Review it often' }
        : b.text === 'Ship small things'
          ? { ...b, text: 'Ship small' }
          : b,
    ),
  },
};

/**
 * Issue 25's mid-list selection (formatting-variations.ts), its list right after a quote: from
 * the list's second item into the paragraph after it.
 */
function afterQuote(midList: FormattingVariation): FormattingVariation {
  const quote = { tag: 'blockquote', text: 'Ship small and often.' };
  const [first, ...rest] = midList.after.blocks;
  return {
    ...midList,
    name: 'a selection starting mid-list, the list right after a quote',
    html: midList.html.replace('<ul>', `<blockquote><p>${quote.text}</p></blockquote><ul>`),
    after: { ...midList.after, blocks: [first!, quote, ...rest] },
  };
}

export const LIST_AFTER_QUOTE = afterQuote(
  FORMATTING_VARIATIONS.find((v) => v.name === 'a selection starting mid-list')!,
);

export const LIST_EDGE_VARIATIONS = [FROM_NESTED_ITEM, LIST_AFTER_QUOTE];

/**
 * CKEditor 5's options: the list edges kept (the quote case: the paste starts at the end of the
 * paragraph before the quote and holds the quote again, paste-blocks.ts startBefore; Copy
 * before), and Slate's items-only variations from a nested item refused (Copy, the model
 * unchanged; measured in 48.5, both browsers): ckeditor5-list-paste.ts takes a paste of list
 * items only as it is.
 */
export const CKEDITOR5_LIST_EDGE_OPTIONS = {
  refused: [NESTED_ITEMS_ONLY.name, NESTED_LIST_ITEMS.name],
  more: [...LIST_EDGE_VARIATIONS, NESTED_ITEMS_ONLY, NESTED_LIST_ITEMS],
} as const;
