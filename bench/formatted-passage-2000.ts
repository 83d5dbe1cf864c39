/**
 * The ~2,000-word passage of the formatted-write bench (issue 25, point 5), twice over: as
 * formatted blocks (a heading, a paragraph with bold, italic, a link and inline code, a
 * 3-item bulleted list with one bold item, repeated) and as the very same words in plain
 * paragraphs, one per block. Deterministic, so both sides send the same words and the
 * reference server (deterministic too) rewrites them alike: every section holds words it
 * rewrites ("utilize", "leverage"), inside marks as well as outside.
 */

const FILLER = [
  'teams',
  'review',
  'the',
  'changes',
  'before',
  'they',
  'ship',
  'small',
  'steps',
  'often',
  'with',
  'care',
  'and',
  'clear',
  'notes',
  'for',
  'every',
  'reader',
];

/** `count` filler words starting at `seed`, joined by spaces. */
const words = (seed: number, count: number) =>
  Array.from({ length: count }, (_, i) => FILLER[(seed * 7 + i * 5) % FILLER.length]).join(' ');

/** One section as HTML blocks and as the same blocks' plain text. ~100 words. */
function section(i: number): { html: string; texts: string[] } {
  const heading = `Section ${i + 1}: how we utilize the tools`;
  const bold = `utilize the new flow`;
  const italic = 'really';
  const link = 'the setup guide';
  const code = `git commit --amend -m s${i}`;
  const lead = words(i, 20);
  const middle = words(i + 1, 18);
  const tail = words(i + 2, 16);
  const paragraphHtml =
    `${lead} you can <b>${bold}</b> to <i>${italic}</i> speed things up; ${middle} read ` +
    `<a href="https://example.com/setup/${i}" title="Setup">${link}</a> and run ` +
    `<code>${code}</code> when done, ${tail}.`;
  const paragraphText =
    `${lead} you can ${bold} to ${italic} speed things up; ${middle} read ${link} and run ` +
    `${code} when done, ${tail}.`;
  const items = [
    { html: `We leverage <b>short branches</b> ${words(i + 3, 4)}`, text: '' },
    { html: `Review often ${words(i + 4, 5)}`, text: '' },
    { html: `Ship small ${words(i + 5, 5)}`, text: '' },
  ].map((item) => ({ ...item, text: item.html.replace(/<\/?b>/g, '') }));
  return {
    html:
      `<h2>${heading}</h2><p>${paragraphHtml}</p>` +
      `<ul>${items.map((item) => `<li>${item.html}</li>`).join('')}</ul>`,
    texts: [heading, paragraphText, ...items.map((item) => item.text)],
  };
}

export interface BenchPassage {
  /** The formatted blocks (headings, marked paragraphs, lists). */
  formattedHtml: string;
  /** The same words, one plain <p> per block. */
  plainHtml: string;
  /** Words (runs of non-space) in either. */
  words: number;
}

/** The passage with at least `minWords` words. */
export function benchPassage(minWords: number): BenchPassage {
  let formattedHtml = '';
  const texts: string[] = [];
  let count = 0;
  for (let i = 0; count < minWords; i += 1) {
    const next = section(i);
    formattedHtml += next.html;
    texts.push(...next.texts);
    count += next.texts.join(' ').split(/\s+/).length;
  }
  const plainHtml = texts.map((text) => `<p>${text}</p>`).join('');
  return { formattedHtml, plainHtml, words: count };
}
