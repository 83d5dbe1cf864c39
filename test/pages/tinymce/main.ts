// Self-hosted TinyMCE: the global first, then theme, model, icons and the bundled skins.
import tinymce from 'tinymce';
import 'tinymce/icons/default';
import 'tinymce/themes/silver';
import 'tinymce/models/dom';
import 'tinymce/skins/ui/oxide/skin.js';
import 'tinymce/skins/ui/oxide/content.js';
import 'tinymce/skins/content/default/content.js';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

// Like most sites: the content is in the textarea before TinyMCE starts, so the undo
// manager's first level is the sample and the user's first edit is one undo step.
const area = document.createElement('textarea');
area.id = 'tinymce-area';
area.value = SAMPLE_PARAGRAPHS.map((t) => `<p>${t}</p>`).join('');
document.querySelector('#editor')!.append(area);

const [editor] = await tinymce.init({
  selector: '#tinymce-area',
  license_key: 'gpl',
  menubar: false,
  toolbar: 'undo redo',
  promotion: false,
  branding: false,
  height: 300,
});
if (!editor) throw new Error('TinyMCE did not start');
// TinyMCE's model is its serialised content (what a form submit would send).
exposeEditor('tinymce', {
  getText: () =>
    Array.from(new DOMParser().parseFromString(editor.getContent(), 'text/html').body.children)
      .map((block) => block.textContent ?? '')
      .join('\n'),
  getData: () => editor.getContent(),
});
