/**
 * Issue 25's own variations of the formatted passage (point 4), as data: a numbered list, a
 * nested list, a quote, a selection starting mid-list, and a link over a whole sentence the
 * rewrite drops, and a paragraph with a line break. Each is one editor content, what to select in it, the plain text the API
 * must receive, the rewrite the reference server is scripted to answer (`answerNext`), and
 * the structure the editor must then hold: blocks in order with their kind and nesting, and
 * every mark on its words. Run in every editor that keeps formatting, in both browsers, by
 * formatting-variation-scenarios.ts; the shape is read by formatting-variation-shape.ts.
 */
import type { VariationShape } from './formatting-variation-shape';

export interface FormattingVariation {
  name: string;
  /** The editor's whole content before the test. */
  html: string;
  /** The selection: from the start of the first text node holding `from` to the end of `to`. */
  from: string;
  to: string;
  /** What the extension must send: the selected blocks' texts, apart by blank lines. */
  apiText: string;
  /** The API's scripted answer (the server's own engine rewrites only a few words). */
  answer: string;
  /** The structure of the whole editor after the write (links: href; `title` when kept). */
  after: VariationShape;
  /** The card's line for a mark that could not be placed (issue 25), when there is one. */
  unplaced?: string;
}

const BEFORE = '<p>Before the passage.</p>';
const AFTER = '<p>After the passage.</p>';
const P_BEFORE = { tag: 'p', text: 'Before the passage.' };
const P_AFTER = { tag: 'p', text: 'After the passage.' };

export const FORMATTING_VARIATIONS: readonly FormattingVariation[] = [
  {
    name: 'a numbered list',
    html:
      BEFORE +
      '<p>Our release steps utilize three habits:</p>' +
      '<ol><li>We leverage <b>short branches</b> daily</li><li>Review <i>often</i></li>' +
      '<li>Ship small</li></ol>' +
      AFTER,
    from: 'Our release steps',
    to: 'Ship small',
    apiText:
      'Our release steps utilize three habits:\n\nWe leverage short branches daily\n\n' +
      'Review often\n\nShip small',
    answer:
      'Our release steps use three habits:\n\nWe draw on short branches every day\n\n' +
      'Review often\n\nShip small things',
    after: {
      blocks: [
        P_BEFORE,
        { tag: 'p', text: 'Our release steps use three habits:' },
        { tag: 'ol>li', text: 'We draw on short branches every day' },
        { tag: 'ol>li', text: 'Review often' },
        { tag: 'ol>li', text: 'Ship small things' },
        P_AFTER,
      ],
      marks: [
        { tag: 'b', text: 'short branches' },
        { tag: 'i', text: 'often' },
      ],
    },
  },
  {
    name: 'a nested list',
    html:
      BEFORE +
      '<p>We utilize two tools:</p>' +
      '<ul><li>A checker<ul><li>It runs a <i>linter</i> on save</li><li>It formats code</li>' +
      '</ul></li><li>A bot that ships small</li></ul>' +
      AFTER,
    from: 'We utilize two tools',
    to: 'A bot that ships small',
    apiText:
      'We utilize two tools:\n\nA checker\n\nIt runs a linter on save\n\nIt formats code\n\n' +
      'A bot that ships small',
    answer:
      'We use two tools:\n\nA checker\n\nIt runs a linter whenever you save\n\n' +
      'It tidies code\n\nA bot that ships small',
    after: {
      blocks: [
        P_BEFORE,
        { tag: 'p', text: 'We use two tools:' },
        { tag: 'ul>li', text: 'A checker' },
        { tag: 'ul>ul>li', text: 'It runs a linter whenever you save' },
        { tag: 'ul>ul>li', text: 'It tidies code' },
        { tag: 'ul>li', text: 'A bot that ships small' },
        P_AFTER,
      ],
      marks: [{ tag: 'i', text: 'linter' }],
    },
  },
  {
    name: 'a quote',
    html:
      BEFORE +
      '<p>As the guide says, we utilize a rule:</p>' +
      '<blockquote><p>Leverage <b>small steps</b> and ship them often.</p></blockquote>' +
      '<p>It is a good rule.</p>' +
      AFTER,
    from: 'As the guide says',
    to: 'It is a good rule.',
    apiText:
      'As the guide says, we utilize a rule:\n\n' +
      'Leverage small steps and ship them often.\n\nIt is a good rule.',
    answer:
      'As the guide says, we use a rule:\n\nTake small steps and ship them often.\n\n' +
      'It is a sound rule.',
    after: {
      blocks: [
        P_BEFORE,
        { tag: 'p', text: 'As the guide says, we use a rule:' },
        { tag: 'blockquote', text: 'Take small steps and ship them often.' },
        { tag: 'p', text: 'It is a sound rule.' },
        P_AFTER,
      ],
      marks: [{ tag: 'b', text: 'small steps' }],
    },
  },
  {
    name: 'a selection starting mid-list',
    html:
      BEFORE +
      '<ul><li>Plan the week</li><li>We leverage <b>short branches</b> daily</li>' +
      '<li>Review often</li></ul>' +
      '<p>The team will utilize this list every week.</p>' +
      AFTER,
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
        P_BEFORE,
        { tag: 'ul>li', text: 'Plan the week' },
        { tag: 'ul>li', text: 'We draw on short branches daily' },
        { tag: 'ul>li', text: 'Review often' },
        { tag: 'p', text: 'The team will use this list every week.' },
        P_AFTER,
      ],
      marks: [{ tag: 'b', text: 'short branches' }],
    },
  },
  {
    name: 'a link over a whole sentence the rewrite drops',
    html:
      BEFORE +
      '<h2>Release notes</h2>' +
      '<p><a href="https://example.com/notes">It is worth noting that builds got faster.</a> ' +
      'The team will utilize the new tool for every release.</p>' +
      '<ul><li>One <b>bold</b> item</li><li>Another item</li></ul>' +
      AFTER,
    from: 'Release notes',
    to: 'Another item',
    apiText:
      'Release notes\n\nIt is worth noting that builds got faster. The team will utilize the ' +
      'new tool for every release.\n\nOne bold item\n\nAnother item',
    answer:
      'Release notes\n\nThe team will use the new tool for every release.\n\n' +
      'One bold item\n\nAnother item',
    after: {
      blocks: [
        P_BEFORE,
        { tag: 'h2', text: 'Release notes' },
        { tag: 'p', text: 'The team will use the new tool for every release.' },
        { tag: 'ul>li', text: 'One bold item' },
        { tag: 'ul>li', text: 'Another item' },
        P_AFTER,
      ],
      marks: [{ tag: 'b', text: 'bold' }],
    },
    unplaced: 'link “It is worth noting that builds got faster.” (https://example.com/notes)',
  },
  {
    // Issue 25 point 1: a line break inside a block (Shift+Enter: a <br> in the paragraph, each
    // editor's own hard or soft break in its model) stays where it was, read as "\n".
    name: 'a paragraph with a line break',
    html:
      BEFORE +
      '<p>Leverage it daily,<br>and utilize it well.</p>' +
      '<p>We ship <b>small</b> changes.</p>' +
      AFTER,
    from: 'Leverage it daily',
    to: 'changes.',
    apiText: 'Leverage it daily,\nand utilize it well.\n\nWe ship small changes.',
    answer: 'Draw on it daily,\nand use it well.\n\nWe ship small changes often.',
    after: {
      blocks: [
        P_BEFORE,
        { tag: 'p', text: 'Draw on it daily,\nand use it well.' },
        { tag: 'p', text: 'We ship small changes often.' },
        P_AFTER,
      ],
      marks: [{ tag: 'b', text: 'small' }],
    },
  },
];

/**
 * Selects from the start of `from` to the end of `to` in the editor `root` (runs in the page).
 * Each string must lie inside one text node.
 */
export function selectVariationInPage(arg: { root: string; from: string; to: string }): void {
  const root = document.querySelector<HTMLElement>(arg.root)!;
  const find = (needle: string): [Text, number] => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const at = (n as Text).data.indexOf(needle);
      if (at >= 0) return [n as Text, at];
    }
    throw new Error(`"${needle}" is not in one text node of the editor`);
  };
  const [a, ao] = find(arg.from);
  const [b, bo] = find(arg.to);
  root.focus();
  document.getSelection()!.setBaseAndExtent(a, ao, b, bo + arg.to.length);
}
