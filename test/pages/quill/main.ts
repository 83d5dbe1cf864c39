import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const quill = new Quill('#editor', { theme: 'snow' });
quill.setText(`${SAMPLE_PARAGRAPHS.join('\n')}\n`);
// The sample is the starting point, not an edit the user could undo.
quill.history.clear();
exposeEditor('quill', {
  getText: () => quill.getText().replace(/\n$/, ''),
  // HTML serialised from Quill's model (its Delta), not read from the DOM.
  getData: () => quill.getSemanticHTML(),
  setHtml: (html) => {
    quill.setContents(quill.clipboard.convert({ html }), 'api');
    quill.history.clear();
  },
});
