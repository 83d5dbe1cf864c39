// TinyMCE 7, the previous major (self-hosted like the TinyMCE 8 page).
import tinymce from 'tinymce7';
import 'tinymce7/icons/default';
import 'tinymce7/themes/silver';
import 'tinymce7/models/dom';
import 'tinymce7/skins/ui/oxide/skin.js';
import 'tinymce7/skins/ui/oxide/content.js';
import 'tinymce7/skins/content/default/content.js';
import { startTinymcePage } from '../shared/tinymce-page';

await startTinymcePage('tinymce7', tinymce);
