/**
 * Bundles the in-page button's sentinel (lib/in-page-button/sentinel/run-sentinel.ts) into
 * one minified IIFE, `humanize-button.js`, for wxt.config.ts to add to the build. esbuild
 * directly, not a WXT entrypoint: WXT's script wrapper (a logger and a crash report) would
 * be a twentieth of the 3 kB gzip the sentinel may weigh on every granted page.
 */
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SENTINEL_FILE = 'humanize-button.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export async function buildSentinel(): Promise<string> {
  const out = await build({
    stdin: {
      contents: "import { runSentinel } from './run-sentinel';\nrunSentinel();\n",
      resolveDir: resolve(root, 'lib/in-page-button/sentinel'),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    // Characters as UTF-8 rather than \u escapes (content scripts are read as UTF-8).
    charset: 'utf8',
    format: 'iife',
    // The browsers the manifest supports (Firefox 140+, current Chrome).
    target: ['chrome120', 'firefox140'],
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}
