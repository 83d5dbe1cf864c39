// Medium Editor: its paste extension takes plain text and inserts it with insertHTML; its
// saved content is getContent().
import MediumEditor from 'medium-editor';
import 'medium-editor/dist/css/medium-editor.css';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';
import { htmlBlocksText } from '../shared/html-text';

const root = document.querySelector<HTMLElement>('#editor')!;
root.innerHTML = SAMPLE_PARAGRAPHS.map((t) => `<p>${t}</p>`).join('');
const editor = new MediumEditor(root, { toolbar: false, placeholder: false });
exposeEditor('medium-editor', {
  getText: () => htmlBlocksText(editor.getContent()),
  getData: () => editor.getContent(),
  setHtml: (html) => editor.setContent(html),
});
