/** The in-page button's sentinel: what every page where the user turned it on loads. */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const title = 'In-page button: sentinel size on every granted page';

const BUDGET_GZIP = 3072;

export async function run(): Promise<Array<Record<string, string | number>>> {
  const dir = resolve(process.env.EXTENSION_DIR ?? '.output/chrome-mv3');
  const file = resolve(dir, 'humanize-button.js');
  const code = await readFile(file).catch(() => {
    throw new Error(`No sentinel at ${file}: build the extension first (npm run build).`);
  });
  const gzip = gzipSync(code, { level: 9 }).length;
  return [
    {
      file: 'humanize-button.js',
      raw_B: code.length,
      gzip_B: gzip,
      budget_gzip_B: BUDGET_GZIP,
      within: gzip <= BUDGET_GZIP ? 'yes' : 'NO',
    },
  ];
}
