// Makes sure the e2e tests have a Chromium: CHROMIUM_PATH, or Debian's /usr/bin/chromium,
// installed here with apt-get when we are root. Playwright's own browser download is not used.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `No Chromium at ${path}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian (apt-get install chromium)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
