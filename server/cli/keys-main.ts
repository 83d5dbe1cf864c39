/** Entry of `npm run keys` (see keys-cli.ts): reads the password from standard input. */
import { createInterface } from 'node:readline';
import { runKeysCli } from './keys-cli';

/** The first line of standard input; on a terminal, typed without echo. */
function readSecret(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const terminal = process.stdin.isTTY === true;
    if (terminal) process.stderr.write(prompt);
    const lines = createInterface({ input: process.stdin, terminal: false });
    if (terminal) process.stdin.setRawMode?.(false);
    let done = false;
    lines.once('line', (line) => {
      done = true;
      lines.close();
      if (terminal) process.stderr.write('\n');
      resolve(line);
    });
    lines.once('close', () => {
      if (!done) resolve('');
    });
  });
}

runKeysCli(process.argv.slice(2), {
  env: process.env,
  readSecret,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
