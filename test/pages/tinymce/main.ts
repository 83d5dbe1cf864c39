// Self-hosted TinyMCE: the global first, then theme, model, icons and the bundled skins.
import tinymce from 'tinymce';
import 'tinymce/icons/default';
import 'tinymce/themes/silver';
import 'tinymce/models/dom';
import 'tinymce/skins/ui/oxide/skin.js';
import 'tinymce/skins/ui/oxide/content.js';
import 'tinymce/skins/content/default/content.js';
import { startTinymcePage } from '../shared/tinymce-page';

await startTinymcePage('tinymce', tinymce);
