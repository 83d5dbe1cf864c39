// TinyMCE 7, the previous major (self-hosted like the TinyMCE 8 page).
import tinymce from 'tinymce7';
import 'tinymce7/icons/default';
import 'tinymce7/themes/silver';
import 'tinymce7/models/dom';
import 'tinymce7/skins/ui/oxide/skin.js';
import 'tinymce7/skins/ui/oxide/content.js';
import 'tinymce7/skins/content/default/content.js';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

// Like most sites: the content is in the textarea before TinyMCE starts, so the undo
// manager's first level is the sample and the user's first edit is one undo step.
const area = document.createElement('textarea');
area.id = 'tinymce7-area';
area.value = SAMPLE_PARAGRAPHS.map((t) => `<p>${t}</p>`).join('');
document.querySelector('#editor')!.append(area);

const [editor] = await tinymce.init({
  selector: '#tinymce7-area',
  license_key: 'gpl',
  menubar: false,
  toolbar: 'undo redo',
  promotion: false,
  branding: false,
  height: 300,
});
if (!editor) throw new Error('TinyMCE did not start');
// TinyMCE's model is its serialised content (what a form submit would send).
exposeEditor('tinymce7', {
  getText: () =>
    Array.from(new DOMParser().parseFromString(editor.getContent(), 'text/html').body.children)
      .map((block) => block.textContent ?? '')
      .join('\n'),
  getData: () => editor.getContent(),
});
