import type { EditorFamily } from '../editor-family';

/** Rich-editor families, best match first. Owned by the rich-editors engineer. */
export const editorFamilies: EditorFamily[] = [];
