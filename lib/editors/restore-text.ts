/**
 * Bringing an editor back to a known text after a write that went wrong, or for "Restore
 * original": first its undo, asking in turn whether the editor claims it (UndoMethod order),
 * then, if undo cannot, writing back exactly what differs. Every step is verified; nothing is
 * written on top of a text that moved somewhere unexpected without checking the result.
 */
import type { EditableTarget } from './editable-target';
import { TargetMovedError } from './focus-guard';
import { copiesFollow, formCopiesOf } from './form-copy';
import { matchesSnapshot, snapshotOf, type Snapshot } from './snapshot';
import type { Span } from './span';
import type { Waiter } from './waiter';

/** The span of `current` that differs from `wanted`, and what `wanted` has there instead. */
export function differingSpan(current: string, wanted: string): { span: Span; text: string } {
  let start = 0;
  const max = Math.min(current.length, wanted.length);
  while (start < max && current[start] === wanted[start]) start += 1;
  let tail = 0;
  while (
    tail < max - start &&
    current[current.length - 1 - tail] === wanted[wanted.length - 1 - tail]
  ) {
    tail += 1;
  }
  return {
    span: { start, end: current.length - tail },
    text: wanted.slice(start, wanted.length - tail),
  };
}

/**
 * An editor may record one write as more than one undo step that reads the same: TinyMCE in
 * Gecko added a step when it turned the bare <br> Gecko's Delete left into <p><br></p>
 * (measured: its undo levels after a refused paste; its undo redraws the body). A claimed undo
 * that changed the editor's DOM (any mutation: the redrawn markup may read the same) but not its
 * text and breaks is pressed again, this many times at most.
 */
const SAME_TEXT_REPEATS = 2;

/** Records whether `element`'s subtree changes until stop() (false where it cannot watch). */
function watchMutations(element: HTMLElement): { stop(): boolean } {
  const View = element.ownerDocument.defaultView;
  if (!View?.MutationObserver) return { stop: () => false };
  let changed = false;
  const observer = new View.MutationObserver(() => (changed = true));
  observer.observe(element, { childList: true, characterData: true, subtree: true });
  return {
    stop() {
      changed ||= observer.takeRecords().length > 0;
      observer.disconnect();
      return changed;
    },
  };
}

/**
 * The editor's undo, method after method, until the text reads `wanted`. A method that
 * changes the text to anything else stops the chain (undoing further would take the user's
 * own earlier edits), as does one the editor claimed; one that changed only markup is pressed
 * again (SAME_TEXT_REPEATS). Returns whether the text reads `wanted`.
 */
export async function undoUntil(
  target: EditableTarget,
  wanted: Snapshot,
  waiter: Waiter,
): Promise<boolean> {
  const isBack = () => matchesSnapshot(snapshotOf(target), wanted);
  for (const method of target.undoMethods) {
    const before = snapshotOf(target);
    let claimedAny = false;
    for (let press = 0; press <= SAME_TEXT_REPEATS; press += 1) {
      const mutations = watchMutations(target.element);
      let claimed = false;
      try {
        claimed = target.undo(method);
      } catch (err) {
        if (err instanceof TargetMovedError) throw err;
        // An undo the browser lacks is an undo that did nothing.
      }
      claimedAny ||= claimed;
      const back = claimed ? await waiter.until(isBack) : (await waiter.settle(), isBack());
      const mutated = mutations.stop();
      if (back) return true;
      if (!matchesSnapshot(snapshotOf(target), before)) return isBack();
      if (!claimed || !mutated) break;
    }
    if (claimedAny) return isBack();
  }
  return isBack();
}

/** Writes back what differs between the text and `wanted`, path after path, verified. */
async function writeBack(
  target: EditableTarget,
  wanted: Snapshot,
  waiter: Waiter,
): Promise<boolean> {
  const isBack = () => matchesSnapshot(snapshotOf(target), wanted);
  for (const path of target.paths) {
    if (isBack()) return true;
    const { span, text } = differingSpan(target.read(), wanted.text);
    target.select(span);
    await waiter.tick();
    let claimed = false;
    try {
      claimed = target.write(path, text);
    } catch (err) {
      if (err instanceof TargetMovedError) throw err;
      // A path the browser lacks is a path that did nothing.
    }
    if (claimed ? await waiter.until(isBack) : (await waiter.settle(), isBack())) return true;
  }
  return isBack();
}

/**
 * Brings the target back to `wanted` (its text and structure before a write); true when
 * verified. Throws TargetMovedError when the page moved the focus away meanwhile.
 */
export async function restoreText(
  target: EditableTarget,
  wanted: Snapshot,
  waiter: Waiter,
): Promise<boolean> {
  if (matchesSnapshot(snapshotOf(target), wanted)) return true;
  if (await undoUntil(target, wanted, waiter)) return true;
  return writeBack(target, wanted, waiter);
}

/**
 * "Restore original" by the editor's undo while the rewrite is its last change: 'restored'
 * when the text and structure are back AND the fields of its form that held the rewrite hold
 * the original again (form-copy.ts); 'not_submitted' when the editor is back but what the
 * page would send is not; 'failed' when the undo did not bring the original back.
 */
export async function undoWrite(
  target: EditableTarget,
  wanted: Snapshot,
  waiter: Waiter,
): Promise<'restored' | 'not_submitted' | 'failed'> {
  const copies = formCopiesOf(target, target.read());
  if (!(await undoUntil(target, wanted, waiter))) return 'failed';
  return (await copiesFollow(target, copies, wanted.text, waiter)) ? 'restored' : 'not_submitted';
}
