/**
 * A stand-in for the editors that take a pasted text's line breaks as <br> inside one
 * paragraph (what Gecko's insertText does with "\n", what some editors' paste does): it
 * claims a text/plain paste and inserts the lines with <br> between them, merging the
 * paragraphs around the selection into one. The text reads right ("\n" where the lines
 * break), the structure does not: verification must see it. It undoes its own paste on a
 * historyUndo (the core's, or the user's Ctrl+Z), and leaves every other edit to the
 * browser. Its model is its blocks, one line each (a <br> inside a block is no paragraph).
 */
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';
import { htmlBlocksText } from '../shared/html-text';

const root = document.querySelector<HTMLElement>('#editor')!;
root.innerHTML = SAMPLE_PARAGRAPHS.map((t) => `<p>${t}</p>`).join('');
const pastes: string[] = [];
const blockOf = (node: Node) =>
  (node.nodeType === 1 ? (node as Element) : node.parentElement)!.closest('p')!;

root.addEventListener('paste', (event) => {
  const text = event.clipboardData?.getData('text/plain') ?? '';
  const range = document.getSelection()?.getRangeAt(0);
  if (text === '' || !range) return;
  event.preventDefault();
  pastes.push(root.innerHTML);
  const [first, last] = [blockOf(range.startContainer), blockOf(range.endContainer)];
  const lines = document.createDocumentFragment();
  text.split('\n').forEach((line, i) => {
    if (i > 0) lines.append(document.createElement('br'));
    lines.append(line);
  });
  range.deleteContents();
  if (last === first) {
    range.insertNode(lines);
  } else {
    // What is left of the first paragraph, the lines, and what is left of the last: one.
    first.append(lines, ...Array.from(last.childNodes));
    last.remove();
  }
  root.normalize();
});
const undoPaste = (event: Event) => {
  if (pastes.length === 0) return;
  event.preventDefault();
  root.innerHTML = pastes.pop()!;
};
root.addEventListener('beforeinput', (event) => {
  if (event.inputType === 'historyUndo') undoPaste(event);
});
root.addEventListener('keydown', (event) => {
  if ((event.ctrlKey || event.metaKey) && event.key === 'z') undoPaste(event);
});
exposeEditor('br-paste', { getText: () => htmlBlocksText(root.innerHTML) });
