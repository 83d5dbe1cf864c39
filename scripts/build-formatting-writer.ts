/**
 * Bundles the formatting core's write side (lib/editors/formatting/formatting-writer.ts) into
 * one minified IIFE, `formatting-writer.js`, which the background injects next to the content
 * script only for a formatted selection (issue 25: the content script stays small for the
 * plain selections most actions are). It only leaves the writer on the isolated world's global.
 */
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FORMATTING_WRITER_FILE = 'formatting-writer.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export async function buildFormattingWriter(): Promise<string> {
  const out = await build({
    stdin: {
      contents:
        "import { createFormattingWriter, WRITER_GLOBAL } from './formatting-writer';\n" +
        'globalThis[WRITER_GLOBAL] ??= createFormattingWriter();\n',
      resolveDir: resolve(root, 'lib/editors/formatting'),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    charset: 'utf8',
    format: 'iife',
    // The browsers the manifest supports (Firefox 140+, current Chrome).
    target: ['chrome120', 'firefox140'],
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}
