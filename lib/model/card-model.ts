/** What the in-page card shows; the content script's session decides, the card renders. */
import type { HumanizeErrorInfo } from './errors';
import type { JobView } from './job-view';

/** Why a finished rewrite is shown instead of (or after failing at) replacing the text. */
export type ResultReason =
  | 'readonly'
  /** The selection runs across more than one editable (Editor.js's blocks): nothing written. */
  | 'spans_fields'
  | 'canvas'
  | 'card_mode'
  | 'changed'
  | 'unverified'
  | 'rejected'
  /** The page moved the focus away from the field before the write. */
  | 'moved'
  /** The field left the page (removed, or replaced by another) before or during the write. */
  | 'gone'
  /** The editor showed the rewrite, then dropped words of it (rendered its model back). */
  | 'dropped'
  /** The editor took the rewrite but the form copy the page submits did not: put back. */
  | 'not_submitted'
  /**
   * The editor cannot keep the selection's formatting (headings, lists, marks): nothing was
   * written; Replace writes the rewrite as plain text, at the user's word.
   */
  | 'plain_only';

/**
 * Invisible format characters the API's rewrite had and the user's text did not, removed
 * before it was written or shown (lib/text/invisible-format.ts); the card says how many.
 */
export interface InvisibleRemoved {
  invisibleRemoved?: number;
}

/**
 * The versions of the text ("Another version", issue 27 point 3) and what it has cost in all
 * (point 4), on the cards that show a finished rewrite. `versionShown` is 0 for the Original,
 * else 1..`versionCount` (the rewrites kept, oldest first); the card steps between them and the
 * one shown is the one Replace writes. `totalCharged`: the words_charged the API reported for
 * this text across its versions and retries, when there were more than this job's.
 */
export interface VersionsShown {
  versionShown?: number;
  versionCount?: number;
  totalCharged?: number;
}

export type CardModel =
  /**
   * The capture is over the user's words threshold: nothing is queued until "Send N words"
   * (actions.confirm, a trusted click); Cancel (actions.cancel) drops it.
   */
  | { kind: 'confirm'; words: number; requests: number }
  | { kind: 'waiting'; job: JobView }
  | { kind: 'replacing' }
  | ({
      kind: 'replaced';
      wordsCharged: number;
      restored: boolean;
      message?: string;
      /**
       * Marks the write could not place, one line each ("link “the setup guide”
       * (https://…)"): listed with a Copy of them all (lib/selection/unplaced-lines.ts).
       */
      unplaced?: string[];
    } & InvisibleRemoved &
      VersionsShown)
  | ({
      kind: 'result';
      text: string;
      wordsCharged: number;
      reason: ResultReason;
      /** "Try replace again" is offered (an editable target). */
      canReplace: boolean;
      /**
       * The user's own text from before the rewrite, offered with "Copy original" when a write
       * went wrong and the editor could not be restored (lib/selection/write-outcome.ts).
       */
      original?: string;
      message?: string;
    } & InvisibleRemoved)
  /**
   * "Let me review first": the rewrite and its word-level changes against the original;
   * Replace (actions.tryReplace), Copy, Discard (actions.close). Nothing written yet.
   */
  | ({ kind: 'review'; original: string; text: string; wordsCharged: number } & InvisibleRemoved &
      VersionsShown)
  /**
   * The background's check of the rewrite held the write back (issue 27; job-view.ts
   * RewriteCheck), whatever the edit mode: each finding in plain words, or why the answer is no
   * rewrite at all. Replace anyway (actions.tryReplace; not for an unusable answer), Keep my
   * text (actions.close), Another version (actions.another). Nothing written yet.
   */
  | ({
      kind: 'held';
      original: string;
      text: string;
      wordsCharged: number;
      findings: string[];
      unusable?: 'empty' | 'unchanged' | 'cosmetic';
      /** Replace anyway is offered (an editable target and a usable rewrite). */
      canReplace: boolean;
    } & InvisibleRemoved &
      VersionsShown)
  | { kind: 'failed'; error: HumanizeErrorInfo; failedAt: number }
  | { kind: 'cancelled' }
  | { kind: 'notice'; message: string; text?: string };

/** What the card's buttons ask of the session in the page (from the card's frame, by name). */
export interface CardActions {
  /** "Send N words" on a confirm card. */
  confirm(): void;
  cancel(): void;
  /**
   * Replace: writes the rewrite, or `text` when the user took some of its changes and left
   * others (the merged text, change-picker.ts); the session checks it before writing.
   */
  tryReplace(text?: string): void;
  restore(): void;
  retry(): void;
  /**
   * "Another version": the same text sent again as a new job (charged again); with
   * `paragraph` (from 0), only that paragraph of the version shown (issue 27, point 3).
   */
  another(paragraph?: number): void;
  /** Steps to the previous / next version of the text (the Original is the first). */
  previousVersion(): void;
  nextVersion(): void;
  openOptions(): void;
  close(): void;
}

/**
 * The buttons of the card in its frame: the session's actions, and Copy, which the frame does
 * through the extension (never through the page's DOM or clipboard events).
 */
export type CardButtons = CardActions & { copy(text: string): Promise<boolean> };

export type CardTheme = 'light' | 'dark';
