/**
 * Trix (Basecamp's editor, Rails' Action Text): a <trix-editor> that copies its HTML into the
 * hidden form field named by its `input` attribute after every change; that field is what
 * the form submits. Its model is its document (one block per paragraph).
 */
import 'trix';
import 'trix/dist/trix.css';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';
import { htmlBlocksText } from '../shared/html-text';

interface TrixDocument {
  toString(): string;
}
interface TrixElement extends HTMLElement {
  editor: {
    getDocument(): TrixDocument;
    loadHTML(html: string): void;
    setSelectedRange(range: [number, number]): void;
  };
}

const field = document.querySelector<HTMLInputElement>('#body')!;
field.value = SAMPLE_PARAGRAPHS.map((t) => `<div>${t}</div>`).join('');
const element = document.querySelector<TrixElement>('trix-editor')!;
element.addEventListener('trix-initialize', () => {
  exposeEditor('trix', {
    getText: () => element.editor.getDocument().toString().replace(/\n$/, ''),
    getSubmitted: () => htmlBlocksText(field.value),
    setHtml: (html) => element.editor.loadHTML(html),
  });
});
