/**
 * Background -> the side panel: "the panel's draft changed, read it again". Sent when a
 * selection is sent to the panel (context menu). It carries no text: in Firefox the draft
 * lives where only extension pages read it, and the panel reads it from there.
 */
import { isRecord } from '@/lib/is-record';

export const SIDE_PANEL_DRAFT_CHANGED = 'sidePanel.draftChanged';

/**
 * True for that notice from our own extension, out of any tab: the background (Chrome's
 * worker, Firefox's generated background page). It only makes the panel read its own draft.
 */
export function isDraftChangedNotice(
  message: unknown,
  sender: { id?: string; tab?: unknown; url?: string },
  extension: { id: string; origin: string },
): boolean {
  return (
    isRecord(message) &&
    message.type === SIDE_PANEL_DRAFT_CHANGED &&
    sender.id === extension.id &&
    sender.tab === undefined &&
    (sender.url === undefined || sender.url.startsWith(`${extension.origin}/`))
  );
}
