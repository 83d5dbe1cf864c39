/**
 * The formatted passage of issue 25 and what must survive its rewrite, shared by the
 * formatting e2e files: a heading; a paragraph with bold, italic, a link (href and title) and
 * inline code; a 3-item bulleted list, one item bold; a plain paragraph before and after (not
 * selected). The words the reference server rewrites ("utilize" → "use", "leverage" → "use")
 * are in the heading, the bold phrase and the bold list item, so a lost mark shows.
 */

export const BEFORE_HTML = '<p>Before the passage.</p>';
export const AFTER_HTML = '<p>After the passage.</p>';

export const PASSAGE_HTML =
  '<h2>How we utilize the tools</h2>' +
  '<p>You can <b>utilize the new flow</b> to <i>really</i> speed things up; read ' +
  '<a href="https://example.com/setup" title="Setup">the setup guide</a> and run ' +
  '<code>git commit --amend</code> when done.</p>' +
  '<ul><li>We leverage <b>short branches</b> daily</li><li>Review often</li><li>Ship small</li></ul>';

/** What the API must receive: plain text, blocks apart by blank lines, no markup, no href. */
export const PASSAGE_API_TEXT =
  'How we utilize the tools\n\n' +
  'You can utilize the new flow to really speed things up; read the setup guide and run ' +
  'git commit --amend when done.\n\n' +
  'We leverage short branches daily\n\nReview often\n\nShip small';

/** One block of the editor as the test reads it: its tag path and its text. */
export interface BlockShape {
  tag: string;
  text: string;
}

/** One mark: its tag, its text, and (links) its href and title. */
export interface MarkShape {
  tag: string;
  text: string;
  href?: string | null;
  title?: string | null;
}

export interface EditorShape {
  blocks: BlockShape[];
  marks: MarkShape[];
}

/**
 * The editor's structure (runs in the page): leaf blocks in order ("ul>li" for list items) and
 * inline marks, of the editor or of an HTML string (what a form posts). Self-contained so both
 * drivers' evaluate can run it.
 */
export function shapeOfInPage(source: { selector: string } | { html: string }): EditorShape {
  let root: Element | DocumentFragment;
  if ('html' in source) {
    // Parsed inert (a template runs nothing): what a form posted, read as the page would.
    const template = document.createElement('template');
    template.innerHTML = source.html;
    root = template.content;
  } else root = document.querySelector(source.selector)!;
  const blocks: { tag: string; text: string }[] = [];
  const marks: { tag: string; text: string; href?: string | null; title?: string | null }[] = [];
  const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ').trim();
  for (const el of Array.from(root.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li'))) {
    const tag = el.tagName.toLowerCase();
    // A list item's own paragraph (ProseMirror's <li><p>) is the item, not a block of its own.
    if (tag === 'p' && el.parentElement?.tagName === 'LI') continue;
    // Quill 2 draws every list as <ol> and says the kind on the item (data-list="bullet").
    const list = () =>
      el.getAttribute('data-list') === 'bullet' ? 'ul' : el.parentElement!.tagName.toLowerCase();
    blocks.push({
      tag: tag === 'li' ? `${list()}>li` : tag,
      text: text(el),
    });
  }
  // The kind of mark, however spelled (<strong> is bold as <b> is).
  const kinds: Record<string, string> = { strong: 'b', em: 'i', del: 's', strike: 's' };
  const markTags = 'b, strong, i, em, a, code, u, s, del, strike';
  for (const el of Array.from(root.querySelectorAll(markTags))) {
    const name = el.tagName.toLowerCase();
    const tag = kinds[name] ?? name;
    // One mark spelled twice (Lexical's HTML export writes bold as <b><strong>…</strong></b>).
    const outer = el.parentElement;
    const outerName = outer?.tagName.toLowerCase() ?? '';
    if (outer && (kinds[outerName] ?? outerName) === tag && text(outer) === text(el)) continue;
    const mark: { tag: string; text: string; href?: string | null; title?: string | null } = {
      tag,
      text: text(el),
    };
    if (tag === 'a') {
      mark.href = el.getAttribute('href');
      mark.title = el.getAttribute('title');
    }
    marks.push(mark);
  }
  return { blocks, marks };
}

/**
 * The shape the passage must have after the rewrite: the rewrite's paragraphs in the blocks
 * they came from, and every mark on the same words (their words are kept by the rewrite).
 */
export function expectedShape(rewrite: string, linkTitle: string | null = 'Setup'): EditorShape {
  const [heading = '', paragraph = '', ...items] = rewrite.split('\n\n');
  return {
    blocks: [
      { tag: 'p', text: 'Before the passage.' },
      { tag: 'h2', text: heading },
      { tag: 'p', text: paragraph },
      ...items.map((item) => ({ tag: 'ul>li', text: item })),
      { tag: 'p', text: 'After the passage.' },
    ],
    marks: [
      { tag: 'b', text: 'use the new flow' },
      { tag: 'i', text: 'really' },
      { tag: 'a', text: 'the setup guide', href: 'https://example.com/setup', title: linkTitle },
      { tag: 'code', text: 'git commit --amend' },
      { tag: 'b', text: 'short branches' },
    ],
  };
}

/** Fills the editor with the passage between a paragraph before and after (in the page). */
export function fillEditorInPage([selector, html]: readonly [string, string]): void {
  const root = document.querySelector<HTMLElement>(selector)!;
  root.innerHTML = html;
}

/** Selects the passage: from the start of its heading to the end of its last list item. */
export function selectPassageInPage(selector: string): void {
  const root = document.querySelector<HTMLElement>(selector)!;
  const heading = root.querySelector('h2')!;
  const items = root.querySelectorAll('li');
  const last = items[items.length - 1]!;
  root.focus();
  const range = document.createRange();
  range.setStart(heading.firstChild!, 0);
  range.setEnd(last.firstChild!, (last.firstChild as Text).data.length);
  const sel = document.getSelection()!;
  sel.removeAllRanges();
  sel.addRange(range);
}
