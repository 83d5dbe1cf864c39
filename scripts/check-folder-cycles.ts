/**
 * `npm run lint` (and CI) runs this: exits 1 when a folder imports a folder that imports it
 * back, directly or through others, naming the imports that close each cycle. An optional
 * argument checks another checkout (the unit test points it at a deliberate cycle).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { folderCycleProblems } from './folder-graph/check-cycles';
import { SOURCE_ROOTS } from './folder-graph/source-roots';

const repoRoot = resolve(process.argv[2] ?? '.');
const roots = SOURCE_ROOTS.filter((root) => existsSync(resolve(repoRoot, root)));
const problems = folderCycleProblems(repoRoot, roots);
for (const problem of problems) console.error(problem);
console.log(
  problems.length === 0
    ? `folder cycles: none (${roots.join(', ')})`
    : `folder cycles: ${problems.length} found`,
);
process.exit(problems.length === 0 ? 0 : 1);
