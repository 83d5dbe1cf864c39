/**
 * One minified IIFE from a small entry, with esbuild directly (not a WXT entrypoint, whose
 * wrapper would weigh on files meant to stay small): the in-page button's sentinel and the
 * formatting writer (scripts/build-sentinel.ts, scripts/build-formatting-writer.ts).
 */
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `entry`: the entry's source; `dir`: the folder (from the repository's root) it imports from. */
export async function bundleIife(entry: string, dir: string): Promise<string> {
  const out = await build({
    stdin: { contents: entry, resolveDir: resolve(root, dir), loader: 'ts' },
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
