/**
 * Where an import points inside the repository: `@/` and `~/` are the root (WXT's aliases),
 * `./` and `../` are relative to the importing file. Anything else (a package) is outside and
 * returns undefined. Paths are repository-relative with `/`; the file itself need not exist
 * (the folder is what counts), so extensions and `/index` are not guessed.
 */
import { posix } from 'node:path';

export function resolveImport(fromFile: string, specifier: string): string | undefined {
  const bare = specifier.replace(/[?#].*$/, '');
  if (bare.startsWith('@/') || bare.startsWith('~/')) return posix.normalize(bare.slice(2));
  if (bare === '@' || bare === '~') return '.';
  if (bare.startsWith('./') || bare.startsWith('../') || bare === '.' || bare === '..') {
    const joined = posix.normalize(posix.join(posix.dirname(fromFile), bare));
    return joined.startsWith('..') ? undefined : joined;
  }
  return undefined;
}
