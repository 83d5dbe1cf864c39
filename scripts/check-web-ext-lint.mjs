// Fails when web-ext lint reported errors; prints every finding either way.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const kind of ['errors', 'warnings', 'notices']) {
  for (const m of report[kind])
    console.log(`${kind.slice(0, -1)}: ${m.code} ${m.file ?? ''} ${m.message}`);
}
console.log(`web-ext lint: ${report.summary.errors} errors, ${report.summary.warnings} warnings`);
process.exit(report.summary.errors === 0 ? 0 : 1);
