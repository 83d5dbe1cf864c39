/** User settings (the API key is stored apart, see utils/storage.ts). */
import { DEFAULT_CONFIRM_ABOVE_WORDS } from '@/lib/text/spend-decision';
import type { EditMode } from '@/lib/model/edit-mode';

export interface Settings {
  /** As the user typed it; normalised by lib/api/base-url.ts when used. */
  baseUrl: string;
  /** Client-side cap, N in "N requests in any rolling window". */
  requestsPerMinute: number;
  historyEnabled: boolean;
  /**
   * "When I humanize in an editor": replace the selection right away, or show the rewrite
   * with its changes first (Replace, Copy, Discard).
   */
  editableBehaviour: EditMode;
  /**
   * "Ask before sending more than N words": an in-page capture over N words (or needing more
   * than one request) is sent only after the user confirms its count on the card.
   */
  confirmAboveWords: number;
}

export const DEFAULT_SETTINGS: Settings = {
  baseUrl: 'http://127.0.0.1:8787/v1',
  requestsPerMinute: 30,
  historyEnabled: true,
  editableBehaviour: 'replace',
  confirmAboveWords: DEFAULT_CONFIRM_ABOVE_WORDS,
};
