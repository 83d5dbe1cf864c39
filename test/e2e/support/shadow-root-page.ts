/**
 * The shadow-root test page (test/pages/shadow-root): a web component holding a textarea and
 * a contenteditable in its open shadow root. Selects and reads them through any driver.
 */
import type { PageFrame } from './page-driver';

/** The shadow root's textarea ('field') or its contenteditable ('editable'). */
export type ShadowPart = 'field' | 'editable';

/**
 * Selects [start, end) of the textarea, or of the contenteditable's first paragraph, as the
 * user would: focused, through the document's selection (which in both browsers accepts
 * nodes inside an open shadow root).
 */
export function selectInShadow(
  top: PageFrame,
  part: ShadowPart,
  span: { start: number; end: number },
): Promise<void> {
  return top.evaluate(
    ({ part, start, end }) => {
      const shadow = document.querySelector('#box')!.shadowRoot!;
      if (part === 'field') {
        const area = shadow.querySelector('textarea')!;
        area.focus();
        area.setSelectionRange(start, end);
        return;
      }
      const editable = shadow.querySelector<HTMLElement>('#editable')!;
      const first = editable.querySelector('p')!.firstChild!;
      editable.focus();
      document.getSelection()!.setBaseAndExtent(first, start, first, end);
    },
    { part, ...span },
  );
}

/** The textarea's value, or the contenteditable's paragraphs joined with "\n". */
export function shadowText(top: PageFrame, part: ShadowPart): Promise<string> {
  return top.evaluate((part) => {
    const shadow = document.querySelector('#box')!.shadowRoot!;
    if (part === 'field') return shadow.querySelector('textarea')!.value;
    return Array.from(shadow.querySelectorAll('#editable > p'))
      .map((p) => (p.textContent ?? '').replace(/\u00a0/g, ' '))
      .join('\n');
  }, part);
}
