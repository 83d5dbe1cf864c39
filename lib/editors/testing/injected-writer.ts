/**
 * Unit tests of formatted writes that take a family's shaped paste or the lent lead block: the
 * writer file's object (families/write-paths.ts) left on the global, as formatting-writer.js
 * leaves it in the frame. Returns the clean-up.
 */
import { injectedWriter } from '../families/write-paths';
import { WRITER_GLOBAL } from '../formatting/formatting-writer';

export function installInjectedWriter(): () => void {
  const scope = globalThis as Record<string, unknown>;
  scope[WRITER_GLOBAL] = injectedWriter();
  return () => void delete scope[WRITER_GLOBAL];
}
