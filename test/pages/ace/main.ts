/**
 * Ace as sites embed it: a div made an editor, reading the user's input from a transparent
 * textarea of its own (`.ace_text-input`), rendering only its lines; its text copied into the
 * form's hidden field on every change, as pages that submit it do. Its model is its session
 * (getValue); its undo is its own UndoManager.
 */
import ace from 'ace-builds';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const field = document.querySelector<HTMLInputElement>('#body')!;
const editor = ace.edit('editor', { value: SAMPLE_PARAGRAPHS.join('\n'), wrap: false });
field.value = editor.getValue();
editor.session.on('change', () => {
  field.value = editor.getValue();
});
exposeEditor('ace', {
  getText: () => editor.getValue(),
  getSubmitted: () => field.value,
  select(start, end) {
    editor.focus();
    const doc = editor.session.getDocument();
    const range = editor.getSelectionRange();
    range.setStart(doc.indexToPosition(start, 0));
    range.setEnd(doc.indexToPosition(end, 0));
    editor.selection.setRange(range);
  },
  focus: () => editor.focus(),
});
