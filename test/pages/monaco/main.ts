/**
 * Monaco, the editor of VS Code for the web. Where the browser has EditContext (Chromium) it
 * takes its input through it by default: no contenteditable, no DOM selection. With
 * `?editContext=off`, and in Firefox (no EditContext), it reads the user's input from a
 * hidden textarea. Its model is its text model (getValue).
 */
import * as monaco from 'monaco-editor/editor/editor.api';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

(self as unknown as { MonacoEnvironment: object }).MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};
const editContext = new URLSearchParams(location.search).get('editContext') !== 'off';
const editor = monaco.editor.create(document.querySelector<HTMLElement>('#editor')!, {
  value: SAMPLE_PARAGRAPHS.join('\n'),
  language: 'plaintext',
  editContext,
  minimap: { enabled: false },
  automaticLayout: false,
});
const model = editor.getModel()!;
model.setEOL(monaco.editor.EndOfLineSequence.LF);
document.body.dataset.editContext = String(editContext);

exposeEditor('monaco', {
  getText: () => model.getValue(),
  select(start, end) {
    const from = model.getPositionAt(start);
    const to = model.getPositionAt(end);
    editor.focus();
    editor.setSelection(
      new monaco.Selection(from.lineNumber, from.column, to.lineNumber, to.column),
    );
  },
  focus: () => editor.focus(),
});
