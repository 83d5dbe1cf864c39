/**
 * A fake editor that loses the user's text as the worst real ones do (Quill 1 without its
 * history, editors that re-render from their model): an uncancelled paste deletes the
 * selection from its model 1 ms later and inserts nothing; every other DOM change (insertText,
 * the browser's undo) is thrown away on the next input event by rendering the model again;
 * it has no undo of its own. `?undo=1` gives it an undo of the last deletion (historyUndo),
 * so that a failed write can be taken back.
 */
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const root = document.querySelector<HTMLElement>('#editor')!;
let model = SAMPLE_PARAGRAPHS.join('\n');
const undoStack: string[] = [];
const withUndo = new URLSearchParams(location.search).has('undo');

function render(): void {
  root.replaceChildren(
    ...model.split('\n').map((line) => {
      const p = document.createElement('p');
      p.textContent = line;
      return p;
    }),
  );
}

/** The model offset of a DOM point (paragraph by paragraph, "\n" between). */
function offsetOf(node: Node, offset: number): number {
  let total = 0;
  for (const [i, p] of Array.from(root.children).entries()) {
    if (p.contains(node)) {
      const range = document.createRange();
      range.setStart(p, 0);
      range.setEnd(node, offset);
      return total + range.toString().length;
    }
    total += (p.textContent ?? '').length + (i < root.children.length ? 1 : 0);
  }
  return total;
}

root.addEventListener('paste', () => {
  const range = document.getSelection()?.getRangeAt(0);
  if (!range) return;
  const start = offsetOf(range.startContainer, range.startOffset);
  const end = offsetOf(range.endContainer, range.endOffset);
  setTimeout(() => {
    undoStack.push(model);
    model = model.slice(0, start) + model.slice(end);
    render();
  }, 1);
});
root.addEventListener('input', () => render());
root.addEventListener('beforeinput', (event) => {
  if (event.inputType !== 'historyUndo' || !withUndo) return;
  event.preventDefault();
  model = undoStack.pop() ?? model;
  render();
});

render();
exposeEditor('sabotage', { getText: () => model });
