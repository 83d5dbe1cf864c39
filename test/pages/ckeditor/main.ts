// The plugins a real CKEditor 5 setup has (headings, marks, links, inline code, lists, quotes,
// the clipboard's paste-from-office filter): without them its clipboard pipeline has no model
// element for a pasted <h2>, <b> or <li>, and it keeps their text only (issue 25).
import {
  BlockQuote,
  Bold,
  ClassicEditor,
  Code,
  Essentials,
  Heading,
  Italic,
  Link,
  List,
  Paragraph,
  PasteFromOffice,
  type ModelElement,
} from 'ckeditor5';
import 'ckeditor5/ckeditor5.css';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const editor = await ClassicEditor.create(document.querySelector<HTMLElement>('#editor')!, {
  licenseKey: 'GPL',
  plugins: [
    Essentials,
    Paragraph,
    Heading,
    Bold,
    Italic,
    Code,
    Link,
    List,
    BlockQuote,
    PasteFromOffice,
  ],
  toolbar: ['undo', 'redo', '|', 'heading', 'bold', 'italic', 'code', 'link', 'bulletedList'],
  initialData: SAMPLE_PARAGRAPHS.map((t) => `<p>${t}</p>`).join(''),
});

function blockText(block: ModelElement): string {
  let text = '';
  for (const child of block.getChildren()) if (child.is('$text')) text += child.data;
  return text;
}

exposeEditor('ckeditor', {
  getText: () => {
    const root = editor.model.document.getRoot()!;
    return Array.from(root.getChildren())
      .map((block) => blockText(block as ModelElement))
      .join('\n');
  },
  getData: () => editor.getData(),
  // setData is not an undo step: the test's one Ctrl+Z can only take back the rewrite.
  setHtml: (html) => editor.setData(html),
});
