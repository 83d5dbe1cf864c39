/**
 * Background -> the side panel: "the panel's draft changed, read it again". Sent when a
 * selection is sent to the panel (context menu). It carries no text: in Firefox the draft
 * lives where only extension pages read it, and the panel reads it from there.
 */
import { isRecord } from '@/lib/is-record';

export const SIDE_PANEL_DRAFT_CHANGED = 'sidePanel.draftChanged';

/** True for that notice from our own background (no tab, the background's own URL). */
export function isDraftChangedNotice(
  message: unknown,
  sender: { id?: string; tab?: unknown; url?: string },
  extension: { id: string; backgroundUrls: readonly string[] },
): boolean {
  return (
    isRecord(message) &&
    message.type === SIDE_PANEL_DRAFT_CHANGED &&
    sender.id === extension.id &&
    sender.tab === undefined &&
    (sender.url === undefined || extension.backgroundUrls.includes(sender.url))
  );
}
