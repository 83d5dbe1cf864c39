/**
 * textarea and text-like input as an EditableTarget. A text/plain `paste` is offered first:
 * a field whose page or editor cancels it took the text as one change of its own (an editor
 * that reads its input from the field would take insertText as typing, undone word by word);
 * a plain field ignores it. Then the native `insertText` editing command, which keeps the
 * browser's undo stack and fires a real `input` event that React's onChange sees; the value
 * setter is the fallback for a browser where the command does nothing.
 */
import type { EditableTarget, WritePath } from './editable-target';
import {
  assertConnected,
  assertFieldHolds,
  deepActiveElement,
  TargetMovedError,
} from './focus-guard';
import { insertWithPaste } from './insert-paths';
import type { Span } from './span';

export type TextField = HTMLTextAreaElement | HTMLInputElement;

/** Input types whose value is free text with a selection API. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'url', 'tel', '']);

export function isTextField(el: Element | null): el is TextField {
  if (!el) return false;
  if (el.tagName === 'TEXTAREA') return true;
  if (el.tagName !== 'INPUT') return false;
  return TEXT_INPUT_TYPES.has((el.getAttribute('type') ?? '').toLowerCase());
}

/** A password field, or a text input that a "show password" toggle turned visible. */
export function isPasswordField(el: Element | null): boolean {
  if (!el || el.tagName !== 'INPUT') return false;
  const input = el as HTMLInputElement;
  if (input.type === 'password') return true;
  const autocomplete = (input.getAttribute('autocomplete') ?? '').toLowerCase();
  return /\b(current|new)-password\b/.test(autocomplete);
}

function setNativeValue(field: TextField, value: string): void {
  // React tracks the value set through the element's own setter; the prototype's setter
  // bypasses that tracking so that the following input event reaches onChange.
  const proto = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
}

export function textFieldTarget(field: TextField): EditableTarget {
  const doc = field.ownerDocument;
  const paths: WritePath[] = ['paste', 'execCommand', 'valueSetter'];
  /** Where select() put the selection: a write goes ahead only while it is still there. */
  let selected: Span = { start: field.selectionStart ?? 0, end: field.selectionEnd ?? 0 };
  const guard = () => assertFieldHolds(field, selected.start, selected.end);
  return {
    family: field.tagName === 'TEXTAREA' ? 'textarea' : 'input',
    element: field,
    singleLine: field.tagName === 'INPUT',
    paths,
    read: () => field.value,
    selection(): Span | null {
      const { selectionStart: start, selectionEnd: end } = field;
      if (start === null || end === null || start === end) return null;
      return { start, end };
    },
    select(span) {
      assertConnected(field);
      field.focus();
      field.setSelectionRange(span.start, span.end);
      selected = { start: field.selectionStart ?? span.start, end: field.selectionEnd ?? span.end };
    },
    write(path, text) {
      guard();
      if (path === 'paste' || path === 'beforeinput') return insertWithPaste(field, text);
      if (path === 'valueSetter') {
        const start = field.selectionStart ?? 0;
        const end = field.selectionEnd ?? start;
        setNativeValue(field, field.value.slice(0, start) + text + field.value.slice(end));
        field.setSelectionRange(start + text.length, start + text.length);
        field.dispatchEvent(
          new InputEvent('input', {
            bubbles: true,
            inputType: 'insertReplacementText',
            data: text,
          }),
        );
        return true;
      }
      if (text === '') return doc.execCommand('delete', false);
      return doc.execCommand('insertText', false, text);
    },
    // A field's history is the browser's: it has no other undo.
    undoMethods: ['execCommand'],
    undo() {
      assertConnected(field);
      field.focus();
      // The browser's undo acts on the focused field: never on another one.
      if (deepActiveElement(doc) !== field) throw new TargetMovedError(false);
      return doc.execCommand('undo', false);
    },
  };
}
