// Sums Vitest's JSON reports (unit and e2e) into one closing line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
