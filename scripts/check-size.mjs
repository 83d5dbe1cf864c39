#!/usr/bin/env node
/**
 * The size guard: fails (exit 1) when a built file's gzip size is past its budget in
 * bench/size-budget.json; prints each figure with its budget. Run after `wxt build`.
 * EXTENSION_DIR overrides the build folder (.output/chrome-mv3).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const budget = JSON.parse(await readFile(resolve('bench/size-budget.json'), 'utf8'));
const dir = resolve(process.env.EXTENSION_DIR ?? '.output/chrome-mv3');
let over = false;
for (const [file, { gzipBytes }] of Object.entries(budget.files)) {
  const code = await readFile(resolve(dir, file)).catch(() => null);
  if (!code) {
    console.error(`size guard: ${file} is missing from ${dir}; build first (npx wxt build).`);
    over = true;
    continue;
  }
  const gzip = gzipSync(code, { level: 9 }).length;
  const ok = gzip <= gzipBytes;
  over ||= !ok;
  console.log(
    `size guard: ${file} ${(gzip / 1024).toFixed(1)} kB gzip (${gzip} B, ${(code.length / 1024).toFixed(1)} kB raw), budget ${(gzipBytes / 1024).toFixed(1)} kB (${gzipBytes} B): ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
process.exit(over ? 1 : 0);
