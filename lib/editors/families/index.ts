import type { EditorFamily } from '../editor-family';
import { ckeditorFamily } from './ckeditor';
import { ckeditor4Family } from './ckeditor4';
import { draftFamily } from './draft';
import { lexicalFamily } from './lexical';
import { prosemirrorFamily } from './prosemirror';
import { quill1Family, quillFamily } from './quill';
import { slateFamily } from './slate';
import { tinymceFamily } from './tinymce';
import { trixFamily } from './trix';

/**
 * Rich-editor families, best match first. Each editor's
 * DOM signature is distinct, so the order only matters for editors nested in one another.
 * Which paths each editor accepts, and why: docs/editors.md.
 */
export const editorFamilies: EditorFamily[] = [
  quillFamily,
  quill1Family,
  prosemirrorFamily,
  lexicalFamily,
  slateFamily,
  draftFamily,
  ckeditorFamily,
  ckeditor4Family,
  tinymceFamily,
  trixFamily,
];
