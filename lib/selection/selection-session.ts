/**
 * One humanize action in a page: the captured target, its job, and the card. Decides what
 * the card shows for each job update, hands the result to its RewriteWriter when the job is
 * done (rewrite-writer.ts: written once if the target is editable and unchanged), and runs
 * the card's actions. Knows nothing of the extension APIs: the background and the card are
 * passed in.
 */
import type { CardActions, CardModel } from '@/lib/model/card-model';
import type { JobView } from '@/lib/model/job-view';
import { checkHoldsWrite, TERMINAL_STATUSES } from '@/lib/model/job-view';
import type { Captured } from '../editors/capture';
import { RewriteWriter } from './rewrite-writer';
import type { CardView, ConfirmHandlers, SessionDeps } from './session-deps';
import type { EditMode } from '../model/edit-mode';
import { withVersions } from './versions-shown';

export class SelectionSession {
  jobId: string;
  private card: CardView;
  private job: JobView;
  private finished = false;
  private busy = false;
  private closed = false;
  private readonly writer: RewriteWriter;
  /** Shown before its job exists (pendingJob); what the user did meanwhile waits for it. */
  private pending: boolean;
  private lostWhilePending = false;
  private cancelWhilePending = false;
  /** Over the words threshold: the background holds the text until "Send N words". */
  private confirming: ConfirmHandlers | null = null;
  /** "Another version" is over the words threshold: sent only after "Send N words". */
  private askingAnother = false;
  /** The paragraph that question is about ("Another version of this paragraph"), if any. */
  private askedParagraph?: number;
  /** The review or held card last shown, to go back to when that question is cancelled. */
  private decided: CardModel | null = null;
  /** The version of the text shown (0: the Original; null: the newest rewrite). */
  private shownVersion: number | null = null;

  constructor(
    private readonly captured: Captured,
    private mode: EditMode,
    job: JobView,
    private readonly deps: SessionDeps,
    private readonly onClose: (session: SelectionSession) => void,
  ) {
    this.pending = job.id === '';
    this.jobId = job.id;
    this.job = job;
    const card = { show: (model: CardModel) => this.show(model), focus: () => this.card.focus() };
    this.writer = new RewriteWriter(captured, card, deps, this.now(), () => this.words());
    // A formatted selection's writer loads while the API rewrites.
    this.writer.prepare();
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
  attach(job: JobView, mode: EditMode): void {
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
    if (this.askingAnother) return this.another(true, this.askedParagraph);
    const handlers = this.confirming;
    if (!handlers) return;
    this.confirming = null;
    this.show({ kind: 'waiting', job: this.job });
    await handlers.send();
  }

  private async cancel(): Promise<void> {
    if (this.askingAnother) {
      // Nothing was sent: back to the versions as they were.
      this.askingAnother = false;
      if (this.decided) this.show(this.decided);
      return;
    }
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
    this.shownVersion = null;
    if (job.status === 'cancelled') return this.show({ kind: 'cancelled' });
    if (job.status === 'failed' || !job.result) {
      const error = job.error ?? {
        kind: 'bad_response' as const,
        message: this.deps.t('sessionNoResult'),
        action: 'retry' as const,
      };
      return this.show({ kind: 'failed', error, failedAt: job.finishedAt ?? this.now() });
    }
    // The background's meaning check found something (or the answer is no rewrite): nothing
    // is written, whatever the mode, until the user says so on the card.
    if (checkHoldsWrite(job.check)) return this.writer.hold(job.result.humanized_text, job.check!);
    await this.writer.finish(job.result.humanized_text, this.mode);
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  private words(): number {
    return this.job.result?.words_charged ?? this.job.wordsCharged;
  }

  private show(model: CardModel): void {
    if (this.closed) return;
    if (model.kind === 'review' || model.kind === 'held') this.decided = model;
    this.card.update(withVersions(model, this.job, this.shownVersion));
  }

  /**
   * ◀ / ▶ on the card, between the Original, the earlier rewrites and the newest: the version
   * shown is the one Replace writes (rewrite-writer.ts).
   */
  private stepVersion(delta: number): void {
    const { job } = this;
    if (!this.finished || !job.result || this.askingAnother) return;
    const earlier = (job.versions ?? []).map((v) => v.text);
    const texts = [this.captured.text, ...earlier, job.result.humanized_text];
    const newest = texts.length - 1;
    const at = Math.min(newest, Math.max(0, (this.shownVersion ?? newest) + delta));
    this.shownVersion = at === newest ? null : at;
    const which = at === newest ? 'newest' : at === 0 ? 'original' : 'earlier';
    this.writer.showVersion(texts[at]!, which);
  }

  private async retry(): Promise<void> {
    const newId = await this.deps.retryJob(this.jobId);
    this.jobId = newId;
    this.finished = false;
    this.show({ kind: 'waiting', job: { ...this.job, id: newId, status: 'queued' } });
  }

  /**
   * "Another version": the same text again as a new job, followed like the first; over the
   * words threshold the card asks first ("Send N words"), as for a large selection.
   */
  private async another(confirmed = false, paragraph?: number): Promise<void> {
    const { job } = this;
    if (!this.finished || job.status !== 'done') return;
    // A paragraph of the version shown (never of the Original): its job's id goes along.
    const shown = this.shownVersion ?? Infinity;
    const versionId = shown < 1 ? '' : (job.versions?.[shown - 1]?.id ?? this.jobId);
    if (paragraph !== undefined && !versionId) return;
    this.askingAnother = false;
    const pick = paragraph === undefined ? undefined : { index: paragraph, versionId };
    const answer = await this.deps.anotherVersion(this.jobId, confirmed, pick);
    if ('confirm' in answer) {
      this.askingAnother = true;
      this.askedParagraph = paragraph;
      this.show({ kind: 'confirm', ...answer.confirm });
      this.card.focus();
      return;
    }
    const newId = answer.jobId;
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
      tryReplace: (text) => this.guard(() => this.writer.tryReplace(text))(),
      restore: this.guard(() => this.writer.restore()),
      retry: this.guard(() => this.retry()),
      another: (paragraph) => this.guard(() => this.another(false, paragraph))(),
      previousVersion: () => this.stepVersion(-1),
      nextVersion: () => this.stepVersion(1),
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
    this.writer.close();
    this.card.remove();
    this.onClose(this);
  }
}
