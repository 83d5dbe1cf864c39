/**
 * A write is only "Replaced" if it stays. Some editors render their DOM from their own model a
 * moment after a change: Quill 1, written through the browser's editing, showed the rewrite,
 * then rendered its model again with the user's words gone (issue 25). Verification saw the
 * rewrite and said "Replaced". So after a write reads as landed, the editor's own timers and
 * renders get one more settle, and the text and its structure are read again.
 */
import type { EditableTarget } from './editable-target';
import { matchesSnapshot, snapshotOf, type Snapshot } from './snapshot';
import type { Waiter } from './waiter';

/** Whether the target still reads `expected` after the editor had time to re-render. */
export async function staysWritten(
  target: EditableTarget,
  expected: Snapshot,
  waiter: Waiter,
): Promise<boolean> {
  await waiter.settle();
  return target.element.isConnected && matchesSnapshot(snapshotOf(target), expected);
}
