/**
 * Editors whose input element is not their text (input sinks): an element with an
 * `editContext` (Chromium's EditContext API: Monaco by default; no contenteditable, no DOM
 * selection), or a hidden textarea that a code editor reads keystrokes from (Monaco without
 * EditContext, and in Firefox; CodeMirror 5). The sink holds a window of the text and the
 * selection in it (EditContext's text and selection offsets; the textarea's value and
 * selection); the editor's whole text is in the lines it renders (code-views.ts).
 *
 * Such editors take `execCommand('insertText')` into the textarea as typing (one Ctrl+Z takes
 * back only its last word) but a text/plain `paste` on the sink as one change: the only path
 * offered. The text is read from the editor's view when it is known; an EditContext editor we
 * do not know is read through its EditContext's own text (verified only if that shows the
 * whole rewrite, else restored and offered with Copy). Undo is the editor's Ctrl+Z, sent to
 * the sink. The editor's selection cannot be set from outside: a write goes ahead only while
 * the editor still selects exactly the captured span (focus-guard.ts's promise).
 */
import type { EditableTarget } from './editable-target';
import { codeViewOf, type CodeView } from './code-views';
import { assertConnected, deepActiveElement, TargetMovedError } from './focus-guard';
import { insertWithPaste } from './insert-paths';
import { locateNear, type Span } from './span';

/** The slice of the EditContext API read here (Chromium 121+). */
interface EditContextLike {
  readonly text: string;
  readonly selectionStart: number;
  readonly selectionEnd: number;
}

/** The sink's text window and the selection in it. */
interface InputWindow {
  text: string;
  start: number;
  end: number;
}

/** The EditContext attached to `el`, detected by the API (never by a class name). */
export function editContextOf(el: Element | null): EditContextLike | null {
  const ec = (el as { editContext?: unknown } | null)?.editContext;
  return ec && typeof (ec as EditContextLike).text === 'string' ? (ec as EditContextLike) : null;
}

function windowOf(input: HTMLElement): InputWindow {
  const ec = editContextOf(input);
  if (ec) return { text: ec.text, start: ec.selectionStart, end: ec.selectionEnd };
  const field = input as HTMLTextAreaElement;
  return { text: field.value, start: field.selectionStart ?? 0, end: field.selectionEnd ?? 0 };
}

/**
 * A textarea too small or too faint to be where the user reads: some editor's input sink
 * (Monaco's is 1×1, CodeMirror 5's 1px wide). No box at all says nothing (no layout).
 */
export function isHiddenTextarea(el: Element): boolean {
  if (el.tagName !== 'TEXTAREA') return false;
  const { width, height } = el.getBoundingClientRect();
  const opacity = el.ownerDocument.defaultView?.getComputedStyle(el).opacity ?? '';
  if (opacity !== '' && Number(opacity) < 0.05) return true;
  return (width > 0 || height > 0) && (width <= 4 || height <= 4);
}

/** Ctrl+Z (⌘Z on macOS) sent to the sink itself, where these editors listen for keys. */
function pressUndoOn(input: HTMLElement): boolean {
  const view = input.ownerDocument.defaultView ?? window;
  const mac = /Mac/.test(view.navigator.platform);
  const init = { key: 'z', code: 'KeyZ', keyCode: 90, which: 90, ctrlKey: !mac, metaKey: mac };
  const options = { ...init, bubbles: true, cancelable: true, composed: true };
  return !input.dispatchEvent(new view.KeyboardEvent('keydown', options as KeyboardEventInit));
}

export function inputSinkTarget(
  input: HTMLElement,
  shown: { view: CodeView; root: HTMLElement } | null,
): EditableTarget {
  const read = () => (shown ? shown.view.lines(shown.root).join('\n') : windowOf(input).text);
  const selection = (): Span | null => {
    const w = windowOf(input);
    if (w.start === w.end) return null;
    if (!shown) return { start: w.start, end: w.end };
    const text = read();
    const at = locateNear(text, w.text, 0);
    if (at) return { start: at.start + w.start, end: at.start + w.end };
    return locateNear(text, w.text.slice(w.start, w.end), 0);
  };
  let selected: Span | null = null;
  /** The focus on the sink and the editor's selection still the captured span. */
  const guard = () => {
    assertConnected(input);
    const now = selection();
    const same = now !== null && selected !== null;
    if (
      deepActiveElement(input.ownerDocument) !== input ||
      !same ||
      now.start !== selected!.start ||
      now.end !== selected!.end
    ) {
      throw new TargetMovedError(false);
    }
  };
  return {
    family: shown?.view.name ?? (editContextOf(input) ? 'editcontext' : 'textarea-sink'),
    element: shown?.root ?? input,
    singleLine: false,
    paths: ['paste'],
    read,
    selection,
    select(span) {
      assertConnected(input);
      input.focus({ preventScroll: true });
      selected = span;
    },
    write(_path, text) {
      guard();
      return insertWithPaste(input, text);
    },
    undoMethods: ['undoKey'],
    undo() {
      assertConnected(input);
      input.focus({ preventScroll: true });
      return pressUndoOn(input);
    },
    savesOnSubmit: shown?.view.savesOnSubmit === true,
  };
}

/**
 * The sink target for the focused element, with the text its editor selects, or null when it
 * is no sink: an element with an EditContext, or a textarea a known code editor reads from.
 * `unknown` is a hidden textarea no known editor owns: its editor's text cannot be read, so
 * nothing may be written there (its selected text is offered with Copy).
 */
export function inputSinkOf(
  active: Element | null,
):
  | { target: EditableTarget; selected: string }
  | { unknown: HTMLTextAreaElement; selected: string }
  | null {
  if (!active) return null;
  const shown = codeViewOf(active);
  const input = active as HTMLElement;
  if (editContextOf(active) || (shown && active.tagName === 'TEXTAREA')) {
    return { target: inputSinkTarget(input, shown), selected: selectedIn(windowOf(input)) };
  }
  if (isHiddenTextarea(active)) {
    return { unknown: input as HTMLTextAreaElement, selected: selectedIn(windowOf(input)) };
  }
  return null;
}

const selectedIn = (w: InputWindow) => w.text.slice(w.start, w.end);
