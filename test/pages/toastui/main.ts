// Toast UI Editor in WYSIWYG mode (ProseMirror inside); its model read back as Markdown.
import Editor from '@toast-ui/editor';
import '@toast-ui/editor/dist/toastui-editor.css';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const editor = new Editor({
  el: document.querySelector<HTMLElement>('#editor')!,
  initialEditType: 'wysiwyg',
  hideModeSwitch: true,
  initialValue: SAMPLE_PARAGRAPHS.join('\n\n'),
  usageStatistics: false,
  height: '300px',
});
exposeEditor('toastui', {
  // Markdown paragraphs are separated by a blank line.
  getText: () =>
    editor
      .getMarkdown()
      .split(/\n{2,}/)
      .join('\n'),
  getData: () => editor.getMarkdown(),
});
