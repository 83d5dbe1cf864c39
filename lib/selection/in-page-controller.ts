/**
 * The content script's brain: answers the background's ContentProtocol messages. Keeps the
 * targets captured in this frame until they are attached to a job (or, over the words
 * threshold, until the user confirms on the card), routes job updates to their session
 * (holding updates that arrive before their job is attached), and shows notices.
 */
import type { CardActions, CardModel } from '@/lib/model/card-model';
import type { JobView } from '@/lib/model/job-view';
import type {
  CaptureResult,
  ContentProtocol,
  ContentType,
  RuntimeProtocol,
} from '@/lib/messages/protocol';
import {
  CAPTURE_MESSAGES,
  captureIn,
  deepActiveElement,
  type Captured,
  type CaptureFailure,
} from '../editors/capture';
import type { EditorFamily } from '../editors/editor-family';
import { SelectionSession } from './selection-session';
import { pendingJob, type CardView, type SessionDeps } from './session-deps';
import type { EditMode } from '../model/edit-mode';

const MAX_HELD = 20;

export type ContentHandlers = {
  [T in ContentType]: (
    payload: ContentProtocol[T]['request'],
  ) => Promise<ContentProtocol[T]['response']>;
};

/** A capture that needs the page's own interface (Google Docs); null when it does not apply. */
export type AsyncCapture = (fallbackText?: string) => Promise<Captured | CaptureFailure | null>;

export interface ControllerDeps extends SessionDeps {
  /** The user's trusted click on "Send N words": the background queues what it holds. */
  confirmCapture(captureId: string): Promise<RuntimeProtocol['selection.confirm']['response']>;
  /** Cancel on that card (or the card gone): the background drops what it holds. */
  discardCapture(captureId: string): Promise<void>;
}

export function createInPageController(
  doc: Document,
  families: readonly EditorFamily[],
  deps: ControllerDeps,
  asyncCapture?: AsyncCapture,
): ContentHandlers & { sessions(): readonly SelectionSession[] } {
  /** Sessions shown at capture, by capture id, until the background attaches their job. */
  const pending = new Map<string, SelectionSession>();
  const sessions = new Set<SelectionSession>();
  const held = new Map<string, JobView>();

  const deliver = (job: JobView): boolean => {
    for (const session of sessions) {
      if (session.jobId === job.id) {
        void session.onJob(job);
        return true;
      }
    }
    return false;
  };
  const hold = (job: JobView) => {
    held.delete(job.id);
    held.set(job.id, job);
    if (held.size > MAX_HELD) held.delete(held.keys().next().value as string);
  };
  const flushHeld = (jobId: string) => {
    const job = held.get(jobId);
    if (job && deliver(job)) held.delete(jobId);
  };

  const sessionDeps: SessionDeps = {
    ...deps,
    async retryJob(jobId) {
      const newId = await deps.retryJob(jobId);
      // The session switches to newId once this resolves; updates that came first are held.
      setTimeout(() => flushHeld(newId), 0);
      return newId;
    },
    async anotherVersion(jobId, confirmed, paragraph) {
      const answer = await deps.anotherVersion(jobId, confirmed, paragraph);
      if ('jobId' in answer) setTimeout(() => flushHeld(answer.jobId), 0);
      return answer;
    },
  };

  let notice: CardView | null = null;

  /** The session follows `job` from now on; updates that came before it are delivered. */
  const attach = (session: SelectionSession, job: JobView, mode: EditMode) => {
    session.attach(job, mode);
    const later = held.get(job.id);
    held.delete(job.id);
    void session.onJob(later ?? job);
  };

  return {
    sessions: () => [...sessions],
    async 'content.capture'({ captureId, fallbackText, googleDocs }): Promise<CaptureResult> {
      // Only with Google Docs support on does this frame talk to the Docs bridge at all: with
      // it off, whatever answers on the bridge's events is the page's own script.
      const viaDocs = googleDocs === true ? await asyncCapture?.(fallbackText) : null;
      const captured = viaDocs ?? captureIn(doc, families, fallbackText);
      if (!('kind' in captured)) {
        return { ok: false, ...captured, message: deps.t(CAPTURE_MESSAGES[captured.reason]) };
      }
      // The card shows now, before the text is queued: the user sees at once that it works.
      const anchor = captured.kind === 'editable' ? captured.target.element : captured.anchor;
      // One card per target: a new action on the same field or text replaces the old card.
      for (const old of sessions) if (anchor && old.anchor === anchor) old.close();
      const now = (deps.now ?? Date.now)();
      const session = new SelectionSession(
        captured,
        'replace',
        pendingJob(captured.text, now),
        sessionDeps,
        (s) => sessions.delete(s),
      );
      sessions.add(session);
      pending.set(captureId, session);
      if (pending.size > MAX_HELD) pending.delete(pending.keys().next().value as string);
      const editable = captured.kind === 'editable';
      return {
        ok: true,
        text: captured.text,
        editable,
        family: editable ? captured.target.family : captured.canvas ? 'canvas' : 'readonly',
        wholeField: editable && captured.wholeField === true,
      };
    },
    async 'content.attach'({ captureId, job, mode }) {
      const session = pending.get(captureId);
      if (!session) return { ok: false };
      pending.delete(captureId);
      attach(session, job, mode);
      return { ok: true };
    },
    async 'content.confirm'({ captureId, words, requests }) {
      const session = pending.get(captureId);
      if (!session) return { ok: false };
      // Out of `pending`: a notice about another action must not close this card.
      pending.delete(captureId);
      session.askToConfirm(words, requests, {
        async send() {
          const { job, mode } = await deps.confirmCapture(captureId);
          attach(session, job, mode);
        },
        discard: () => void deps.discardCapture(captureId).catch(() => undefined),
      });
      return { ok: true };
    },
    async 'content.jobUpdate'({ job }) {
      if (!deliver(job)) hold(job);
      return { ok: true };
    },
    async 'content.notice'({ message, text }) {
      // The text was not queued after all (the notice says why): its early card goes.
      for (const session of pending.values()) session.close();
      pending.clear();
      notice?.remove();
      const model: CardModel = { kind: 'notice', message, text };
      // A notice has only Options and Close; its other actions do nothing.
      const none = () => undefined;
      const actions: CardActions = {
        confirm: none,
        cancel: none,
        tryReplace: none,
        restore: none,
        retry: none,
        another: none,
        previousVersion: none,
        nextVersion: none,
        openOptions: () => void deps.openOptions(),
        close: () => {
          notice?.remove();
          notice = null;
        },
      };
      try {
        notice = deps.createCard(model, actions, deepActiveElement(doc));
      } catch {
        // A page that will not show the card: a notice has no job to save, nothing is lost.
        notice = null;
        return { ok: false };
      }
      return { ok: true };
    },
  };
}
