import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const editor = new Editor({
  element: document.querySelector<HTMLElement>('#editor'),
  extensions: [StarterKit],
  content: {
    type: 'doc',
    content: SAMPLE_PARAGRAPHS.map((text) => ({
      type: 'paragraph',
      content: [{ type: 'text', text }],
    })),
  },
});
exposeEditor('tiptap', {
  getText: () => editor.state.doc.textBetween(0, editor.state.doc.content.size, '\n'),
  // Serialised from the model (ProseMirror's doc), not read from the DOM.
  getData: () => editor.getHTML(),
  setHtml: (html) => void editor.commands.setContent(html),
});
