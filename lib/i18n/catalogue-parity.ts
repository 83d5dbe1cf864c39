/**
 * Compares a translated catalogue (public/_locales/<locale>/messages.json) with the English
 * one: the same keys, every message filled, the same $NAME$ placeholders bound to the same
 * $1…$n. Pure, so the unit test and `npm run i18n:check` share it.
 */

export interface CatalogueEntry {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}

export type Catalogue = Record<string, CatalogueEntry>;

export interface CatalogueGaps {
  /** Keys English has and this locale lacks: what a translator must add. */
  missing: string[];
  /** Keys this locale has and English no longer has. */
  extra: string[];
  /** Keys whose message is empty or only spaces. */
  empty: string[];
  /** Keys whose placeholders differ from English's (names used or $n bound). */
  placeholders: string[];
}

/** The key that names a catalogue's own language (pt-BR for the pt_BR folder). */
export const CATALOGUE_LOCALE_KEY = 'catalogueLocale';

/** `$NAME$` → `$1` as the message uses them, names lower-cased as Chrome matches them. */
function placeholderBinding(entry: CatalogueEntry): string {
  const used = [...entry.message.matchAll(/\$(\w+)\$/g)].map((m) => m[1]!.toLowerCase());
  const bound = Object.fromEntries(
    Object.entries(entry.placeholders ?? {}).map(([name, p]) => [name.toLowerCase(), p.content]),
  );
  return [...new Set(used)]
    .sort()
    .map((name) => `${name}=${bound[name] ?? '?'}`)
    .concat(`defined:${Object.keys(bound).sort().join(',')}`)
    .join(' ');
}

export function catalogueGaps(english: Catalogue, translated: Catalogue): CatalogueGaps {
  const gaps: CatalogueGaps = { missing: [], extra: [], empty: [], placeholders: [] };
  for (const [key, entry] of Object.entries(english)) {
    const other = translated[key];
    if (!other) {
      gaps.missing.push(key);
      continue;
    }
    if (typeof other.message !== 'string' || other.message.trim() === '') {
      gaps.empty.push(key);
      continue;
    }
    if (placeholderBinding(other) !== placeholderBinding(entry)) gaps.placeholders.push(key);
  }
  gaps.extra = Object.keys(translated).filter((key) => !(key in english));
  return gaps;
}

export function hasGaps(gaps: CatalogueGaps): boolean {
  return Object.values(gaps).some((keys) => keys.length > 0);
}

/** The catalogue folder's name as a BCP 47 tag: pt_BR → pt-BR. */
export function folderLocale(folder: string): string {
  return folder.replace('_', '-');
}
