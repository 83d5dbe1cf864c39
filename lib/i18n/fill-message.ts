/**
 * Chrome's rule for a catalogue entry's message: `$NAME$` placeholders whose content is
 * `$1…$9`. Shared by the English lookup of tests and benches (english-messages.ts) and by the
 * chosen catalogue the extension loads when the interface language is set (loaded-catalogue.ts).
 */

export interface MessageEntry {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

/** A catalogue entry's message with its $NAME$ placeholders filled from `substitutions`. */
export function fillMessage(entry: MessageEntry, substitutions: readonly string[] = []): string {
  const fill = (text: string) =>
    text.replace(/\$(\d)/g, (_, n) => substitutions[Number(n) - 1] ?? '');
  return entry.message.replace(/\$(\w+)\$/g, (_, name: string) => {
    const placeholder = entry.placeholders?.[name.toLowerCase()];
    return placeholder ? fill(placeholder.content) : '';
  });
}
