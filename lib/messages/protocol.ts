/**
 * Every message the extension sends, typed in one map. The background validates the
 * sender and the payload of each (entrypoints/background/messages/message-router.ts).
 *
 * Directions:
 * - RuntimeProtocol: extension pages and our content script -> background (runtime.sendMessage).
 *   `from` says which senders may send it: 'page' = extension pages only (popup, options, the
 *   card's frame), 'content' = our injected content script only, 'any' = either.
 * - ContentProtocol: background -> our content script in one frame (tabs.sendMessage).
 * - OffscreenProtocol: background -> its offscreen document in Chrome (runtime.sendMessage).
 * - The card's frame and the content script that shows it: CardFrameInit (window.postMessage
 *   to the extension's origin, with a MessagePort), then CardFrameCommand / CardFrameEvent
 *   over that port (docs/card.md).
 */
import type { CardActions, CardModel, CardTheme } from '@/lib/model/card-model';
import type { HumanizeErrorInfo } from '@/lib/model/errors';
import type { CaptureFailure } from '@/lib/editors/capture';
import type { ButtonChange } from '@/lib/in-page-button/button-settings';
import type { InPageButtonView } from '@/lib/in-page-button/button-view';
import type { JobView } from '@/lib/model/job-view';
import type { ParagraphPick } from '@/lib/model/queue-api';
import type { Settings } from '../settings/settings';

export type ConnectionTestResult =
  { ok: true; message: string } | { ok: false; message: string; error?: HumanizeErrorInfo };

export interface SettingsView extends Settings {
  /** The saved key, given to extension pages only (never to content scripts). */
  apiKey: string;
  /** Set when the organisation's policy sets the API base URL (then `baseUrl` is that). */
  managedBaseUrl?: string;
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
  /**
   * "Another version" (issue 27): the done job's text again as a new job. Unless `confirmed`,
   * a text over the user's words threshold (or of several requests) is not queued: the answer
   * is its count, to ask first, as for a large selection (lib/text/spend-decision.ts).
   * `paragraph`: "Another version of this paragraph", only that paragraph sent and counted.
   * From our pages, `jobId` may name a history entry whose job the queue no longer keeps: its
   * original is sent as a popup job that joins the entry's versions (whole texts only).
   */
  'job.another': {
    from: 'any';
    request: { jobId: string; confirmed?: boolean; paragraph?: ParagraphPick };
    response: { jobId: string } | { confirm: { words: number; requests: number } };
  };
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
   * Saves the local reference server's public demo key with `baseUrl` (lib/api/demo-key.ts):
   * the background fetches it and saves it as settings.save would, key and URL together.
   */
  'demoKey.use': {
    from: 'page';
    request: { baseUrl: string };
    response: { ok: true } | { ok: false; message: string };
  };
  /** Opens the browser's page for extension shortcuts; false where it cannot be opened. */
  'shortcuts.open': {
    from: 'page';
    request: Record<string, never>;
    response: { opened: boolean };
  };
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
   * A card's frame is about to open in this tab: the secret the content script will give it.
   * Kept briefly by the background for `card.claim`.
   */
  'card.expect': { from: 'content'; request: { secret: string }; response: { ok: true } };
  /**
   * A formatted selection was captured in this frame: inject the formatting core's write side
   * (`formatting-writer.js`) into the sender's own frame. Our file only, nowhere else.
   */
  'formatting.load': { from: 'content'; request: Record<string, never>; response: { ok: true } };
  /**
   * The card's frame asks whether the secret its first message carried came from our content
   * script in the same tab (each secret answers true once).
   */
  'card.claim': { from: 'page'; request: { secret: string }; response: { ok: boolean } };
  /**
   * Copies text from the extension's own context (Chrome: an offscreen document; Firefox: the
   * background page), never from the page's; ok only once the copy reported success.
   */
  'clipboard.write': { from: 'page'; request: { text: string }; response: { ok: boolean } };
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
  /** The in-page button's settings, and its state on the page at `url` (the popup's tab). */
  'inPageButton.get': { from: 'page'; request: { url?: string }; response: InPageButtonView };
  /** A change from the popup or the options page (the permission was asked for there). */
  'inPageButton.set': {
    from: 'page';
    request: { change: ButtonChange; url?: string };
    response: { ok: boolean; message?: string; view: InPageButtonView };
  };
  /** The button was pressed (a trusted click): the same action as the context menu. */
  'inPageButton.press': { from: 'content'; request: Record<string, never>; response: { ok: true } };
  /** "Hide on this site" from the button's menu: the sender's site is hidden at once. */
  'inPageButton.hideSite': {
    from: 'content';
    request: Record<string, never>;
    response: { ok: boolean };
  };
  /** The button showed on a page: whether to add the one-time note on turning it off. */
  'inPageButton.shown': {
    from: 'content';
    request: Record<string, never>;
    response: { note: boolean };
  };
  /**
   * The side panel's "Insert into the page": `text`, the rewrite of job `jobId` it shows, is
   * written into the field focused in the active tab of `windowId` (the panel's window)
   * through the card's verified writer. Resolves once the page's card has the job.
   */
  'sidePanel.insert': {
    from: 'page';
    request: { jobId: string; text: string; wordsCharged: number; windowId?: number };
    response: { ok: true };
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

/**
 * Background -> the in-page button's script (entrypoints/humanize-button.ts), apart from
 * ContentProtocol (the card's script ignores it).
 */
export interface ButtonScriptProtocol {
  /** The page is no longer covered (hidden, paused, access revoked): stop now. */
  'inPageButton.stop': { request: Record<string, never>; response: void };
}

/** Background -> its offscreen document (Chrome only). */
export interface OffscreenProtocol {
  'offscreen.copy': { request: { text: string }; response: { ok: boolean } };
}

/**
 * The first message the content script posts to the card's frame (to the extension's origin
 * only), with one MessagePort; the frame uses the port once the background confirmed the
 * secret (`card.claim`).
 */
export interface CardFrameInit {
  type: 'card.init';
  secret: string;
}

/** The names of the card's actions the frame asks the content script to run. */
export type CardActionName = keyof CardActions;

/** Content script -> card frame, over the private port. */
export type CardFrameCommand =
  | { type: 'show'; model: CardModel; theme: CardTheme }
  /** Move the keyboard focus to the card's first control (the host has given the frame focus). */
  | { type: 'focus' }
  /** The card moved on the page: clicks wait a moment, as after a change of content. */
  | { type: 'moved' };

/** Card frame -> content script, over the private port. */
export type CardFrameEvent =
  /** The frame has drawn a model (the first one: it now covers the host's placeholder). */
  | { type: 'shown' }
  /**
   * `text`: Replace's merged text, when the user took only some changes (tryReplace only).
   * `paragraph`: the paragraph (from 0) to send again (another only).
   */
  | { type: 'action'; name: CardActionName; text?: string; paragraph?: number };

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
