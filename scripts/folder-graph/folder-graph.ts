/**
 * The folder-level import graph: one node per folder holding source files, one edge per folder
 * that a file of another folder imports. Tests (`*.test.ts(x)`) are left out: they ship nowhere
 * and may reach into their own `testing/` fixtures, which import the code under test back.
 * The input is the files' text, so a unit test can build a graph without touching the disk.
 */
import { posix } from 'node:path';
import { readImports } from './read-imports';
import { resolveImport } from './resolve-import';

export type FolderGraph = Map<string, Map<string, string>>; // folder → imported folder → one importing file

const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
const TEST_FILE = /\.test\.tsx?$/;

export function isTestFile(file: string): boolean {
  return TEST_FILE.test(file);
}

/** The folder an import lands in: the found file's folder, else the path's own folder. */
function targetFolder(path: string, files: ReadonlySet<string>): string {
  for (const suffix of CANDIDATE_SUFFIXES) {
    if (files.has(path + suffix)) return posix.dirname(path + suffix);
  }
  return posix.extname(path) ? posix.dirname(path) : path;
}

function inScope(folder: string, roots: readonly string[]): boolean {
  return roots.some((root) => folder === root || folder.startsWith(`${root}/`));
}

export function buildFolderGraph(
  sources: ReadonlyMap<string, string>,
  roots: readonly string[],
): FolderGraph {
  const files = new Set(sources.keys());
  const graph: FolderGraph = new Map();
  for (const [file, source] of sources) {
    if (isTestFile(file)) continue;
    const from = posix.dirname(file);
    if (!inScope(from, roots)) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const specifier of readImports(source)) {
      const path = resolveImport(file, specifier);
      if (path === undefined) continue;
      const to = targetFolder(path, files);
      if (to !== from && inScope(to, roots) && !edges.has(to)) edges.set(to, file);
    }
  }
  return graph;
}
