/**
 * "Restore original": when the rewrite is still the field's last change, the editor's own
 * undo (the family's, see EditorFamily.undo) takes it back exactly, formatting included, and
 * leaves the rewrite on the editor's redo stack. Otherwise (the target's text changed, or the
 * user edited elsewhere in the page: edits-elsewhere.ts), or when the undo changes nothing,
 * the captured text is written back over the rewrite by the same path.
 */
import type { EditableTarget, WritePath } from './editable-target';
import type { EditsWatch } from './edits-elsewhere';
import { replaceSpan } from './replace';
import { undoWrite } from './restore-text';
import type { Snapshot } from './snapshot';
import { locateNear, type Span } from './span';
import { sameText } from './text-compare';
import type { Waiter } from './waiter';

/** What a verified write of the rewrite left, to take it back. */
export type Written = {
  path: WritePath;
  span: Span;
  replacement: string;
  /** The target's whole text right after the write. */
  after: string;
  /** The target as it was before the write (text and paragraph structure: snapshot.ts). */
  before: Snapshot;
  /**
   * Edits in the page outside the target since the write: the browser's undo would take
   * those back first (the target's text cannot show them), so the original is written back.
   */
  elsewhere?: EditsWatch;
};

/** Restored, or the message (its catalogue key) that says why not; the card then offers the original. */
export type RestoreOutcome =
  | 'restored'
  | 'sessionRestoreNotSubmitted'
  | 'sessionUndoInexact'
  | 'sessionRewriteEdited'
  | 'sessionRestoreRejected';

export async function restoreOriginal(
  target: EditableTarget,
  original: string,
  written: Written,
  waiter: Waiter,
  /** Called as a write starts (the card shows "Replacing…"). */
  writing: () => void,
  /**
   * Writes the original over the rewrite at `span` of `current` when the undo cannot: for a
   * formatted write, its blocks and marks (written as plain text they were lost, and the
   * card said "Original restored"). By default the plain path.
   */
  writeBack?: (current: string, span: Span) => Promise<boolean>,
): Promise<RestoreOutcome> {
  await target.sync?.();
  if (!written.elsewhere?.happened() && sameText(target.read(), written.after)) {
    writing();
    const undone = await undoWrite(target, written.before, waiter);
    if (undone === 'restored') return 'restored';
    if (undone === 'not_submitted') return 'sessionRestoreNotSubmitted';
    if (!sameText(target.read(), written.after)) return 'sessionUndoInexact';
  }
  const current = target.read();
  const where = locateNear(current, written.replacement, written.span.start);
  if (!where) return 'sessionRewriteEdited';
  writing();
  if (writeBack) return (await writeBack(current, where)) ? 'restored' : 'sessionRestoreRejected';
  const outcome = await replaceSpan(
    target,
    { before: current, span: where, replacement: original, prefer: [written.path] },
    waiter,
  );
  return outcome.status === 'replaced' ? 'restored' : 'sessionRestoreRejected';
}
