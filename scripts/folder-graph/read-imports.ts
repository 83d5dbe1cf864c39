/**
 * The imports of one source file, as written (`import … from`, `export … from`, `import()`,
 * bare `import '…'`). A regex, not a parser: the folder graph needs where each file points, and
 * our files import in these forms only (Prettier keeps each specifier in quotes on one line).
 */
const IMPORT_FORMS =
  /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"]+)['"]/gm;

export function readImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT_FORMS)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier) found.push(specifier);
  }
  return found;
}
