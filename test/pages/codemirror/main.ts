// CodeMirror 6 as a Markdown field: its document is its model; history handles historyUndo.
import { markdown } from '@codemirror/lang-markdown';
import { EditorView, basicSetup } from 'codemirror';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const view = new EditorView({
  doc: SAMPLE_PARAGRAPHS.join('\n'),
  extensions: [basicSetup, markdown(), EditorView.lineWrapping],
  parent: document.querySelector<HTMLElement>('#editor')!,
});
exposeEditor('codemirror', { getText: () => view.state.doc.toString() });
