// Makes sure the Firefox e2e tests have a Firefox: FIREFOX_PATH, or Debian's firefox-esr.
import { ensureAptBrowser } from './ensure-apt-browser.mjs';

ensureAptBrowser({
  name: 'Firefox',
  envVar: 'FIREFOX_PATH',
  defaultPath: '/usr/bin/firefox-esr',
  aptPackage: 'firefox-esr',
});
