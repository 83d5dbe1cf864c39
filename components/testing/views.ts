/** What the background answers the options page and the popup by default, in the UI tests. */
import type { InPageButtonView } from '@/lib/in-page-button/button-view';
import type { SettingsView } from '@/lib/messages/protocol';

/** The settings as saved: the reference server, a key, the defaults. */
export const SAVED_SETTINGS: SettingsView = {
  apiKey: 'saved-key',
  baseUrl: 'http://127.0.0.1:8787/v1',
  requestsPerMinute: 30,
  historyEnabled: true,
  editableBehaviour: 'replace',
  confirmAboveWords: 1000,
};

/** The button's state with nothing turned on, no policy, no site: override what matters. */
export const buttonView = (patch: Partial<InPageButtonView> = {}): InPageButtonView => ({
  paused: false,
  policyOff: false,
  managed: false,
  allSites: false,
  allSitesLocked: false,
  allSitesGranted: false,
  sites: [],
  hidden: [],
  ...patch,
});
