/**
 * A marked selection across an empty paragraph (a heading, an empty <p><br></p>, a paragraph
 * with a bold phrase), for the plain contenteditable in both browsers (formatting-editors.e2e.ts
 * in e2e/ and e2e-firefox/). The empty paragraph is not sent and must stay where it was: an
 * empty block counts (lib/editors/formatting/capture-dom.ts). It starts with a heading because
 * a fragment starting with a paragraph is refused in Chromium (docs/editors.md note ⁵).
 */
import { AFTER_HTML, BEFORE_HTML, type EditorShape } from './formatted-passage';

export const EMPTY_PARAGRAPH_HTML =
  BEFORE_HTML +
  '<h2>How we utilize the tools</h2><p><br></p><p>You can <b>utilize the new flow</b> today.</p>' +
  AFTER_HTML;

/** What the API must receive: the heading and the paragraph, a blank line apart. */
export const EMPTY_PARAGRAPH_API_TEXT =
  'How we utilize the tools\n\nYou can utilize the new flow today.';

/** Selects from the heading's start to the bold paragraph's end (in the page). */
export function selectAcrossEmptyInPage(selector: string): void {
  const first = document.querySelector(`${selector} > h2`)!.firstChild!;
  const last = document.querySelectorAll(`${selector} > p`)[2]!.lastChild as Text;
  (document.querySelector(selector) as HTMLElement).focus();
  document.getSelection()!.setBaseAndExtent(first, 0, last, last.data.length);
}

/** The shape after the rewrite: the empty paragraph still between heading and paragraph. */
export function expectedAcrossEmpty(rewrite: string): EditorShape {
  const [heading = '', paragraph = ''] = rewrite.split('\n\n');
  return {
    blocks: [
      { tag: 'p', text: 'Before the passage.' },
      { tag: 'h2', text: heading },
      { tag: 'p', text: '' },
      { tag: 'p', text: paragraph },
      { tag: 'p', text: 'After the passage.' },
    ],
    marks: [{ tag: 'b', text: 'use the new flow' }],
  };
}
