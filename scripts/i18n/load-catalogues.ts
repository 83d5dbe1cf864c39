/** Reads every public/_locales/<folder>/messages.json, English apart from the rest. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalogue } from '../../lib/i18n/catalogue-parity';

export const LOCALES_DIR = fileURLToPath(new URL('../../public/_locales', import.meta.url));
export const DEFAULT_FOLDER = 'en';

export interface Catalogues {
  english: Catalogue;
  /** Every other locale, by folder name (pt_BR), sorted. */
  translated: Array<{ folder: string; catalogue: Catalogue }>;
}

export function loadCatalogues(dir = LOCALES_DIR): Catalogues {
  const read = (folder: string) =>
    JSON.parse(readFileSync(join(dir, folder, 'messages.json'), 'utf8')) as Catalogue;
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== DEFAULT_FOLDER)
    .map((d) => d.name)
    .sort();
  return {
    english: read(DEFAULT_FOLDER),
    translated: folders.map((folder) => ({ folder, catalogue: read(folder) })),
  };
}
