// Makes sure an e2e suite has its browser: the path from an environment variable, or Debian's
// package's binary, installed here with apt-get when we are root. No browser download of
// Playwright's or Puppeteer's own is used (this machine cannot reach one).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** @param {{ name: string; envVar: string; defaultPath: string; aptPackage: string }} browser */
export function ensureAptBrowser({ name, envVar, defaultPath, aptPackage }) {
  const path = process.env[envVar] ?? defaultPath;
  if (existsSync(path)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `No ${name} at ${path}. Install it (Debian/Ubuntu: sudo apt-get install -y ${aptPackage}) ` +
        `or set ${envVar} to a ${name} binary.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${name} from Debian (apt-get install ${aptPackage})…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${aptPackage}`,
    { stdio: 'inherit' },
  );
}
