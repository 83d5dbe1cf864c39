/**
 * The formatted writes of one action (issue 25): the rewrite over the selection and, for
 * "Restore original", the formatted original back over the rewrite, both through
 * replace-formatted.ts. Owns the formatting writer, loaded into the page only for a formatted
 * selection, or for a plain one whose rewrite joined its paragraphs (rewrite-writer.ts), and
 * asked for once per action (asked again after it failed to load).
 */
import type { EditableTarget } from '../editors/editable-target';
import {
  WritePathsAbsentError,
  type FormattingWriter,
} from '../editors/formatting/formatting-writer';
import type { FormattedSelection } from '../editors/formatting/model';
import {
  replaceFormatted,
  type FormattedOutcome,
  type FormattedRequest,
} from '../editors/replace-formatted';
import type { Span } from '../editors/span';
import type { Waiter } from '../editors/waiter';

export class FormattedWrites {
  private writer: Promise<FormattingWriter> | null = null;

  constructor(private readonly load: () => Promise<FormattingWriter>) {}

  /** Starts loading the writer, so that it is in the page when the rewrite comes back. */
  prepare(): void {
    this.writer = this.load();
    // Its failure is reported when a write needs it.
    this.writer.catch(() => undefined);
  }

  /**
   * The rewrite written with its blocks and marks; 'unavailable' when the writer did not load,
   * or its write paths (a family's shaped paste, the lent lead block) are not in the frame:
   * nothing was written then (formatting-writer.ts, WritePathsAbsentError).
   */
  async write(
    target: EditableTarget,
    request: FormattedRequest,
    waiter: Waiter,
  ): Promise<FormattedOutcome | 'unavailable'> {
    const writer = await this.loaded();
    if (!writer) return 'unavailable';
    try {
      return await replaceFormatted(target, request, waiter, writer);
    } catch (err) {
      if (err instanceof WritePathsAbsentError) return 'unavailable';
      throw err;
    }
  }

  /** The formatted original written back over the rewrite, verified as any formatted write. */
  async writeOriginal(
    target: EditableTarget,
    current: string,
    span: Span,
    original: FormattedSelection,
    waiter: Waiter,
  ): Promise<boolean> {
    const request = { before: current, span, original, rewrite: '', exact: true };
    const outcome = await this.write(target, request, waiter);
    return outcome !== 'unavailable' && outcome.status === 'replaced';
  }

  /** The writer, or null when it did not load (asked again next time). */
  async loaded(): Promise<FormattingWriter | null> {
    const writer = await (this.writer ??= this.load()).catch(() => null);
    if (!writer) this.writer = null; // "Try replace again" asks again
    return writer;
  }
}
