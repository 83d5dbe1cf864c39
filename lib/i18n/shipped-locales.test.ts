/**
 * Every shipped locale against English: the same keys, nothing empty, placeholders intact,
 * each message really translated, and catalogueLocale naming the folder's language.
 * `npm run i18n:check` prints the same gaps as a list to work from.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalogues } from '@/scripts/i18n/load-catalogues';
import { CATALOGUE_LOCALE_KEY, catalogueGaps, folderLocale } from './catalogue-parity';

const { english, translated } = loadCatalogues();
/** Names that are the same in every language. */
// The name; a pattern of placeholders and quotation marks; "link", the word Italian and
// Brazilian Portuguese use for one.
const SAME_IN_EVERY_LANGUAGE = new Set(['extensionName', 'cardUnplacedItem', 'markLink']);

describe('shipped locales', () => {
  it('include the five of issue 11 besides English', () => {
    expect(translated.map((l) => l.folder)).toEqual(
      expect.arrayContaining(['de', 'es', 'fr', 'id', 'pt_BR']),
    );
  });

  describe.each(translated)('$folder', ({ folder, catalogue }) => {
    it('has exactly the keys of English, none empty, placeholders as in English', () => {
      expect(catalogueGaps(english, catalogue)).toEqual({
        missing: [],
        extra: [],
        empty: [],
        placeholders: [],
      });
    });

    it('translates every message (none left in English)', () => {
      const untranslated = Object.keys(english).filter(
        (key) =>
          !SAME_IN_EVERY_LANGUAGE.has(key) && catalogue[key]?.message === english[key]!.message,
      );
      expect(untranslated).toEqual([]);
    });

    it('names its own language for number and date formats', () => {
      const tag = catalogue[CATALOGUE_LOCALE_KEY]?.message ?? '';
      expect(tag).toBe(folderLocale(folder));
      expect(Intl.NumberFormat.supportedLocalesOf([tag])).toEqual([tag]);
    });

    it('keeps descriptions in English only', () => {
      const described = Object.keys(catalogue).filter((key) => catalogue[key]?.description);
      expect(described).toEqual([]);
    });
  });
});
