/** Size of the on-demand content script the user's action injects (raw and gzip). */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const title = 'Injected content script size';

export async function run(): Promise<Array<Record<string, string | number>>> {
  const dir = resolve(process.env.EXTENSION_DIR ?? '.output/chrome-mv3');
  const file = resolve(dir, 'content-scripts/humanizer.js');
  const code = await readFile(file).catch(() => {
    throw new Error(`No content script at ${file}: build the extension first (npm run build).`);
  });
  return [
    {
      file: 'content-scripts/humanizer.js',
      raw_kB: +(code.length / 1024).toFixed(1),
      gzip_kB: +(gzipSync(code, { level: 9 }).length / 1024).toFixed(1),
    },
  ];
}
