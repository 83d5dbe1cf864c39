/**
 * `npm run bench`: runs every bench/*.bench.ts (or those whose name contains an argument)
 * and prints each one's rows as a table. A bench module exports
 * `title: string` and `run(): Promise<Array<Record<string, string | number>>>`.
 */
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Row = Record<string, string | number>;
interface BenchModule {
  title?: string;
  run(): Promise<Row[]>;
}

function table(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: string | number | undefined) =>
    v === undefined ? '' : typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(3) : String(v);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) =>
    `| ${values.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    line(columns),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map((r) => line(columns.map((c) => cell(r[c])))),
  ].join('\n');
}

async function main(): Promise<void> {
  const dir = dirname(fileURLToPath(import.meta.url));
  const filters = process.argv.slice(2);
  const files = (await readdir(dir))
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => filters.length === 0 || filters.some((name) => f.includes(name)))
    .sort();
  if (files.length === 0) throw new Error(`No bench/*.bench.ts matches ${filters.join(', ')}.`);
  let failed = false;
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as BenchModule;
    const title = mod.title ?? file;
    console.log(`\n## ${title} (${file})\n`);
    const started = Date.now();
    try {
      const rows = await mod.run();
      console.log(rows.length ? table(rows) : '(no rows)');
    } catch (err) {
      failed = true;
      console.error(`FAILED: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
    console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  if (failed) process.exitCode = 1;
}

await main();
