// Quill 1.3.7, the previous major, still on many sites: same `.ql-editor` class as Quill 2,
// but it does not cancel a paste (it reads a hidden container on a 1 ms timer).
import Quill from 'quill1';
import 'quill1/dist/quill.snow.css';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const quill = new Quill('#editor', { theme: 'snow' });
quill.setText(`${SAMPLE_PARAGRAPHS.join('\n')}\n`);
quill.history.clear();
exposeEditor('quill1', { getText: () => quill.getText().replace(/\n$/, '') });
