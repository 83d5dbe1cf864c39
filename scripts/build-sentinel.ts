/**
 * Bundles the in-page button's sentinel (lib/in-page-button/sentinel/run-sentinel.ts) into
 * one minified IIFE, `humanize-button.js`, for wxt.config.ts to add to the build. esbuild
 * directly, not a WXT entrypoint: WXT's script wrapper (a logger and a crash report) would
 * be a twentieth of the 3 kB gzip the sentinel may weigh on every granted page.
 */
import { bundleIife } from './bundle-iife';

export const SENTINEL_FILE = 'humanize-button.js';

export function buildSentinel(): Promise<string> {
  return bundleIife(
    "import { runSentinel } from './run-sentinel';\nrunSentinel();\n",
    'lib/in-page-button/sentinel',
  );
}
