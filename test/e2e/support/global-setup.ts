import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

// Fail fast with a clear message instead of 40 confusing browser errors.
export default function setup(): void {
  const manifest = resolve(process.env.EXTENSION_DIR ?? '.output/chrome-mv3', 'manifest.json');
  if (!existsSync(manifest)) {
    throw new Error(`No built extension at ${manifest}: run "npm run build" before the e2e tests.`);
  }
  if (!existsSync(chromiumPath())) {
    throw new Error(`No Chromium at ${chromiumPath()}: apt-get install -y chromium (see .ci/run).`);
  }
}

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
