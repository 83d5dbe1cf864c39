// A plain contenteditable (mail composers, comment boxes): no editor library, the browser's
// own editing and undo. Its "model" is its DOM, one line per paragraph.
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';
import { htmlBlocksText } from '../shared/html-text';

const root = document.querySelector<HTMLElement>('#editor')!;
root.innerHTML = SAMPLE_PARAGRAPHS.map((t) => `<p>${t}</p>`).join('');
exposeEditor('contenteditable', {
  getText: () => htmlBlocksText(root.innerHTML),
  getData: () => root.innerHTML,
  setHtml: (html) => void (root.innerHTML = html),
});
