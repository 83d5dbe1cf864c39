/**
 * Editor.js: one contenteditable per block, saved as JSON (`editor.save()`: each paragraph
 * block's `data.text` is its HTML). What the page stores is that JSON, so its blocks' HTML is
 * the editor's model here; a non-breaking space written where the user had a space is a
 * change to the saved text (Firefox did so around a rewrite).
 */
import EditorJS from '@editorjs/editorjs';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';
import { htmlBlocksText } from '../shared/html-text';

let saved: string[] = SAMPLE_PARAGRAPHS.slice();
const editor = new EditorJS({
  holder: 'editor',
  data: { blocks: SAMPLE_PARAGRAPHS.map((text) => ({ type: 'paragraph', data: { text } })) },
  onChange: () => void refresh(),
});

async function refresh(): Promise<void> {
  const data = await editor.save();
  saved = data.blocks.map((b) => String((b.data as { text?: unknown }).text ?? ''));
}

void editor.isReady.then(async () => {
  await refresh();
  exposeEditor('editorjs', {
    getText: () => saved.map((html) => htmlBlocksText(`<p>${html}</p>`)).join('\n'),
    // The saved blocks' HTML as stored, for checks on its exact characters.
    getData: () => JSON.stringify(saved),
    // Each top-level <p> of `html` becomes a paragraph block holding its inner HTML.
    setHtml(html) {
      const template = document.createElement('template');
      template.innerHTML = html;
      const blocks = Array.from(template.content.children, (p) => ({
        type: 'paragraph',
        data: { text: p.innerHTML },
      }));
      void editor.render({ blocks }).then(refresh);
    },
    // A selection inside one block, as the user's drag there: that block takes the focus.
    select(start, end) {
      const blocks = Array.from(document.querySelectorAll<HTMLElement>('.ce-paragraph'));
      let offset = start;
      for (const block of blocks) {
        const length = (block.textContent ?? '').length;
        if (offset <= length) {
          const text = block.firstChild!;
          block.focus();
          document.getSelection()!.setBaseAndExtent(text, offset, text, offset + end - start);
          return;
        }
        offset -= length + 1;
      }
    },
  });
});
