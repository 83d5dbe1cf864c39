/**
 * Why a formatted selection cannot be captured or rewritten, as typed kinds with stable codes:
 * the caller shows its own message for each and never guesses from text.
 */
export type FormattingError =
  /** The selection is larger than the capture may read (nodes, characters or depth). */
  | { code: 'selection-too-large'; limit: 'nodes' | 'characters' | 'depth'; max: number }
  /** The range is not inside the editing host it was captured from. */
  | { code: 'range-outside-root' }
  /** The rewrite changed (or lost) a span the editor marks as inline code. */
  | { code: 'code-changed'; text: string };

export type FormattingResult<T> = { ok: true; value: T } | { ok: false; error: FormattingError };

export const succeed = <T>(value: T): FormattingResult<T> => ({ ok: true, value });
export const refuse = <T>(error: FormattingError): FormattingResult<T> => ({ ok: false, error });
