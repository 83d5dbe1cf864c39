/**
 * The formatting writer for this frame (lib/editors/formatting/formatting-writer.ts): the
 * content script does not bundle it; the first formatted selection asks the background to
 * inject `formatting-writer.js` into this frame, which leaves it on this isolated world's
 * global (never the page's). Loaded once; a failed load is asked for again next time.
 */
import {
  isFormattingWriter,
  WRITER_GLOBAL,
  type FormattingWriter,
} from '@/lib/editors/formatting/formatting-writer';

export function formattingWriterLoader(
  scope: Record<string, unknown>,
  inject: () => Promise<unknown>,
): () => Promise<FormattingWriter> {
  let loading: Promise<FormattingWriter> | null = null;
  const load = async () => {
    if (!isFormattingWriter(scope[WRITER_GLOBAL])) await inject();
    const writer = scope[WRITER_GLOBAL];
    if (!isFormattingWriter(writer)) throw new Error('The formatting writer did not load.');
    return writer;
  };
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
}
