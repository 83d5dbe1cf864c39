// Makes sure the Chromium e2e tests have a Chromium: CHROMIUM_PATH, or Debian's /usr/bin/chromium.
import { ensureAptBrowser } from './ensure-apt-browser.mjs';

ensureAptBrowser({
  name: 'Chromium',
  envVar: 'CHROMIUM_PATH',
  defaultPath: '/usr/bin/chromium',
  aptPackage: 'chromium',
});
