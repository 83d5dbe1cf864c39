/**
 * What the user is shown after a write, and when a write may start. Pure decisions, used by
 * selection-session.ts.
 */
import type { ResultReason } from '@/lib/model/card-model';
import type { ReplaceOutcome } from '../editors/replace';

/**
 * Editors group edits made close together into one undo step (Quill: 1000 ms, ProseMirror
 * and CodeMirror: 500 ms, Lexical: 1000 ms for like changes). A rewrite written sooner than
 * this after the user's last keystroke would share its undo step, and one Ctrl+Z would take
 * the user's typing with it. The capture follows the last keystroke, so the write waits
 * until this long after the capture.
 */
export const UNDO_GROUP_MS = 1100;

/** How long to wait before writing, `now` ms into a session captured at `capturedAt`. */
export function pauseBeforeWrite(capturedAt: number, now: number): number {
  return Math.max(0, Math.min(UNDO_GROUP_MS, capturedAt + UNDO_GROUP_MS - now));
}

/** The card for a write that did not replace: why, and the user's original when it may be lost. */
export function resultAfterWrite(
  outcome: Exclude<ReplaceOutcome, { status: 'replaced' }>,
  original: string,
): { reason: ResultReason; original?: string } {
  // Only a write that could not be verified, a field the page moved away from or removed, or
  // an editor that dropped words can have left the page without the user's words: the card
  // then holds them (Copy original), so they are never only in our memory. The reason names
  // what was observed: the editor refused the text ('rejected'), the target left the page
  // ('gone'), the page moved the focus ('moved'), the editor dropped words ('dropped').
  if (outcome.status === 'unverified') return { reason: 'unverified', original };
  // An editor that lost words once is not trusted to hold them: the original is offered
  // even when the undo brought it back.
  if (outcome.status === 'dropped') return { reason: 'dropped', original };
  if (outcome.status === 'moved') {
    const reason = outcome.gone ? 'gone' : 'moved';
    return outcome.intact ? { reason } : { reason, original };
  }
  if (outcome.status === 'not_submitted') {
    return outcome.intact ? { reason: 'not_submitted' } : { reason: 'not_submitted', original };
  }
  return { reason: outcome.status };
}
