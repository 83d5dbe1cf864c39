/**
 * DOM fixtures for the shaped-paste unit tests (families/*-paste.test.ts, happy-dom): an
 * editor body, a range over its words, and fragments in and out of markup.
 */

/** The editor's body holding `html`, and a range from `from`'s first letter to `to`'s last. */
export function rangeInEditor(html: string, from: string, to: string) {
  document.body.innerHTML = `<div id="r">${html}</div>`;
  const root = document.getElementById('r')!;
  const texts: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
  const a = texts.find((t) => t.data.includes(from))!;
  const b = texts.find((t) => t.data.includes(to))!;
  const range = document.createRange();
  range.setStart(a, a.data.indexOf(from));
  range.setEnd(b, b.data.indexOf(to) + to.length);
  return { root, range };
}

export function fragmentOf(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

export function htmlOf(fragment: DocumentFragment): string {
  const div = document.createElement('div');
  div.append(fragment.cloneNode(true));
  return div.innerHTML;
}
