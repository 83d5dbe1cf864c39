/**
 * `npm run i18n:check`: lists, per locale, the keys of public/_locales/en/messages.json that
 * still need a translation, and any empty message, placeholder mismatch or stale key; and
 * the English keys no source file uses (scripts/i18n/used-keys.ts says the rule). Exits 1
 * when anything is listed, so CI (`npm run lint`) and whoever adds a string see the gap.
 */
import { fileURLToPath } from 'node:url';
import {
  CATALOGUE_LOCALE_KEY,
  catalogueGaps,
  folderLocale,
  hasGaps,
  type CatalogueGaps,
} from '../lib/i18n/catalogue-parity';
import { loadCatalogues } from './i18n/load-catalogues';
import { unusedKeys } from './i18n/used-keys';

const LABELS: Record<keyof CatalogueGaps, string> = {
  missing: 'to translate (missing)',
  empty: 'empty message',
  placeholders: 'placeholders differ from English',
  extra: 'not in English any more (remove)',
};

const { english, translated } = loadCatalogues();
let failed = false;
for (const { folder, catalogue } of translated) {
  const gaps = catalogueGaps(english, catalogue);
  const ownLocale = catalogue[CATALOGUE_LOCALE_KEY]?.message;
  const wrongLocale = ownLocale !== undefined && ownLocale !== folderLocale(folder);
  if (!hasGaps(gaps) && !wrongLocale) {
    console.log(`${folder}: complete`);
    continue;
  }
  failed = true;
  console.log(`${folder}:`);
  for (const kind of Object.keys(LABELS) as Array<keyof CatalogueGaps>) {
    if (gaps[kind].length === 0) continue;
    console.log(`  ${LABELS[kind]}:`);
    for (const key of gaps[kind]) console.log(`    ${key}: ${english[key]?.message ?? ''}`);
  }
  if (wrongLocale) {
    console.log(`  ${CATALOGUE_LOCALE_KEY} is "${ownLocale}", expected "${folderLocale(folder)}"`);
  }
}
const unused = unusedKeys(Object.keys(english), fileURLToPath(new URL('..', import.meta.url)));
if (unused.length > 0) {
  failed = true;
  console.log('en: not used by any source file (remove, or use it):');
  for (const key of unused) console.log(`    ${key}: ${english[key]?.message ?? ''}`);
}
if (failed) process.exitCode = 1;
