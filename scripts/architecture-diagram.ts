/**
 * `npm run docs:architecture`: rewrites the folder diagram in docs/architecture.md from the
 * imports. With `--check`, changes nothing and exits 1 when the diagram is stale (the unit
 * test scripts/folder-graph/architecture-doc.test.ts says the same).
 */
import { writeFileSync } from 'node:fs';
import { ARCHITECTURE_DOC, architectureDoc } from './folder-graph/architecture-doc';

const { current, expected } = architectureDoc('.');
if (process.argv.includes('--check')) {
  const fresh = current === expected;
  console.log(
    `${ARCHITECTURE_DOC}: ${fresh ? 'diagram up to date' : 'diagram stale, run npm run docs:architecture'}`,
  );
  process.exit(fresh ? 0 : 1);
}
if (current !== expected) writeFileSync(ARCHITECTURE_DOC, expected);
console.log(`${ARCHITECTURE_DOC}: ${current === expected ? 'unchanged' : 'diagram rewritten'}`);
