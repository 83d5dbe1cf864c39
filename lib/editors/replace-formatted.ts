/**
 * The formatted write (issue 25): a selection holding structure or marks gets its rewrite back
 * with them. The rewrite is cut into the selection's blocks and its marks carried over
 * (formatting/apply-rewrite.ts), rendered as HTML with DOM APIs (render-html.ts) and written as
 * ONE edit the editor takes as its own (target.formatted.writeHtml). Then the span is captured
 * again and its digest (blocks, words, the words each mark covers, links by address) compared
 * with what was meant: a write that lost a block, a word or a mark is undone (one step) and
 * reported 'rejected', never "replaced". Marks whose words all vanished are returned so the
 * card can say so. Inline code the rewrite changed refuses the write before anything is sent.
 */
import type { FormattingWriter } from './formatting/formatting-writer';
import type { FormattedSelection } from './formatting/model';
import type { UnplacedMark } from './formatting/transfer-marks';
import type { EditableTarget, FormattedReading } from './editable-target';
import { TargetMovedError } from './focus-guard';
import { copiesFollow, formCopiesOf } from './form-copy';
import { readTextOf } from './formatted-span';
import { shiftedAfterWrite, surroundingSpans, surroundingsDigest } from './formatted-surroundings';
import type { ReplaceOutcome } from './replace';
import { restoreText } from './restore-text';
import { matchesSnapshot, snapshotOf, type Snapshot } from './snapshot';
import type { Span } from './span';
import { sameText } from './text-compare';
import type { Waiter } from './waiter';

export type FormattedOutcome =
  | (Extract<ReplaceOutcome, { status: 'replaced' }> & {
      /** The rewrite as written, plain (read() text of the span). */
      written: string;
      unplaced: UnplacedMark[];
    })
  | Exclude<ReplaceOutcome, { status: 'replaced' }>
  /** The rewrite changed inline code: nothing was written. */
  | { status: 'code_changed'; code: string };

export interface FormattedRequest {
  /** The target's whole text at capture, and the selection's span in it. */
  before: string;
  span: Span;
  /** The selection's model at capture. */
  original: FormattedSelection;
  /** The provider's rewrite of apiTextOf(original). */
  rewrite: string;
  /**
   * Write `original` itself, blocks and marks as they were (Restore original when the editor's
   * undo cannot take the write back): `rewrite` is not used.
   */
  exact?: boolean;
}

/** What the target must hold after the write: its text, the span's digest, the lines around. */
export interface Meant {
  expected: Snapshot;
  span: Span;
  digest: string;
  around: [Span, Span];
  aroundDigest: string;
}

/**
 * Whether the target now holds `text` at `span` with exactly the structure and marks meant,
 * and the blocks around it as they were (formatted-surroundings.ts).
 */
export function holds(
  target: EditableTarget,
  meant: Meant,
  digestOf: FormattingWriter['digestOf'],
): boolean {
  const access = target.formatted;
  if (!access) return false;
  // One reading a poll: the text, the span and the lines around it from one walk of the editor.
  const now = access.reading();
  if (!sameText(now.text, meant.expected.text)) return false;
  const model = now.capture(meant.span);
  if (model === null || digestOf(model) !== meant.digest) return false;
  return (
    surroundingsDigest(now.capture, digestOf, meant.around, now.hardSpaces) === meant.aroundDigest
  );
}

/** The digest of what `span` holds in `reading`, or null. */
function digestIn(
  reading: FormattedReading,
  span: Span,
  digestOf: FormattingWriter['digestOf'],
): string | null {
  const model = reading.capture(span);
  return model === null ? null : digestOf(model);
}

/** `writer`: the formatting core's write side, loaded only for formatted selections. */
export async function replaceFormatted(
  target: EditableTarget,
  request: FormattedRequest,
  waiter: Waiter,
  writer: FormattingWriter,
): Promise<FormattedOutcome> {
  const access = target.formatted;
  if (!access) return { status: 'rejected', tried: [] };
  const { applyRewrite, digestOf, renderHtml } = writer;
  const applied = request.exact
    ? { ok: true as const, value: { selection: request.original, unplaced: [] } }
    : applyRewrite(request.original, request.rewrite);
  if (!applied.ok) {
    const code = applied.error.code === 'code-changed' ? applied.error.text : '';
    return { status: 'code_changed', code };
  }
  const { selection, unplaced } = applied.value;
  await target.sync?.();
  if (!target.element.isConnected) return { status: 'moved', intact: false, gone: true };
  const start = snapshotOf(target);
  if (!sameText(start.text, request.before)) return { status: 'changed' };
  const written = readTextOf(selection);
  const { span } = request;
  const text = start.text.slice(0, span.start) + written + start.text.slice(span.end);
  const expected: Snapshot = { text };
  const at = { start: span.start, end: span.start + written.length };
  const around = surroundingSpans(start.text, span);
  const startReading = access.reading();
  const meant: Meant = {
    expected,
    span: at,
    digest: digestOf(selection),
    around: shiftedAfterWrite(around, written.length - (span.end - span.start)),
    aroundDigest: surroundingsDigest(
      startReading.capture,
      digestOf,
      around,
      startReading.hardSpaces,
    ),
  };
  // What "as it was" means after a refused write: the text and the span's blocks and marks,
  // read as a poll reads them (one walk of the editor: its text, breaks and the span's model).
  const startDigest = digestIn(startReading, span, digestOf);
  const asBefore = () => {
    const now = access.reading();
    const snapshot = { text: now.text, breaks: now.breaks() };
    return matchesSnapshot(snapshot, start) && digestIn(now, span, digestOf) === startDigest;
  };
  const copies = formCopiesOf(target, start.text);
  const fragment = renderHtml(target.element.ownerDocument, selection, access.markTags);
  try {
    const claimed = access.writeHtml(span, fragment, written);
    const landed = () => holds(target, meant, digestOf);
    const ok = claimed ? await waiter.until(landed) : (await waiter.settle(), landed());
    if (ok) {
      // An editor that renders from its own model may drop the words a moment later.
      await waiter.settle();
      if (!landed()) return { status: 'dropped', intact: await restoreText(target, start, waiter) };
      if (!(await copiesFollow(target, copies, text, waiter))) {
        return { status: 'not_submitted', intact: await restoreText(target, start, waiter) };
      }
      return {
        status: 'replaced',
        path: 'execCommand',
        span: at,
        before: start,
        written,
        unplaced,
      };
    }
    if (asBefore()) return { status: 'rejected', tried: ['execCommand'] };
    // The words back but a mark or a block's kind lost is not "nothing was changed" (measured:
    // TinyMCE in Firefox, first paragraphs before a list, their marks gone after the undo).
    if (!(await restoreText(target, start, waiter)) || !asBefore())
      return { status: 'unverified', path: 'execCommand' };
    return { status: 'rejected', tried: ['execCommand'] };
  } catch (err) {
    if (!(err instanceof TargetMovedError)) throw err;
    if (err.gone || !target.element.isConnected)
      return { status: 'moved', intact: false, gone: true };
    const intact =
      matchesSnapshot(snapshotOf(target), start) ||
      (await restoreText(target, start, waiter).catch(() => false));
    return { status: 'moved', intact, gone: false };
  }
}
