/**
 * Bundles the formatting core's write side (lib/editors/formatting/formatting-writer.ts) and
 * the editors' formatted-only write paths (lib/editors/families/write-paths.ts: the families'
 * shaped pastes, the lent lead block) into one minified IIFE, `formatting-writer.js`, which the
 * background injects next to the content script only for a formatted selection (issue 25: the
 * content script stays small for the plain selections most actions are). It only leaves the
 * writer, with those paths, on the isolated world's global.
 */
import { bundleIife } from './bundle-iife';

export const FORMATTING_WRITER_FILE = 'formatting-writer.js';

export function buildFormattingWriter(): Promise<string> {
  return bundleIife(
    "import { isFormattingWriter, WRITER_GLOBAL } from './formatting-writer';\n" +
      "import { injectedWriter } from '../families/write-paths';\n" +
      // Kept when injected twice; one an older version left (without the paths) is replaced.
      'if (!isFormattingWriter(globalThis[WRITER_GLOBAL])) globalThis[WRITER_GLOBAL] = injectedWriter();\n',
    'lib/editors/formatting',
  );
}
