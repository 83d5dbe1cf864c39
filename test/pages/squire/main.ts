// Squire (Fastmail's editor): it keeps its own undo stack; its saved content is getHTML().
import DOMPurify from 'dompurify';
import Squire from 'squire-rte';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';
import { htmlBlocksText } from '../shared/html-text';

// Squire sanitises pasted HTML with the DOMPurify global, as its README asks of the page.
(window as unknown as { DOMPurify: typeof DOMPurify }).DOMPurify = DOMPurify;
const root = document.querySelector<HTMLElement>('#editor')!;
const editor = new Squire(root, { blockTag: 'P' });
editor.setHTML(SAMPLE_PARAGRAPHS.map((t) => `<p>${t}</p>`).join(''));
exposeEditor('squire', {
  getText: () => htmlBlocksText(editor.getHTML()),
  getData: () => editor.getHTML(),
  // setHTML empties Squire's undo stack: the loaded content is what one Ctrl+Z comes back to.
  setHtml: (html) => void editor.setHTML(html),
});
