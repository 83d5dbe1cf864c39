/**
 * A catalogue the extension loads itself (public/_locales/<locale>/messages.json fetched from
 * its own URL) when the user chose an interface language: browser.i18n.getMessage answers
 * only in the browser's language and cannot switch. The file is ours, but what is read is
 * still shape-checked and bounded: a broken or truncated file leaves the browser's lookup.
 */
import { fillMessage, type MessageEntry } from './fill-message';

/** Far above the largest catalogue (about 40 kB for 250 keys, 80 kB in CJK UTF-16). */
export const MAX_CATALOGUE_CHARS = 1_000_000;
const MAX_KEYS = 5_000;
const MAX_PLACEHOLDERS = 9;

export type LoadedCatalogue = ReadonlyMap<string, MessageEntry>;

/** The entries of a catalogue's JSON text, or undefined when it is not one. */
export function parseCatalogue(text: string): LoadedCatalogue | undefined {
  if (text.length > MAX_CATALOGUE_CHARS) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const entries = Object.entries(json as Record<string, unknown>);
  if (entries.length > MAX_KEYS) return undefined;
  const catalogue = new Map<string, MessageEntry>();
  for (const [key, value] of entries) {
    const entry = messageEntry(value);
    if (entry) catalogue.set(key, entry);
  }
  return catalogue.size > 0 ? catalogue : undefined;
}

function messageEntry(value: unknown): MessageEntry | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { message, placeholders } = value as { message?: unknown; placeholders?: unknown };
  if (typeof message !== 'string') return undefined;
  if (placeholders === undefined) return { message };
  if (typeof placeholders !== 'object' || placeholders === null) return undefined;
  const named = Object.entries(placeholders as Record<string, unknown>);
  if (named.length > MAX_PLACEHOLDERS) return undefined;
  const kept: Record<string, { content: string }> = {};
  for (const [name, p] of named) {
    const content = (p as { content?: unknown } | null)?.content;
    if (typeof content !== 'string') return undefined;
    kept[name.toLowerCase()] = { content };
  }
  return { message, placeholders: kept };
}

/** The message for `key`, placeholders filled; '' for an unknown key (as getMessage). */
export function lookUpMessage(
  catalogue: LoadedCatalogue,
  key: string,
  substitutions: readonly string[],
): string {
  const entry = catalogue.get(key);
  return entry ? fillMessage(entry, substitutions) : '';
}
