import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FIREFOX_EXTENSION_DIR, firefoxPath } from './firefox';

// Fail fast with a clear message instead of a timeout per file.
export default function setup(): void {
  const manifest = join(FIREFOX_EXTENSION_DIR, 'manifest.json');
  if (!existsSync(manifest)) {
    throw new Error(`No built extension at ${manifest}: run "npm run build:firefox" first.`);
  }
  if (!existsSync(firefoxPath())) {
    throw new Error(
      `No Firefox at ${firefoxPath()}: apt-get install -y firefox-esr (see .ci/run).`,
    );
  }
}
