/**
 * A formatted passage of <div> lines, as a plain contenteditable holds them after the user
 * pressed Enter in Chromium (and as many sites' editors hold them): a heading, a <div> with a
 * bold phrase and a link, a <div> with a line break inside, a bulleted list, a <div> after it.
 * Each line must stay the element it was (a <div>, its <br> too): a <p> in its place changes
 * what the page submits. Run in both browsers (formatting-div-lines.e2e.ts in e2e/ and
 * e2e-firefox/); the rewrite is scripted (the server's `answerNext`), its words in the blocks
 * they came from.
 */

export const DIV_LINES_HTML =
  '<div>Before the passage.</div>' +
  '<h2>How we utilize the tools</h2>' +
  '<div>You can <b>utilize the new flow</b> to read ' +
  '<a href="https://example.com/setup" title="Setup">the setup guide</a> today.</div>' +
  '<div>Leverage it daily,<br>and ship it small.</div>' +
  '<ul><li>We leverage <b>short branches</b> daily</li><li>Review often</li></ul>' +
  '<div>The team will utilize this every week.</div>' +
  '<div>After the passage.</div>';

/** The selected blocks' texts after the heading (a selection may start there or before). */
const FROM_DIV = [
  'You can utilize the new flow to read the setup guide today.',
  'Leverage it daily,\nand ship it small.',
  'We leverage short branches daily',
  'Review often',
  'The team will utilize this every week.',
];
const FROM_DIV_REWRITE = [
  'You can use the new flow to read the setup guide now.',
  'Draw on it daily,\nand ship it small.',
  'We draw on short branches daily',
  'Review often',
  'The team will use this every week.',
];

export interface DivLinesCase {
  name: string;
  /** The editor's content (DIV_LINES_HTML unless given). */
  html?: string;
  /** Selected from the start of the text node holding `from` to the end of the one ending `to`. */
  from: string;
  to?: string;
  apiText: string;
  answer: string;
  /** The editor's blocks after the write: tag and text ("\n" for a <br>). */
  blocks: { tag: string; text: string }[];
  /** The marks after the write (DIV_LINES_MARKS unless given). */
  marks?: { tag: string; text: string; href?: string; title?: string }[];
}

const block = (tag: string, text: string) => ({ tag, text });
const afterHeading = (heading: { tag: string; text: string }) => [
  block('div', 'Before the passage.'),
  heading,
  block('div', FROM_DIV_REWRITE[0]!),
  block('div', FROM_DIV_REWRITE[1]!),
  block('ul>li', FROM_DIV_REWRITE[2]!),
  block('ul>li', FROM_DIV_REWRITE[3]!),
  block('div', FROM_DIV_REWRITE[4]!),
  block('div', 'After the passage.'),
];

export const DIV_LINES_CASES: readonly DivLinesCase[] = [
  {
    name: 'from a heading',
    from: 'How we utilize',
    apiText: ['How we utilize the tools', ...FROM_DIV].join('\n\n'),
    answer: ['How we use the tools', ...FROM_DIV_REWRITE].join('\n\n'),
    blocks: afterHeading(block('h2', 'How we use the tools')),
  },
  {
    name: 'from a <div> line',
    from: 'You can',
    apiText: FROM_DIV.join('\n\n'),
    answer: FROM_DIV_REWRITE.join('\n\n'),
    blocks: afterHeading(block('h2', 'How we utilize the tools')),
  },
  {
    // Issue 25 point 1: a line break inside a paragraph (a <p>) is kept where it was.
    name: 'a <p> with a line break',
    html:
      '<p>Before the passage.</p><h2>How we utilize the tools</h2>' +
      '<p>Leverage it daily,<br>and ship <b>it</b> small.</p><p>After the passage.</p>',
    from: 'How we utilize',
    to: 'small.',
    apiText: 'How we utilize the tools\n\nLeverage it daily,\nand ship it small.',
    answer: 'How we use the tools\n\nDraw on it daily,\nand ship it small.',
    blocks: [
      block('p', 'Before the passage.'),
      block('h2', 'How we use the tools'),
      block('p', 'Draw on it daily,\nand ship it small.'),
      block('p', 'After the passage.'),
    ],
    marks: [{ tag: 'b', text: 'it' }],
  },
];

/** The marks after either case's write: on the same words, the link with href and title. */
export const DIV_LINES_MARKS = [
  { tag: 'b', text: 'use the new flow' },
  { tag: 'a', text: 'the setup guide', href: 'https://example.com/setup', title: 'Setup' },
  { tag: 'b', text: 'short branches' },
];

/**
 * The leaf blocks of the editor or of posted HTML (in the page): tag ("ul>li" for an item) and
 * text, a <br> read as "\n"; and the marks (bold however spelled, links with href and title).
 */
export function divLinesShapeInPage(source: { selector: string } | { html: string }) {
  let root: Element | DocumentFragment;
  if ('html' in source) {
    const template = document.createElement('template');
    template.innerHTML = source.html;
    root = template.content;
  } else root = document.querySelector(source.selector)!;
  const textOf = (el: Element): string => {
    let out = '';
    for (const node of Array.from(el.childNodes)) {
      if (node.nodeName === 'BR') out += '\n';
      else if (node.nodeType === 3) out += (node as Text).data;
      else if (node.nodeType === 1) out += textOf(node as Element);
    }
    return out
      .replace(/\u00a0/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n$/, '')
      .trim();
  };
  const blocks = Array.from(root.querySelectorAll('p, div, h1, h2, h3, li'))
    .filter((el) => !el.querySelector('p, div, h1, h2, h3, li'))
    .map((el) => ({
      tag:
        el.tagName === 'LI'
          ? `${el.parentElement!.tagName.toLowerCase()}>li`
          : el.tagName.toLowerCase(),
      text: textOf(el),
    }));
  const marks = Array.from(root.querySelectorAll('b, strong, a')).map((el) =>
    el.tagName === 'A'
      ? {
          tag: 'a',
          text: el.textContent,
          href: el.getAttribute('href'),
          title: el.getAttribute('title'),
        }
      : { tag: 'b', text: el.textContent },
  );
  return { blocks, marks };
}

/** Selects from the start of the text node holding `from` to the end of the one ending `to`. */
export function selectDivLinesInPage(arg: { selector: string; from: string; to: string }): void {
  const root = document.querySelector<HTMLElement>(arg.selector)!;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let first: Text | null = null;
  let last: Text | null = null;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n as Text;
    if (!first && text.data.startsWith(arg.from)) first = text;
    if (text.data.endsWith(arg.to)) last = text;
  }
  root.focus();
  document.getSelection()!.setBaseAndExtent(first!, 0, last!, last!.data.length);
}
