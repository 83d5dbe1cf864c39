/**
 * The source files under the given roots, read from the disk: the one impure step of the
 * folder checks (the graph itself is built from text). Skips what is built or installed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const SOURCE_FILE = /\.(ts|tsx|mjs|js)$/;
const SKIPPED = new Set(['node_modules', '.output', '.wxt', 'dist']);

export function readSources(repoRoot: string, roots: readonly string[]): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (folder: string): void => {
    for (const entry of readdirSync(join(repoRoot, folder), { withFileTypes: true })) {
      const path = posix.join(folder, entry.name);
      if (entry.isDirectory() && !SKIPPED.has(entry.name)) walk(path);
      else if (entry.isFile() && SOURCE_FILE.test(entry.name)) {
        sources.set(path, readFileSync(join(repoRoot, path), 'utf8'));
      }
    }
  };
  for (const root of roots) walk(root);
  return sources;
}
