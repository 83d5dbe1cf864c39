/**
 * What a humanize action in a page (SelectionSession) is given: the card it draws and the
 * background's operations, passed in so that the session knows nothing of extension APIs.
 */
import type { CardActions, CardModel } from '@/lib/model/card-model';
import type { Translate } from '@/lib/i18n/translate';
import type { JobView } from '@/lib/model/job-view';
import type { ParagraphPick } from '@/lib/model/queue-api';
import type { FormattingWriter } from '../editors/formatting/formatting-writer';
import type { Waiter } from '../editors/waiter';

export interface CardView {
  update(model: CardModel): void;
  focus(): void;
  remove(): void;
}

/** The background's answer to "Another version" (lib/messages/protocol.ts `job.another`). */
export type AnotherVersionAnswer =
  { jobId: string } | { confirm: { words: number; requests: number } };

export interface SessionDeps {
  /**
   * Shows the card; throws when the page will not let it mount, and calls `onLost` when the
   * page takes it away later.
   */
  createCard(
    model: CardModel,
    actions: CardActions,
    anchor: Element | null,
    onLost?: () => void,
  ): CardView;
  /** The card cannot be shown: the background cancels the job if queued, else uses the popup. */
  cardUnavailable(jobId: string): Promise<void>;
  cancelJob(jobId: string): Promise<void>;
  /** Submits the job's text again; resolves with the new job's id. */
  retryJob(jobId: string): Promise<string>;
  /**
   * "Another version": a done job's text sent again; resolves with the new job's id, or,
   * unless `confirmed`, with its count when it is over the user's threshold (ask first).
   * `paragraph`: only that paragraph of that version is sent (and counted).
   */
  anotherVersion(
    jobId: string,
    confirmed?: boolean,
    paragraph?: ParagraphPick,
  ): Promise<AnotherVersionAnswer>;
  openOptions(): Promise<void>;
  /**
   * The formatting core's write side, loaded into the page only for a formatted selection
   * (formatting-writer.ts); rejects when it could not be.
   */
  formattingWriter(): Promise<FormattingWriter>;
  /** The message lookup for what the card says (browser.i18n in the page). */
  t: Translate;
  waiter?: Waiter;
  now?: () => number;
}

/** What the card's "Send N words" and Cancel do while the background holds the capture. */
export interface ConfirmHandlers {
  /** Queues it (the background answers the job, which the controller attaches). */
  send(): Promise<void>;
  /** Drops it: nothing is queued. */
  discard(): void;
}

/**
 * The job a session shows from the capture until the background has queued the text (the
 * card appears at once; `attach` gives it the real job). Its empty id matches no update.
 */
export function pendingJob(text: string, now: number): JobView {
  return {
    id: '',
    source: { kind: 'selection', tabId: -1, frameId: -1 },
    text,
    createdAt: now,
    status: 'queued',
    chunkCount: 1,
    chunksDone: 0,
    wordCount: 0,
    wordsCharged: 0,
  };
}
