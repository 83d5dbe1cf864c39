/**
 * CodeMirror 5 as most sites use it: made from a form's textarea (fromTextArea), which it
 * hides and fills again when the form is submitted. It reads the user's input from a hidden
 * textarea of its own. Its model is its document (getValue); what the form submits is the
 * source textarea after CodeMirror's own save, as on submit.
 */
import CodeMirror from 'codemirror5';
import 'codemirror5/lib/codemirror.css';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const source = document.querySelector<HTMLTextAreaElement>('#source')!;
source.value = SAMPLE_PARAGRAPHS.join('\n');
const cm = CodeMirror.fromTextArea(source, { lineNumbers: true });
exposeEditor('codemirror5', {
  getText: () => cm.getValue(),
  getSubmitted() {
    cm.save();
    return source.value;
  },
  select(start, end) {
    cm.focus();
    cm.setSelection(cm.posFromIndex(start), cm.posFromIndex(end));
  },
  focus: () => cm.focus(),
});
