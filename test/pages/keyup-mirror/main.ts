/**
 * What many sites write by hand around a contenteditable: its HTML is copied into the hidden
 * field the form submits on keyup (after each keystroke), not on input. A write that does
 * not end with a keyup leaves the old text in the field, and Send sends it.
 * `?mirror=trusted`: only a real keyup (isTrusted) copies, as a page that ignores synthetic
 * events would: no write from an extension ever reaches the field.
 */
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';
import { htmlBlocksText } from '../shared/html-text';

const trustedOnly = new URLSearchParams(location.search).get('mirror') === 'trusted';
const root = document.querySelector<HTMLElement>('#editor')!;
const field = document.querySelector<HTMLInputElement>('#body')!;
root.innerHTML = SAMPLE_PARAGRAPHS.map((t) => `<p>${t}</p>`).join('');
const mirror = () => {
  field.value = root.innerHTML;
};
mirror();
root.addEventListener('keyup', (event) => {
  if (!trustedOnly || event.isTrusted) mirror();
});
exposeEditor('keyup-mirror', {
  getText: () => htmlBlocksText(root.innerHTML),
  getSubmitted: () => htmlBlocksText(field.value),
});
