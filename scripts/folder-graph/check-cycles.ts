/**
 * The folder-cycle check over a checkout: reads the sources under the roots, builds the folder
 * graph and says, for each cycle, which imports close it. Empty: no folder imports one that
 * imports it back (docs/architecture.md › The rules).
 */
import { findFolderCycles } from './folder-cycles';
import { buildFolderGraph } from './folder-graph';
import { readSources } from './read-sources';
import { SOURCE_ROOTS } from './source-roots';

export function folderCycleProblems(
  repoRoot: string,
  roots: readonly string[] = SOURCE_ROOTS,
): string[] {
  const graph = buildFolderGraph(readSources(repoRoot, roots), roots);
  return findFolderCycles(graph).map((cycle) => {
    const steps = cycle.path.map((step) => `  ${step.from} → ${step.to} (${step.file})`);
    return [`folder cycle: ${cycle.folders.join(', ')}`, ...steps].join('\n');
  });
}
