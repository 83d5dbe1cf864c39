/**
 * A web component (as in Salesforce, YouTube's comment box, many design systems) holding a
 * textarea and a contenteditable in its open shadow root.
 */
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

class CommentBox extends HTMLElement {
  connectedCallback(): void {
    const shadow = this.attachShadow({ mode: 'open' });
    const area = document.createElement('textarea');
    area.id = 'field';
    area.rows = 6;
    area.cols = 80;
    area.value = SAMPLE_PARAGRAPHS.join('\n');
    const editable = document.createElement('div');
    editable.id = 'editable';
    editable.contentEditable = 'true';
    editable.innerHTML = SAMPLE_PARAGRAPHS.map((t) => `<p>${t}</p>`).join('');
    shadow.append(area, editable);
  }
}
customElements.define('comment-box', CommentBox);
const shadow = document.querySelector('#box')!.shadowRoot!;
exposeEditor('shadow-root', {
  getText: () => shadow.querySelector('textarea')!.value,
});
