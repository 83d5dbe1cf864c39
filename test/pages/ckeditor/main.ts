import { ClassicEditor, Essentials, Paragraph, type ModelElement } from 'ckeditor5';
import 'ckeditor5/ckeditor5.css';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const editor = await ClassicEditor.create(document.querySelector<HTMLElement>('#editor')!, {
  licenseKey: 'GPL',
  plugins: [Essentials, Paragraph],
  toolbar: ['undo', 'redo'],
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
});
