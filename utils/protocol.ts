/**
 * Every message the extension sends, typed in one map. The background validates the
 * sender and the payload of each (entrypoints/background/message-router.ts).
 *
 * Two directions:
 * - RuntimeProtocol: extension pages and our content script -> background (runtime.sendMessage).
 *   `from` says which senders may send it: 'page' = extension pages only (popup, options),
 *   'content' = our injected content script only, 'any' = either.
 * - ContentProtocol: background -> our content script in one frame (tabs.sendMessage).
 */
import type { HumanizeErrorInfo } from '@/lib/api/errors';
import type { CaptureFailure } from '@/lib/editors/capture';
import type { JobView } from '@/lib/queue/job-view';
import type { Settings } from './settings';

export type ConnectionTestResult =
  { ok: true; message: string } | { ok: false; message: string; error?: HumanizeErrorInfo };

export interface SettingsView extends Settings {
  /** The saved key, given to extension pages only (never to content scripts). */
  apiKey: string;
  /** The origin the saved key belongs to (lib/api/key-origin.ts), when there is one. */
  apiKeyOrigin?: string;
}

export type SaveSettingsResult =
  | { ok: true }
  | {
      ok: false;
      field: 'baseUrl' | 'apiKey' | 'requestsPerMinute' | 'confirmAboveWords' | 'permission';
      message: string;
    };

export interface RuntimeProtocol {
  'job.submit': { from: 'page'; request: { text: string }; response: { jobId: string } };
  'job.cancel': { from: 'any'; request: { jobId: string }; response: { cancelled: boolean } };
  'job.retry': { from: 'any'; request: { jobId: string }; response: { jobId: string } };
  'settings.get': { from: 'page'; request: Record<string, never>; response: SettingsView };
  'settings.save': {
    from: 'page';
    /**
     * keyTyped: the user typed into the key field since it was loaded (even the same key
     * again). Only a typed key may be bound to a base URL on another origin than the saved
     * key's (lib/api/key-origin.ts).
     */
    request: Partial<Settings> & { apiKey?: string; keyTyped?: boolean };
    response: SaveSettingsResult;
  };
  'settings.forgetKey': { from: 'page'; request: Record<string, never>; response: { ok: true } };
  'settings.testConnection': {
    from: 'page';
    /** keyTyped: as in settings.save; the saved key is never tested against another origin. */
    request: { baseUrl: string; apiKey: string; keyTyped?: boolean };
    response: ConnectionTestResult;
  };
  /**
   * The user chose to send jobs queued for the previous API origin to `origin`, the API's
   * origin now (refused, sent 0, when it no longer is).
   */
  'jobs.sendToOrigin': {
    from: 'page';
    request: { jobIds: string[]; origin: string };
    response: { sent: number };
  };
  'history.clear': { from: 'page'; request: Record<string, never>; response: { ok: true } };
  'options.open': { from: 'any'; request: Record<string, never>; response: { ok: true } };
  /**
   * The page would not let the card show (or took it away): cancel the job if it has not
   * started, else hand its result to the popup and flag it on the tab's badge.
   */
  'job.cardUnavailable': {
    from: 'content';
    request: { jobId: string };
    response: { outcome: CardFallback };
  };
  /**
   * The card's trusted click on "Send N words": queue the capture the background holds for
   * this document (content.confirm). Answers the job to attach; refused for another document,
   * and when the capture is gone (expired, or the worker restarted): the card says to try again.
   */
  'selection.confirm': {
    from: 'content';
    request: { captureId: string };
    response: { job: JobView; mode: Settings['editableBehaviour'] };
  };
  /** Cancel on that card: the held capture is dropped, nothing is queued. */
  'selection.discard': {
    from: 'content';
    request: { captureId: string };
    response: { discarded: boolean };
  };
  /** Whether Google Docs support is on (bridge registered and docs.google.com granted). */
  'googleDocs.get': {
    from: 'page';
    request: Record<string, never>;
    response: { enabled: boolean };
  };
  /** Turns it on (after the options page got the permission) or off. */
  'googleDocs.set': {
    from: 'page';
    request: { enabled: boolean };
    response: { ok: true; enabled: boolean } | { ok: false; message: string };
  };
}

/** What the background did for a job whose card could not be shown. */
export type CardFallback = 'cancelled' | 'popup' | 'refused';

/** What the content script found to humanize in its frame. */
export type CaptureResult =
  | {
      ok: true;
      text: string;
      /** Whether the result can be written back (an editable target). */
      editable: boolean;
      /** Editor family detected, for diagnostics ('textarea', 'quill', 'lexical', …). */
      family: string;
      /** The whole text of a focused field, taken because nothing was selected. */
      wholeField: boolean;
    }
  | {
      ok: false;
      reason: CaptureFailure['reason'];
      message: string;
    };

export interface ContentProtocol {
  /** Capture the selection (or focused field) of this frame and remember the target. */
  'content.capture': {
    /**
     * fallbackText: the context menu's selectionText, used only where the page's own text
     * cannot be read (Google Docs' canvas), so the rewrite can still be shown for copying.
     * googleDocs: Google Docs support is on; only then does the frame talk to the Docs bridge
     * (a page script can answer on its events whenever our bridge is not there). Absent: off.
     */
    request: { captureId: string; fallbackText?: string; googleDocs?: boolean };
    response: CaptureResult;
  };
  /**
   * The capture is over the user's threshold: the background holds it, and the card shows its
   * count and sends it only on a trusted click (selection.confirm), or drops it on Cancel.
   */
  'content.confirm': {
    request: { captureId: string; words: number; requests: number };
    response: { ok: boolean };
  };
  /** Bind a captured target to its queued job and show the card. */
  'content.attach': {
    request: { captureId: string; job: JobView; mode: Settings['editableBehaviour'] };
    response: { ok: boolean };
  };
  /** A change to a job this frame shows. */
  'content.jobUpdate': { request: { job: JobView }; response: { ok: boolean } };
  /** Show a message without a job (e.g. nothing selected, password field, Google Docs). */
  'content.notice': {
    request: { message: string; text?: string };
    response: { ok: boolean };
  };
}

export type RuntimeType = keyof RuntimeProtocol;
export type ContentType = keyof ContentProtocol;

export interface RuntimeMessage<T extends RuntimeType = RuntimeType> {
  type: T;
  payload: RuntimeProtocol[T]['request'];
}
export interface ContentMessage<T extends ContentType = ContentType> {
  type: T;
  payload: ContentProtocol[T]['request'];
  /**
   * The origin of the document the message is for: the content script drops a message for
   * another origin (a frame that navigated away; browsers without documentId).
   */
  origin: string;
}

/** Replies travel wrapped so that a handler's failure reaches the caller as data. */
export type Reply<R> = { ok: true; value: R } | { ok: false; error: string };
