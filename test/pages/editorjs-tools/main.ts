/**
 * Editor.js as sites set it up: its paragraph tool with the official Header, List (2.x: each
 * item its own contenteditable, nested items inside it; its checklist style too), Checklist
 * (each item's text its own contenteditable) and Inline Code tools. What the page
 * stores is `editor.save()`'s JSON; each block's HTML there (a paragraph's or header's
 * `data.text`, a list item's `content`) is the editor's model for the tests.
 */
import EditorJS, { type OutputBlockData } from '@editorjs/editorjs';
import Header from '@editorjs/header';
import EditorjsList from '@editorjs/list';
import InlineCode from '@editorjs/inline-code';
import Checklist from '@editorjs/checklist';
import { exposeEditor } from '../shared/sample';
import { blocksFromHtml, blockLines } from './blocks';

const START_HTML =
  '<h2>It is important to note the setup</h2>' +
  '<p>Furthermore, we utilize a second paragraph to leverage the test.</p>' +
  '<ul><li>First we utilize the <b>new flow</b> here.</li><li>Then we leverage it.</li></ul>';

let saved: OutputBlockData[] = [];
const editor = new EditorJS({
  holder: 'editor',
  tools: {
    header: { class: Header as never, inlineToolbar: true },
    list: { class: EditorjsList as never, inlineToolbar: true },
    checklist: { class: Checklist as never, inlineToolbar: true },
    inlineCode: { class: InlineCode as never },
  },
  data: { blocks: blocksFromHtml(START_HTML) },
  onChange: () => void refresh(),
});

async function refresh(): Promise<void> {
  saved = (await editor.save()).blocks.map(({ type, data }) => ({ type, data }));
}

void editor.isReady.then(async () => {
  await refresh();
  exposeEditor('editorjs-tools', {
    // One line per paragraph, header, list and checklist item (nested items after their parent).
    getText: () => saved.flatMap(blockLines).join('\n'),
    // The saved blocks (type and data) as stored.
    getData: () => JSON.stringify(saved),
    // Top-level <p>, <h1>…<h6>, <ul>/<ol> become paragraph, header, list and checklist blocks.
    setHtml(html) {
      void editor.render({ blocks: blocksFromHtml(html) }).then(refresh);
    },
  });
});
