/**
 * The folder cycles of a graph: every strongly connected group of two or more folders
 * (Tarjan's algorithm, linear in folders + edges), each with one closed path through it so
 * the message names the imports to undo.
 */
import type { FolderGraph } from './folder-graph';

export interface FolderCycle {
  /** The folders of the group, sorted. */
  folders: string[];
  /** One closed path, first folder repeated at the end, each step with the file importing. */
  path: { from: string; to: string; file: string }[];
}

function stronglyConnected(graph: FolderGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    groups.push(group);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** A shortest closed path from the group's first folder back to it, inside the group. */
function closedPath(graph: FolderGraph, group: ReadonlySet<string>, start: string) {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!group.has(to)) continue;
      if (to === start) {
        const steps = [{ from: node, to, file: graph.get(node)!.get(to)! }];
        for (let at = node; at !== start; at = cameFrom.get(at)!) {
          const from = cameFrom.get(at)!;
          steps.unshift({ from, to: at, file: graph.get(from)!.get(at)! });
        }
        return steps;
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [];
}

export function findFolderCycles(graph: FolderGraph): FolderCycle[] {
  return stronglyConnected(graph)
    .filter((group) => group.length > 1)
    .map((group) => {
      const folders = [...group].sort();
      return { folders, path: closedPath(graph, new Set(folders), folders[0]!) };
    })
    .sort((a, b) => a.folders[0]!.localeCompare(b.folders[0]!));
}
