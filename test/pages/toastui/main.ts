// Toast UI Editor in its default Markdown mode (a ProseMirror-based source editor); its model
// is the Markdown it returns.
import Editor from '@toast-ui/editor';
import '@toast-ui/editor/dist/toastui-editor.css';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const editor = new Editor({
  el: document.querySelector<HTMLElement>('#editor')!,
  initialEditType: 'markdown',
  previewStyle: 'tab',
  hideModeSwitch: true,
  initialValue: SAMPLE_PARAGRAPHS.join('\n'),
  usageStatistics: false,
  height: '300px',
});
exposeEditor('toastui', {
  getText: () => editor.getMarkdown(),
  getData: () => editor.getMarkdown(),
});
