/** docs/architecture.md as it should be: its text with the folder diagram made afresh. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { architectureDiagram } from './diagram';
import { withSection } from './doc-section';
import { buildFolderGraph } from './folder-graph';
import { readSources } from './read-sources';
import { SOURCE_ROOTS } from './source-roots';

export const ARCHITECTURE_DOC = 'docs/architecture.md';

export function architectureDoc(repoRoot: string): { current: string; expected: string } {
  const current = readFileSync(join(repoRoot, ARCHITECTURE_DOC), 'utf8');
  const graph = buildFolderGraph(readSources(repoRoot, SOURCE_ROOTS), SOURCE_ROOTS);
  return { current, expected: withSection(current, architectureDiagram(graph)) };
}
