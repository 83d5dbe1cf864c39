// Quill 1.3.7, the previous major, still on many sites: same `.ql-editor` class as Quill 2,
// but it does not cancel a paste (it reads a hidden container on a 1 ms timer).
// `?passage=formatted` starts with issue 25's 3-block passage (heading, marked paragraph,
// bulleted list) instead of the plain sample paragraphs.
import Quill from 'quill1';
import 'quill1/dist/quill.snow.css';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const FORMATTED_PASSAGE = [
  { insert: 'Getting started' },
  { insert: '\n', attributes: { header: 2 } },
  { insert: 'You can ' },
  { insert: 'utilize the new flow', attributes: { bold: true } },
  { insert: ' to ' },
  { insert: 'really', attributes: { italic: true } },
  { insert: ' speed things up; read ' },
  { insert: 'the setup guide', attributes: { link: 'https://example.com/setup' } },
  { insert: ' and run ' },
  { insert: 'git commit --amend', attributes: { code: true } },
  { insert: ' when done.\nLeverage ' },
  { insert: 'short branches', attributes: { bold: true } },
  { insert: '\n', attributes: { list: 'bullet' } },
  { insert: 'Review often' },
  { insert: '\n', attributes: { list: 'bullet' } },
  { insert: 'Ship small' },
  { insert: '\n', attributes: { list: 'bullet' } },
];

const quill = new Quill('#editor', { theme: 'snow' });
if (new URLSearchParams(location.search).get('passage') === 'formatted') {
  quill.setContents(FORMATTED_PASSAGE);
} else {
  quill.setText(`${SAMPLE_PARAGRAPHS.join('\n')}\n`);
}
quill.history.clear();
exposeEditor('quill1', {
  getText: () => quill.getText().replace(/\n$/, ''),
  // The model itself (its Delta), which is what a page saves.
  getData: () => JSON.stringify(quill.getContents()),
  // Through its own clipboard's converter (nested lists become indents), as a page would; its
  // blocks without margins, which the converter would read as empty lines between them.
  setHtml: (html) => {
    const box = quill.clipboard.container;
    box.innerHTML = html;
    for (const el of box.querySelectorAll<HTMLElement>('*')) el.style.margin = '0';
    quill.setContents(quill.clipboard.convert(), 'api');
    quill.history.clear();
  },
});
