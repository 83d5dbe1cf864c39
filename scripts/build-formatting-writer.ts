/**
 * Bundles the formatting core's write side (lib/editors/formatting/formatting-writer.ts) into
 * one minified IIFE, `formatting-writer.js`, which the background injects next to the content
 * script only for a formatted selection (issue 25: the content script stays small for the
 * plain selections most actions are). It only leaves the writer on the isolated world's global.
 */
import { bundleIife } from './bundle-iife';

export const FORMATTING_WRITER_FILE = 'formatting-writer.js';

export function buildFormattingWriter(): Promise<string> {
  return bundleIife(
    "import { createFormattingWriter, WRITER_GLOBAL } from './formatting-writer';\n" +
      'globalThis[WRITER_GLOBAL] ??= createFormattingWriter();\n',
    'lib/editors/formatting',
  );
}
