/**
 * One humanize action in a page: the captured target, its job, and the card. Decides what
 * the card shows for each job update, writes the result once when the job is done (if the
 * target is editable and unchanged), and runs the card's actions. Knows nothing of the
 * extension APIs: the background and the card are passed in.
 */
import type { CardActions, CardModel, ResultReason } from '@/components/result-card/card-model';
import type { JobView } from '@/lib/queue/job-view';
import { TERMINAL_STATUSES } from '@/lib/queue/job-view';
import { removeForeignFormatChars, type CleanedRewrite } from '@/lib/text/invisible-format';
import type { Captured } from './capture';
import { replacementFor, replaceSpan, type ReplaceOutcome } from './replace';
import { restoreOriginal, type Written } from './restore-original';
import type { CardView, ConfirmHandlers, SessionDeps } from './session-deps';
import { locateNear, type Span } from './span';
import { timerWaiter, type Waiter } from './waiter';
import { pauseBeforeWrite, resultAfterWrite } from './write-outcome';

export class SelectionSession {
  jobId: string;
  private card: CardView;
  private job: JobView;
  private finished = false;
  private written: Written | null = null;
  private busy = false;
  private closed = false;
  private readonly startedAt: number;
  /** Shown before its job exists (pendingJob); what the user did meanwhile waits for it. */
  private pending: boolean;
  private lostWhilePending = false;
  private cancelWhilePending = false;
  /** Over the words threshold: the background holds the text until "Send N words". */
  private confirming: ConfirmHandlers | null = null;
  /** The finished job's rewrite, without the API's invisible format characters. */
  private rewrite: CleanedRewrite | null = null;

  constructor(
    private readonly captured: Captured,
    private mode: 'replace' | 'review',
    job: JobView,
    private readonly deps: SessionDeps,
    private readonly onClose: (session: SelectionSession) => void,
  ) {
    this.pending = job.id === '';
    this.jobId = job.id;
    this.job = job;
    this.startedAt = this.now();
    try {
      this.card = deps.createCard({ kind: 'waiting', job }, this.actions(), this.anchor, () =>
        this.cardLost(),
      );
    } catch {
      this.card = { update: () => undefined, focus: () => undefined, remove: () => undefined };
      queueMicrotask(() => this.cardLost());
    }
  }

  /** What the card points at: the field or editor, else the selected text's element. */
  get anchor(): Element | null {
    return this.captured.kind === 'editable' ? this.captured.target.element : this.captured.anchor;
  }

  /**
   * The page would not show the card (or removed it): stop here, without writing into a page
   * where the user could not see or undo it, and let the background cancel or use the popup.
   */
  private cardLost(): void {
    if (this.closed) return;
    this.close();
    if (this.pending) this.lostWhilePending = true;
    else void this.deps.cardUnavailable(this.jobId).catch(() => undefined);
  }

  /**
   * The background queued the text as `job`: from now on the session follows it. A card the
   * page took away, or a Cancel pressed, before this moment is acted on now.
   */
  attach(job: JobView, mode: 'replace' | 'review'): void {
    if (!this.pending) return;
    this.pending = false;
    this.jobId = job.id;
    this.job = job;
    this.mode = mode;
    if (this.lostWhilePending) {
      void this.deps.cardUnavailable(job.id).catch(() => undefined);
    } else if (this.cancelWhilePending) {
      this.finished = true;
      void this.deps.cancelJob(job.id).catch(() => undefined);
    }
  }

  /**
   * The capture is over the user's words threshold: the card shows its count, and nothing is
   * queued until "Send N words" (a trusted click, as every card action) or dropped on Cancel.
   */
  askToConfirm(words: number, requests: number, handlers: ConfirmHandlers): void {
    if (!this.pending || this.closed) return handlers.discard();
    this.confirming = handlers;
    this.show({ kind: 'confirm', words, requests });
    this.card.focus();
  }

  private async confirm(): Promise<void> {
    const handlers = this.confirming;
    if (!handlers) return;
    this.confirming = null;
    this.show({ kind: 'waiting', job: this.job });
    await handlers.send();
  }

  private async cancel(): Promise<void> {
    if (this.confirming) {
      this.confirming.discard();
      this.confirming = null;
      this.finished = true;
      return this.show({ kind: 'cancelled' });
    }
    if (!this.pending) return this.deps.cancelJob(this.jobId);
    this.cancelWhilePending = true;
    this.show({ kind: 'cancelled' });
  }

  /** A change to this session's job (updates for other ids, and stale ones, are ignored). */
  async onJob(job: JobView): Promise<void> {
    if (job.id !== this.jobId || this.finished || this.closed) return;
    this.job = job;
    if (!TERMINAL_STATUSES.has(job.status)) return this.show({ kind: 'waiting', job });
    this.finished = true;
    if (job.status === 'cancelled') return this.show({ kind: 'cancelled' });
    if (job.status === 'failed' || !job.result) {
      const error = job.error ?? {
        kind: 'bad_response' as const,
        message: this.deps.t('sessionNoResult'),
        action: 'retry' as const,
      };
      return this.show({ kind: 'failed', error, failedAt: job.finishedAt ?? this.now() });
    }
    // Invisible format characters the API added are never written nor shown (issue 16).
    this.rewrite = removeForeignFormatChars(job.result.humanized_text, this.captured.text);
    await this.finish(this.rewrite.text);
  }

  /** How many invisible characters were removed from the rewrite, for the card (if any). */
  private removedNote(): { invisibleRemoved?: number } {
    const removed = this.rewrite?.removed ?? 0;
    return removed > 0 ? { invisibleRemoved: removed } : {};
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  private words(): number {
    return this.job.result?.words_charged ?? this.job.wordsCharged;
  }

  private show(model: CardModel): void {
    if (!this.closed) this.card.update(model);
  }

  private waiter(): Waiter {
    return this.deps.waiter ?? timerWaiter();
  }

  private showResult(reason: ResultReason, message?: string, original?: string): void {
    const text = this.rewrite?.text ?? '';
    const canReplace = this.captured.kind === 'editable';
    const model = {
      kind: 'result' as const,
      text,
      wordsCharged: this.words(),
      reason,
      canReplace,
      ...this.removedNote(),
    };
    this.show({ ...model, message, ...(original !== undefined && { original }) });
  }

  private async finish(text: string): Promise<void> {
    if (this.captured.kind === 'readonly') {
      this.showResult(this.captured.canvas ? 'canvas' : 'readonly');
      this.card.focus();
      return;
    }
    if (this.mode === 'review') {
      // Nothing is written until the user presses Replace (the card's tryReplace).
      const { text: original } = this.captured;
      this.show({
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

  private async write(before: string, span: Span, text: string): Promise<void> {
    if (this.captured.kind !== 'editable') return;
    const target = this.captured.target;
    this.show({ kind: 'replacing' });
    const outcome: ReplaceOutcome = await replaceSpan(
      target,
      { before, span, replacement: text },
      this.waiter(),
    );
    if (outcome.status === 'replaced') {
      this.written = {
        path: outcome.path,
        span: outcome.span,
        replacement: replacementFor(target, text),
        after: target.read(),
        before: outcome.before,
      };
      return this.show({
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
   * "Try replace again", and Replace in review: over the original text if it is still there
   * (nearest to where it was), else the user's selection; through the write path and its
   * verification like any write.
   */
  private async tryReplace(): Promise<void> {
    if (this.captured.kind !== 'editable' || !this.rewrite) return;
    const { target, text: original, span } = this.captured;
    await target.sync?.();
    const current = target.read();
    const where = locateNear(current, original, span.start) ?? target.selection();
    if (!where) {
      return this.showResult('changed', this.deps.t('sessionOriginalGone'));
    }
    await this.write(current, where, this.rewrite.text);
  }

  /** "Restore original" (restore-original.ts); when it cannot, the card offers the original. */
  private async restore(): Promise<void> {
    if (this.captured.kind !== 'editable' || !this.written) return;
    const { target, text: original } = this.captured;
    const words = this.words();
    const outcome = await restoreOriginal(target, original, this.written, this.waiter(), () =>
      this.show({ kind: 'replacing' }),
    );
    if (outcome === 'restored') {
      this.written = null;
      return this.show({ kind: 'replaced', wordsCharged: words, restored: true });
    }
    this.show({ kind: 'notice', message: this.deps.t(outcome), text: original });
  }

  private async retry(): Promise<void> {
    const newId = await this.deps.retryJob(this.jobId);
    this.jobId = newId;
    this.finished = false;
    this.show({ kind: 'waiting', job: { ...this.job, id: newId, status: 'queued' } });
  }

  /** Runs an action once at a time; failures of the messaging land on the card, not lost. */
  private guard(action: () => Promise<void>): () => void {
    return () => {
      if (this.busy) return;
      this.busy = true;
      action()
        .catch((err: unknown) => {
          this.show({ kind: 'notice', message: err instanceof Error ? err.message : String(err) });
        })
        .finally(() => {
          this.busy = false;
        });
    };
  }

  private actions(): CardActions {
    return {
      confirm: this.guard(() => this.confirm()),
      cancel: this.guard(() => this.cancel()),
      tryReplace: this.guard(() => this.tryReplace()),
      restore: this.guard(() => this.restore()),
      retry: this.guard(() => this.retry()),
      openOptions: this.guard(() => this.deps.openOptions()),
      close: () => this.close(),
    };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    // A confirm card closed (×, Escape, a new action on the same target, the page removing
    // it): the background drops the text it holds.
    this.confirming?.discard();
    this.confirming = null;
    this.card.remove();
    this.onClose(this);
  }
}
