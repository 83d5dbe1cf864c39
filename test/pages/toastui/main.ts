// Toast UI Editor in its default Markdown mode (a ProseMirror-based source editor); its model
// is the Markdown it returns. `?mode=wysiwyg`: its WYSIWYG mode (ProseMirror too), its model
// read as the HTML getHTML() serialises, filled by setHTML (formatting tests).
import Editor from '@toast-ui/editor';
import '@toast-ui/editor/dist/toastui-editor.css';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const wysiwyg = new URLSearchParams(location.search).get('mode') === 'wysiwyg';
const editor = new Editor({
  el: document.querySelector<HTMLElement>('#editor')!,
  initialEditType: wysiwyg ? 'wysiwyg' : 'markdown',
  previewStyle: 'tab',
  hideModeSwitch: true,
  initialValue: SAMPLE_PARAGRAPHS.join('\n'),
  usageStatistics: false,
  height: '300px',
});
// Toast UI writes initialValue as an undoable change, and its history groups changes less
// than 500 ms apart: a write right after load would share that undo step, so one Ctrl+Z
// would also take the initial text away. A user never acts that fast, so the page says it
// is ready only once that window has passed.
const HISTORY_GROUP_MS = 500;
setTimeout(() => {
  exposeEditor('toastui', {
    getText: () => editor.getMarkdown(),
    getData: () => (wysiwyg ? editor.getHTML() : editor.getMarkdown()),
    setHtml: (html) => editor.setHTML(html),
  });
}, HISTORY_GROUP_MS + 100);
