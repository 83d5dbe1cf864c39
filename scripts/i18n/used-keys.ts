/**
 * Which catalogue keys the extension's source uses. Rule (docs/languages.md): a key is used
 * when its name appears as a whole word in a source file of entrypoints/, components/, lib/,
 * utils/ or wxt.config.ts (tests excluded): a `t('key')` call, a table of keys, or the
 * manifest's `__MSG_key__`. A key built at run time (a prefix and a variable) must appear
 * whole somewhere, e.g. in a table of the keys it can be: then it is found like any other.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE_ROOTS = ['entrypoints', 'components', 'lib', 'utils', 'wxt.config.ts'];
const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.(test|e2e)\.tsx?$/;

function sourceFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return SOURCE_FILE.test(path) && !TEST_FILE.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) =>
    name === 'node_modules' || name === 'testing' ? [] : sourceFiles(join(path, name)),
  );
}

/** The keys of `keys` no source file under `root` names. */
export function unusedKeys(keys: readonly string[], root: string): string[] {
  const words = new Set<string>();
  for (const top of SOURCE_ROOTS) {
    for (const file of sourceFiles(join(root, top))) {
      for (const word of readFileSync(file, 'utf8').match(/[A-Za-z_]\w*/g) ?? []) words.add(word);
    }
  }
  return keys.filter((key) => !words.has(key) && !words.has(`__MSG_${key}__`));
}
