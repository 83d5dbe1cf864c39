/**
 * Writing a rewrite back into the page, once, verified.
 *
 * How the pieces fit (for whoever adds an editor family):
 * - capture.ts finds the target: a text field (text-field-target.ts), else the first
 *   `EditorFamily` in families/index.ts whose `match(node)` returns a root, else the plain
 *   contenteditable editing host (rich-target.ts). Each becomes an `EditableTarget`: read(),
 *   selection(), select(span), write(path, text), undo(), paths.
 * - A family supplies `match`, `paths` (best first among 'execCommand' | 'paste' |
 *   'beforeinput'), and optionally `readText(root)` (paragraphs as one "\n" per block
 *   boundary), `selectionText(root, sel)`, `paragraphBreak` (what each "\n" becomes in the
 *   text/plain of a paste or beforeinput: CKEditor 5 needs "\n\n"), `afterWrite(root, path)`
 *   (run right after each write, before verifying: TinyMCE's input event) and `undo(root)`
 *   (the editor's own undo: a Ctrl+Z keydown for Draft.js, CKEditor 5, TinyMCE). The core
 *   implements the paths generically (insert-paths.ts, rich-target.ts):
 *   execCommand('insertText') on the restored selection; a synthetic `paste` ClipboardEvent
 *   whose DataTransfer holds text/plain only; a `beforeinput` with inputType
 *   'insertReplacementText' and a text/plain `dataTransfer` (data null). Undo is the family's
 *   `undo`, else a `historyUndo` beforeinput (editors with their own history cancel it and
 *   undo), else execCommand('undo').
 * - replaceSpan() below: refuses when the text is no longer what was captured ('changed'),
 *   or the target left the document ('moved'); otherwise for each path: restore the
 *   selection, write once, wait for the editor to settle, compare read() with prefix +
 *   replacement + suffix (normalising only trailing whitespace, \r\n and nbsp:
 *   text-compare.ts) AND the kind of each line break (a paragraph stays a paragraph:
 *   snapshot.ts). Equal: done. Unchanged: the editor ignored that path, try the next.
 *   Changed to anything else: undo; if the text is back, try the next path, otherwise stop
 *   with 'unverified' and never write on top of it. A write that read as landed is read
 *   again after one more settle: an editor that rendered its model back without the
 *   rewrite is undone ('dropped', settled-check.ts). Right before every command or event, the
 *   target checks that the focus and the selection are still in it (focus-guard.ts): when
 *   the page moved them, nothing is sent ('moved'), and a partial write is taken back.
 *   After a verified write, the fields of the editor's form that held its text must hold
 *   the new text (form-copy.ts); if not, the write is taken back ('not_submitted').
 * - Input sinks (input-sink-target.ts): an EditContext element or a code editor's hidden
 *   textarea; read through the editor's rendered lines (code-views.ts), written by paste.
 * - "Restore original" (selection-session.ts) uses the target's undo while the rewrite is
 *   still the field's last change, else writes the original back through replaceSpan().
 */
import type { EditableTarget, WritePath } from './editable-target';
import { TargetMovedError } from './focus-guard';
import { copiesFollow, formCopiesOf } from './form-copy';
import { takeInBoundarySpaces } from './gecko-spaces';
import { writesLineBreaksAsBr } from './insert-paths';
import { restoreText } from './restore-text';
import { staysWritten } from './settled-check';
import { expectedSnapshot, matchesSnapshot, snapshotOf, type Snapshot } from './snapshot';
import type { Span } from './span';
import { sameText, toSingleLine } from './text-compare';
import type { Waiter } from './waiter';
import { timerWaiter } from './waiter';

export { timerWaiter, type Waiter } from './waiter';

export type ReplaceOutcome =
  /**
   * The text now reads prefix + replacement + suffix, paragraphs as they should be; `span`
   * is where the replacement is; `before` is the target as it was (text and structure).
   */
  | { status: 'replaced'; path: WritePath; span: Span; before: Snapshot }
  /** The field no longer holds the captured text: nothing was written. */
  | { status: 'changed' }
  /** No path wrote the replacement; the text is as it was (restored and verified if needed). */
  | { status: 'rejected'; tried: WritePath[] }
  /** A path wrote something else and the text could not be brought back: the user's words
   * may be gone from the editor. */
  | { status: 'unverified'; path: WritePath }
  /**
   * The focus or the selection left the target before a write (the page moved it), or the
   * target left the document (`gone`): nothing more was sent. `intact`: the target still
   * reads as before (false when it is gone or a partial write could not be taken back).
   */
  | { status: 'moved'; intact: boolean; gone: boolean }
  /**
   * The write read as landed, then the editor changed it (rendered its own model again,
   * without the user's words: settled-check.ts): taken back (`intact`: verified).
   */
  | { status: 'dropped'; intact: boolean }
  /**
   * The editor took the rewrite but the copy its form submits did not follow (form-copy.ts):
   * the write was taken back (`intact`: verified) so that what is shown is what is sent.
   */
  | { status: 'not_submitted'; intact: boolean };

export interface ReplaceRequest {
  /** The target's whole text when the span was taken (read() coordinates). */
  before: string;
  span: Span;
  replacement: string;
  /** Paths to try first (e.g. the one that wrote the rewrite, to restore the original). */
  prefer?: readonly WritePath[];
}

/** What the replacement becomes in this target (an input cannot hold line breaks). */
export function replacementFor(target: EditableTarget, text: string): string {
  return target.singleLine ? toSingleLine(text) : text;
}

function orderPaths(paths: readonly WritePath[], prefer: readonly WritePath[] = []) {
  return [...prefer.filter((p) => paths.includes(p)), ...paths.filter((p) => !prefer.includes(p))];
}

/**
 * Writes through `path` and says whether the target now reads `expected`, structure
 * included. A claimed write (a cancelled event, a command that ran) is waited for; an
 * unclaimed one gets one settle. TargetMovedError goes through to the caller.
 */
async function writeOnce(
  target: EditableTarget,
  path: WritePath,
  text: string,
  expected: Snapshot,
  waiter: Waiter,
): Promise<boolean> {
  let claimed = false;
  try {
    claimed = target.write(path, text);
  } catch (err) {
    if (err instanceof TargetMovedError) throw err;
    // A path the browser lacks (e.g. no execCommand) is a path the editor did not take.
  }
  const landed = () => matchesSnapshot(snapshotOf(target), expected);
  if (claimed) return waiter.until(landed);
  await waiter.settle();
  return landed();
}

/** After the page moved the focus: takes back a partial write if it can, sends nothing else. */
async function afterMove(
  target: EditableTarget,
  before: Snapshot,
  err: TargetMovedError,
  waiter: Waiter,
): Promise<ReplaceOutcome> {
  if (err.gone || !target.element.isConnected)
    return { status: 'moved', intact: false, gone: true };
  const moved = { status: 'moved', gone: false } as const;
  if (matchesSnapshot(snapshotOf(target), before)) return { ...moved, intact: true };
  try {
    return { ...moved, intact: await restoreText(target, before, waiter) };
  } catch {
    return { ...moved, intact: false };
  }
}

/**
 * Where the write goes and what it writes: the span and the replacement, or in Gecko, for an
 * editor written through the browser's editing (no family of its own), the same with the
 * spaces beside the span (gecko-spaces.ts). Same resulting text either way.
 */
function writtenSpan(target: EditableTarget, text: string, span: Span, replacement: string) {
  if (target.family !== 'contenteditable') return { span, replacement };
  const doc = target.element.ownerDocument as Document | undefined;
  if (!doc || !writesLineBreaksAsBr(doc)) return { span, replacement };
  return takeInBoundarySpaces(text, span, replacement);
}

export async function replaceSpan(
  target: EditableTarget,
  request: ReplaceRequest,
  waiter: Waiter = timerWaiter(),
): Promise<ReplaceOutcome> {
  await target.sync?.();
  if (!target.element.isConnected) return { status: 'moved', intact: false, gone: true };
  const start = snapshotOf(target);
  if (!sameText(start.text, request.before)) return { status: 'changed' };
  const replacement = replacementFor(target, request.replacement);
  const written = writtenSpan(target, start.text, request.span, replacement);
  const expected = expectedSnapshot(start, written.span, written.replacement);
  // The form fields holding the editor's text now must hold the new text after the write.
  const copies = formCopiesOf(target, start.text);
  const tried: WritePath[] = [];
  for (const path of orderPaths(target.paths, request.prefer)) {
    tried.push(path);
    const before = snapshotOf(target);
    try {
      target.select(written.span);
      await waiter.tick();
      if (await writeOnce(target, path, written.replacement, expected, waiter)) {
        if (!(await staysWritten(target, expected, waiter))) {
          return { status: 'dropped', intact: await restoreText(target, start, waiter) };
        }
        if (!(await copiesFollow(target, copies, expected.text, waiter))) {
          return { status: 'not_submitted', intact: await restoreText(target, start, waiter) };
        }
        const at = request.span.start;
        const span = { start: at, end: at + replacement.length };
        return { status: 'replaced', path, span, before: start };
      }
      if (!(await restoreText(target, before, waiter))) return { status: 'unverified', path };
    } catch (err) {
      if (!(err instanceof TargetMovedError)) throw err;
      return afterMove(target, before, err, waiter);
    }
  }
  return { status: 'rejected', tried };
}
