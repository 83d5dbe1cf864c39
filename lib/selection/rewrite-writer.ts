/**
 * What a humanize action does with its finished rewrite in the page: shows it where nothing
 * may be written (read-only text, review mode), else writes it once into the captured target,
 * verified; later, at the card's request, writes it again ("Try replace again", Replace in
 * review) or takes it back ("Restore original"). SelectionSession owns the job and the card;
 * this owns the rewrite and what the write left.
 */
import type { CardModel, ResultReason } from '@/lib/model/card-model';
import type { RewriteCheck } from '@/lib/model/job-view';
import { removeForeignFormatChars, type CleanedRewrite } from '@/lib/text/invisible-format';
import type { Captured } from '../editors/capture';
import { replacementFor, replaceSpan, type ReplaceOutcome } from '../editors/replace';
import { watchEditsElsewhere } from '../editors/edits-elsewhere';
import { restoreOriginal, type Written } from '../editors/restore-original';
import { FormattedWrites } from './formatted-writes';
import type { SessionDeps } from './session-deps';
import { locateNear, type Span } from '../editors/span';
import { timerWaiter, type Waiter } from '../editors/waiter';
import { unplacedLines } from './unplaced-lines';
import { pauseBeforeWrite, resultAfterWrite } from './write-outcome';
import type { EditMode } from '../model/edit-mode';

/** The session's card as the writer uses it: `show` does nothing once the session closed. */
export interface RewriteCard {
  show(model: CardModel): void;
  focus(): void;
}

/** The cards that show a rewrite before anything is written: they step between versions. */
type DecidedModel = Extract<CardModel, { kind: 'review' | 'held' }>;

export class RewriteWriter {
  private written: Written | null = null;
  /** The finished job's rewrite, without the API's invisible format characters. */
  private rewrite: CleanedRewrite | null = null;
  /**
   * The text the user picked change by change for this rewrite (Replace's merged text), so a
   * write that failed offers it again ("Try replace again", Copy) rather than the whole rewrite.
   */
  private picked: string | null = null;
  /**
   * The user chose to write the rewrite as plain text where the editor cannot keep the
   * selection's formatting (EditableTarget.losesFormatting): asked once per action.
   */
  private plainChosen = false;
  /** The held answer is no rewrite at all (RewriteCheck.unusable): never written. */
  private unusable = false;
  /** The review or held card as decided for the newest rewrite, to step back to (showVersion). */
  private decided: { model: DecidedModel; rewrite: CleanedRewrite; unusable: boolean } | null =
    null;

  constructor(
    private readonly captured: Captured,
    private readonly card: RewriteCard,
    private readonly deps: Pick<SessionDeps, 't' | 'waiter' | 'now' | 'formattingWriter'>,
    /** When the user acted, for the pause before writing (write-outcome.ts). */
    private readonly startedAt: number,
    /** The words the job was charged, as the card shows them. */
    private readonly words: () => number,
  ) {}

  /** The formatted writes, with the formatting writer they load once per action. */
  private readonly formattedWrites = new FormattedWrites(() => this.deps.formattingWriter());

  /**
   * Starts loading the formatting writer for a formatted selection, so that it is in the page
   * by the time the rewrite comes back (the session calls this at capture).
   */
  prepare(): void {
    if (this.captured.kind === 'editable' && this.captured.formatted) {
      this.formattedWrites.prepare();
    }
  }

  /** The job is done with `humanized`: show it, or write it into the target (`mode`). */
  async finish(humanized: string, mode: EditMode): Promise<void> {
    // Invisible format characters the API added are never written nor shown (issue 16).
    this.rewrite = removeForeignFormatChars(humanized, this.captured.text);
    this.picked = null;
    this.unusable = false;
    const text = this.rewrite.text;
    if (this.captured.kind === 'readonly') {
      const { canvas, spansFields } = this.captured;
      this.showResult(canvas ? 'canvas' : spansFields ? 'spans_fields' : 'readonly');
      this.card.focus();
      return;
    }
    if (mode === 'review') {
      // Nothing is written until the user presses Replace (the card's tryReplace).
      const { text: original } = this.captured;
      this.decide({
        kind: 'review',
        original,
        text,
        wordsCharged: this.words(),
        ...this.removedNote(),
      });
      this.card.focus();
      return;
    }
    const { before, span } = this.captured;
    // Out of the undo step of the user's last keystrokes (write-outcome.ts).
    await this.waiter().sleep(pauseBeforeWrite(this.startedAt, this.now()));
    await this.write(before, span, text);
  }

  /**
   * The background's check held the rewrite back (issue 27): nothing is written, whatever
   * the mode; the card lists why and offers Replace anyway (tryReplace) for a usable rewrite.
   */
  hold(humanized: string, check: RewriteCheck): void {
    this.rewrite = removeForeignFormatChars(humanized, this.captured.text);
    this.picked = null;
    this.unusable = check.unusable !== undefined;
    this.decide({
      kind: 'held',
      original: this.captured.text,
      text: this.rewrite.text,
      wordsCharged: this.words(),
      findings: check.findings,
      ...(check.unusable && { unusable: check.unusable }),
      canReplace: this.captured.kind === 'editable' && !this.unusable,
      ...this.removedNote(),
    });
    this.card.focus();
  }

  private decide(model: DecidedModel): void {
    this.decided = { model, rewrite: this.rewrite!, unusable: this.unusable };
    this.card.show(model);
  }

  /**
   * The card steps to another version of the text (issue 27, point 3): the newest is shown as
   * it was decided; an earlier rewrite is shown (and Replace writes it) without the newest's
   * findings; the Original is shown with nothing to write.
   */
  showVersion(text: string, which: 'original' | 'earlier' | 'newest'): void {
    const decided = this.decided;
    if (!decided) return;
    const earlier = which === 'earlier';
    this.unusable = which === 'newest' && decided.unusable;
    this.picked = null;
    if (which === 'newest') {
      this.rewrite = decided.rewrite;
      return this.card.show(decided.model);
    }
    this.rewrite = earlier ? removeForeignFormatChars(text, this.captured.text) : null;
    // An earlier version is shown without the newest's findings; the Original has no Replace.
    this.card.show({
      ...decided.model,
      text: this.rewrite?.text ?? this.captured.text,
      invisibleRemoved: this.rewrite?.removed || undefined,
      findings: [],
      unusable: undefined,
      canReplace: earlier && this.captured.kind === 'editable',
    } as DecidedModel);
  }

  /**
   * "Try replace again", and Replace in review: over the original text if it is still there
   * (nearest to where it was), else the user's selection; through the write path and its
   * verification like any write. `merged`: the text with only the changes the user took
   * (change by change); it came from the card's frame, so it must be text no longer than the
   * original and the rewrite together (what a merge of the two can be), else nothing is written.
   */
  async tryReplace(merged?: string): Promise<void> {
    // An answer that is no rewrite (empty, unchanged) is never written, not even on request.
    if (this.captured.kind !== 'editable' || !this.rewrite || this.unusable) return;
    const { target, text: original, span } = this.captured;
    const text = merged ?? this.picked ?? this.rewrite.text;
    if (typeof text !== 'string' || text.length > original.length + this.rewrite.text.length) {
      return;
    }
    if (merged !== undefined) this.picked = merged;
    await target.sync?.();
    const current = target.read();
    const where = locateNear(current, original, span.start) ?? target.selection();
    if (!where) {
      return this.showResult('changed', this.deps.t('sessionOriginalGone'));
    }
    await this.write(current, where, text);
  }

  /** "Restore original" (restore-original.ts); when it cannot, the card offers the original. */
  async restore(): Promise<void> {
    if (this.captured.kind !== 'editable' || !this.written) return;
    const { target, text: original, formatted } = this.captured;
    const words = this.words();
    const outcome = await restoreOriginal(
      target,
      original,
      this.written,
      this.waiter(),
      () => this.card.show({ kind: 'replacing' }),
      formatted &&
        ((current, span) =>
          this.formattedWrites.writeOriginal(target, current, span, formatted, this.waiter())),
    );
    if (outcome === 'restored') {
      this.forget();
      return this.card.show({ kind: 'replaced', wordsCharged: words, restored: true });
    }
    this.card.show({ kind: 'notice', message: this.deps.t(outcome), text: original });
  }

  /** The action is over (its card closed): nothing more is restored. */
  close(): void {
    this.forget();
  }

  /** What a verified write left, and from now on the edits elsewhere in the page. */
  private remember(written: Omit<Written, 'elsewhere'>): void {
    if (this.captured.kind !== 'editable') return;
    this.forget();
    this.written = { ...written, elsewhere: watchEditsElsewhere(this.captured.target.element) };
  }

  private forget(): void {
    this.written?.elsewhere?.stop();
    this.written = null;
  }

  private async write(before: string, span: Span, text: string): Promise<void> {
    if (this.captured.kind !== 'editable') return;
    const target = this.captured.target;
    this.card.show({ kind: 'replacing' });
    if (this.captured.formatted) return this.writeFormatted(before, span, text);
    // An editor that would lose the selection's headings, lists or marks: nothing is written
    // until the user chose plain text on the card (its Replace), never silently (issue 25).
    if (!this.plainChosen && target.losesFormatting?.(span)) {
      this.plainChosen = true;
      return this.showResult('plain_only');
    }
    // A rewrite with fewer line breaks than the selection may have joined its paragraphs:
    // cut again where they start (formatting/paragraph-split.ts, in the formatting writer).
    let kept = text;
    const lines = (t: string) => t.split('\n').length;
    if (lines(text) < lines(before.slice(span.start, span.end))) {
      const writer = await this.formattedWrites.loaded();
      if (!writer) return this.showResult('rejected', this.deps.t('formattingWriterUnavailable'));
      kept = writer.keepParagraphs({ text: before, breaks: target.readBreaks?.() }, span, text);
    }
    const outcome: ReplaceOutcome = await replaceSpan(
      target,
      { before, span, replacement: kept },
      this.waiter(),
    );
    if (outcome.status === 'replaced') {
      this.remember({
        path: outcome.path,
        span: outcome.span,
        replacement: replacementFor(target, kept),
        after: target.read(),
        before: outcome.before,
      });
      return this.card.show({
        kind: 'replaced',
        wordsCharged: this.words(),
        restored: false,
        ...this.removedNote(),
      });
    }
    const { reason, original } = resultAfterWrite(outcome, this.captured.text);
    this.showResult(reason, undefined, original);
  }

  /**
   * The formatted write (replace-formatted.ts): structure and marks kept, verified. When the
   * rewrite changed inline code nothing is written and the card says so.
   */
  private async writeFormatted(before: string, span: Span, text: string): Promise<void> {
    if (this.captured.kind !== 'editable' || !this.captured.formatted) return;
    const { target, formatted } = this.captured;
    const request = { before, span, original: formatted, rewrite: text };
    const outcome = await this.formattedWrites.write(target, request, this.waiter());
    if (outcome === 'unavailable') {
      return this.showResult('rejected', this.deps.t('formattingWriterUnavailable'));
    }
    if (outcome.status === 'code_changed') {
      return this.showResult('rejected', this.deps.t('formattingCodeChanged'));
    }
    if (outcome.status === 'replaced') {
      this.remember({
        path: outcome.path,
        span: outcome.span,
        replacement: outcome.written,
        after: target.read(),
        before: outcome.before,
      });
      const count = outcome.unplaced.length;
      return this.card.show({
        kind: 'replaced',
        wordsCharged: this.words(),
        restored: false,
        ...(count > 0 && {
          message: this.deps.t('formattingMarksUnplaced', String(count)),
          unplaced: unplacedLines(outcome.unplaced, this.deps.t),
        }),
        ...this.removedNote(),
      });
    }
    const { reason, original } = resultAfterWrite(outcome, this.captured.text);
    this.showResult(reason, undefined, original);
  }

  private showResult(reason: ResultReason, message?: string, original?: string): void {
    const text = this.picked ?? this.rewrite?.text ?? '';
    const canReplace = this.captured.kind === 'editable';
    const model = {
      kind: 'result' as const,
      text,
      wordsCharged: this.words(),
      reason,
      canReplace,
      ...this.removedNote(),
    };
    this.card.show({ ...model, message, ...(original !== undefined && { original }) });
  }

  /** How many invisible characters were removed from the rewrite, for the card (if any). */
  private removedNote(): { invisibleRemoved?: number } {
    const removed = this.rewrite?.removed ?? 0;
    return removed > 0 ? { invisibleRemoved: removed } : {};
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  private waiter(): Waiter {
    return this.deps.waiter ?? timerWaiter();
  }
}
