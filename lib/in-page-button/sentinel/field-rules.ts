/**
 * Where the button may offer itself: a `textarea`, a plain text `input`, or editable content,
 * never a field that holds a secret, a payment or a search, a field that opted out of writing
 * tools (Grammarly's attributes), or a code field without spellcheck. Attributes only: no
 * style or layout is read.
 */
export type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Fields that opted out of writing tools, searches, read-only and numeric (codes) fields. */
const REFUSED =
  '[data-gramm=false],[data-gramm_editor=false],[data-enable-grammarly=false],[role=search],' +
  '[role=searchbox],[role=combobox],[readonly],[inputmode=numeric]';
/** Names, ids and autocomplete tokens of secrets, payments and searches. */
const SENSITIVE =
  /passw|passcode|one-time|\botp\b|\bcc-|card.?(num|no\b)|cvc|cvv|\bcsc\b|iban|search|query|^q$/i;
/** Code editors (CodeMirror, Monaco, Ace), code blocks, and fields styled as code. */
const CODE = '.cm-editor,.CodeMirror,.monaco-editor,.ace_editor,pre,code,[class*=code]';

export const isTextField = (el: Element): el is TextField =>
  el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && (el as HTMLInputElement).type === 'text');

/** Whether `el` (a text field, or the editing host of a selection) may get the button. */
export function fieldAllowed(el: HTMLElement): boolean {
  return !(
    el.closest(REFUSED) ||
    // A missing attribute tests as "null", which no pattern matches.
    ['autocomplete', 'name', 'id'].some((a) => SENSITIVE.test(el.getAttribute(a) as string)) ||
    (!el.spellcheck && el.closest(CODE))
  );
}
