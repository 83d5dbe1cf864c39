/**
 * docs/architecture.md's picture of the folders, made from the import graph so it cannot drift:
 * a Mermaid flowchart (one box per top-level folder, an arrow where a folder's code imports
 * another's, arrows implied by others left out so the picture stays readable) and the full
 * list of what each folder imports. `testing/` folders (fixtures for unit tests) are left out.
 */
import type { FolderGraph } from './folder-graph';

const isTesting = (folder: string): boolean => /(^|\/)testing(\/|$)/.test(folder);
const nodeId = (folder: string): string => folder.replace(/[^A-Za-z0-9]/g, '_');
const groupOf = (folder: string): string => folder.split('/')[0]!;

function withoutTesting(graph: FolderGraph): Map<string, string[]> {
  const kept = new Map<string, string[]>();
  for (const [folder, edges] of graph) {
    if (isTesting(folder)) continue;
    kept.set(folder, [...edges.keys()].filter((to) => !isTesting(to)).sort());
  }
  for (const targets of [...kept.values()]) {
    for (const to of targets) if (!kept.has(to)) kept.set(to, []);
  }
  return new Map([...kept].sort(([a], [b]) => a.localeCompare(b)));
}

/** Each folder's arrows minus those another arrow of the same folder already implies. */
function reduced(edges: Map<string, string[]>): Map<string, string[]> {
  const reach = new Map<string, Set<string>>();
  const reachable = (from: string, seen = new Set<string>()): Set<string> => {
    const known = reach.get(from);
    if (known) return known;
    const found = new Set<string>();
    seen.add(from);
    for (const to of edges.get(from) ?? []) {
      found.add(to);
      if (!seen.has(to)) for (const further of reachable(to, seen)) found.add(further);
    }
    reach.set(from, found);
    return found;
  };
  const result = new Map<string, string[]>();
  for (const [from, targets] of edges) {
    result.set(
      from,
      targets.filter((to) => !targets.some((other) => other !== to && reachable(other).has(to))),
    );
  }
  return result;
}

export function architectureDiagram(graph: FolderGraph): string {
  const edges = withoutTesting(graph);
  const groups = new Map<string, string[]>();
  for (const folder of edges.keys()) {
    groups.set(groupOf(folder), [...(groups.get(groupOf(folder)) ?? []), folder]);
  }
  const lines = ['```mermaid', 'flowchart LR'];
  for (const [group, folders] of groups) {
    lines.push(`  subgraph ${nodeId(group)}_group [${group}/]`);
    for (const folder of folders) lines.push(`    ${nodeId(folder)}["${folder}"]`);
    lines.push('  end');
  }
  for (const [from, targets] of reduced(edges)) {
    for (const to of targets) lines.push(`  ${nodeId(from)} --> ${nodeId(to)}`);
  }
  // A text block, not a Markdown table: Prettier leaves it as generated.
  const width = Math.max(...[...edges.keys()].map((folder) => folder.length));
  lines.push('```', '', '```text');
  for (const [from, targets] of edges) {
    lines.push(`${from.padEnd(width)} → ${targets.join(', ') || '(nothing of ours)'}`);
  }
  lines.push('```');
  return lines.join('\n');
}
