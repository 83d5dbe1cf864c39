/**
 * Which document a selection job belongs to. A tab's frame outlives its document: after a
 * navigation, frame 0 of the same tab holds another page, which must neither receive the old
 * page's job (its text, URL and rewrite) nor cancel or retry it (a retry is charged again).
 * The browser's documentId names one document for its lifetime (Chrome; Firefox from the
 * version that has it); where the browser gives none, the document's origin is what can be
 * checked (a later page of the same origin is then not told apart).
 */

export interface DocumentRef {
  /** The frame's document origin, as the content script's own `location.origin` said it. */
  origin: string;
  /** The browser's documentId (from scripting.executeScript's results), where it has one. */
  id?: string;
}

/** Who sent a runtime message, as the browser (never the page) reported it. */
export interface FrameSender {
  tabId?: number;
  frameId?: number;
  documentId?: string;
  origin?: string;
}

/** Where a selection job or a pending capture lives. */
export interface DocumentAddress {
  tabId: number;
  frameId: number;
  /** Absent on jobs stored before documents were recorded. */
  document?: DocumentRef;
}

interface MessageSenderLike {
  tab?: { id?: number };
  frameId?: number;
  documentId?: string;
  origin?: string;
  url?: string;
}

function originOfUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function frameSenderOf(sender: MessageSenderLike): FrameSender {
  return {
    tabId: sender.tab?.id,
    frameId: sender.frameId ?? (sender.tab ? 0 : undefined),
    documentId: sender.documentId,
    origin: sender.origin ?? originOfUrl(sender.url),
  };
}

export function sameDocumentRef(a: DocumentRef | undefined, b: DocumentRef | undefined): boolean {
  return a?.id === b?.id && a?.origin === b?.origin;
}

/**
 * Whether the message comes from the very document at `owner`: its tab, its frame, and its
 * documentId (or, without one, its origin; an opaque origin matches nothing). A job stored
 * before documents were recorded belongs to no content script.
 */
export function isFromDocument(owner: DocumentAddress, sender: FrameSender): boolean {
  const doc = owner.document;
  if (!doc || owner.tabId !== sender.tabId || owner.frameId !== sender.frameId) return false;
  if (doc.id !== undefined) return sender.documentId === doc.id;
  return doc.origin !== 'null' && sender.origin === doc.origin;
}
