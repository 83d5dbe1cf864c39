/**
 * "Replaced" only when the page will submit the rewrite. Many editors keep a copy of their
 * text in the form field the page submits (a hidden input, the hidden textarea they were
 * made from), updated on the editor's change events, on keyup, or on a timer after input. A
 * write that reaches the editor but not that copy would show the rewrite while Send sends the
 * original. So, before a write, the fields of the editor's form whose value reads as the
 * editor's text are noted; after a verified write, they must read as the new text, helped by
 * the events a real edit sends (sendEditEvents); otherwise the write is taken
 * back and the card offers Copy (replace.ts: 'not_submitted').
 */
import type { EditableTarget } from './editable-target';
import { readBlocks } from './block-text';
import { eventTargetFor } from './insert-paths';
import type { Waiter } from './waiter';

type FormField = HTMLInputElement | HTMLTextAreaElement;

/** Fields and characters looked at: a page's form cannot make the check unbounded. */
const MAX_FIELDS = 200;
const MAX_VALUE = 1_000_000;
/**
 * Polls (each the waiter's `until`, 0.6 s) a copy is given after each round of events: one
 * after the first two, so the last round (the keyup editors such as Trumbowyg copy on) comes
 * 1.8 s after the write rather than 4.2 s; three after the last. A mirror on a timer still
 * gets 3.6 s in all, and the events it did not need are ones a real edit sends too.
 */
const POLLS_AFTER: Record<EditRound, number> = { keyup: 1, input: 1, 'keyup-unidentified': 3 };

/** What a field's value says, as a reader would: HTML read as its text, spaces collapsed. */
export function looseText(value: string, doc: Document): string {
  let text = value;
  if (/<[a-z!/]/i.test(value)) {
    // An inert document: nothing in it loads or runs.
    const parsed = new (doc.defaultView ?? window).DOMParser().parseFromString(value, 'text/html');
    text = readBlocks(parsed.body);
  }
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function isCopyField(el: Element): el is FormField {
  if (el.tagName === 'INPUT') return (el as HTMLInputElement).type === 'hidden';
  if (el.tagName !== 'TEXTAREA') return false;
  return !userCanSee(el as HTMLTextAreaElement);
}

/**
 * A textarea the user cannot see: the source field an editor replaced. Editors hide it in
 * several ways: `display: none` (most), or kept laid out but transparent and one pixel high
 * (Trumbowyg: `opacity: 0; height: 1px`), so that the browser still validates it.
 */
function userCanSee(el: HTMLTextAreaElement): boolean {
  if (el.hasAttribute('hidden')) return false;
  const style = el.ownerDocument.defaultView?.getComputedStyle(el);
  if (!style) return true;
  if (style.display === 'none' || style.visibility === 'hidden') return false;
  if (Number.parseFloat(style.opacity) === 0) return false;
  const box = el.getBoundingClientRect();
  // Laid out (a box of some size in layout) yet at most a pixel in one direction.
  return !((box.width > 0 || box.height > 0) && (box.width <= 1 || box.height <= 1));
}

/**
 * The fields of the target's form that hold its text (`text`, the target's text before the
 * write). None when the target has no form, or when its editor saves into its field only on
 * submit (that copy is right by the time the form is sent).
 */
export function formCopiesOf(target: EditableTarget, text: string): FormField[] {
  if (target.savesOnSubmit) return [];
  const el = target.element;
  const form = (el as Partial<FormField>).form ?? el.closest('form');
  if (!form) return [];
  const doc = el.ownerDocument;
  const wanted = looseText(text, doc);
  if (wanted === '') return [];
  return Array.from(form.elements)
    .slice(0, MAX_FIELDS)
    .filter(
      (field): field is FormField =>
        field !== el &&
        !el.contains(field) &&
        isCopyField(field) &&
        field.value.length <= MAX_VALUE &&
        looseText(field.value, doc) === wanted,
    );
}

/**
 * The events a real edit ends with, sent from the target, in rounds: the keyup of the Ctrl of
 * a Ctrl+V; then input and change; then the keyup an IME or a virtual keyboard ends each key
 * with (key "Unidentified", keyCode 229, as Android's keyboards send for every key): editors
 * that copy on the keyup of a typed key and ignore modifier keys (Trumbowyg skips keyCode 16
 * and 17) copy on that one.
 */
type EditRound = 'keyup' | 'input' | 'keyup-unidentified';
const EDIT_ROUNDS: readonly EditRound[] = ['keyup', 'input', 'keyup-unidentified'];

function sendEditEvents(target: EditableTarget, round: EditRound): void {
  const el = target.element;
  const view = el.ownerDocument.defaultView ?? window;
  const from = el.isContentEditable ? eventTargetFor(el) : el;
  if (round !== 'input') {
    const key =
      round === 'keyup'
        ? { key: 'Control', code: 'ControlLeft', keyCode: 17 }
        : { key: 'Unidentified', code: '', keyCode: 229 };
    const init = { ...key, which: key.keyCode, bubbles: true, composed: true };
    from.dispatchEvent(new view.KeyboardEvent('keyup', init as KeyboardEventInit));
    return;
  }
  from.dispatchEvent(
    new view.InputEvent('input', {
      inputType: 'insertReplacementText',
      bubbles: true,
      composed: true,
    }),
  );
  el.dispatchEvent(new view.Event('change', { bubbles: true }));
}

/** Whether every copy reads as `text` (the target's text after the write), in time. */
export async function copiesFollow(
  target: EditableTarget,
  copies: readonly FormField[],
  text: string,
  waiter: Waiter,
): Promise<boolean> {
  if (copies.length === 0) return true;
  const doc = target.element.ownerDocument;
  const wanted = looseText(text, doc);
  const follow = () => copies.every((field) => looseText(field.value, doc) === wanted);
  if (await waiter.until(follow)) return true;
  for (const round of EDIT_ROUNDS) {
    sendEditEvents(target, round);
    for (let i = 0; i < POLLS_AFTER[round]; i++) if (await waiter.until(follow)) return true;
  }
  return false;
}
