/**
 * `npm start`: builds the extension for Chrome and Firefox, starts the reference API server
 * and prints what a person needs: the folder to load unpacked, the base URL and the demo key
 * (other keys masked: server/key-display.ts).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { loadConfig } from '../server/config';
import { keyLines } from '../server/key-display';
import { startServer } from '../server/start';

function build(args: string[]): void {
  const result = spawnSync('npx', ['wxt', 'build', ...args], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Building the extension failed (wxt build ${args.join(' ')}).`);
    process.exit(result.status ?? 1);
  }
}

build([]);
build(['-b', 'firefox']);
const config = loadConfig();
const server = await startServer(config);
const keys = keyLines(config.keys)
  .map((line) => `    ${line}`)
  .join('\n');

console.log(`
Humanizer is ready.

  Reference API server:  ${server.baseUrl}
  ${config.demoKeys ? 'Demo keys (embedded default only; public, not for real use):' : 'Keys:'}
${keys}
  Account page:  ${server.baseUrl.replace(/\/v1$/u, '')}/account (first administrator: npm run keys -- create-admin <name>)

  Chrome:  chrome://extensions → Developer mode → Load unpacked →
           ${resolve('.output/chrome-mv3')}
  Firefox: about:debugging#/runtime/this-firefox → Load Temporary Add-on… →
           ${resolve('.output/firefox-mv3/manifest.json')}

Then open the extension's options, paste the Pro key above (or your own, in full) and Save.
Ctrl+C stops the server.
`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
