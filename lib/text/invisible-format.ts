/**
 * Invisible format characters (Unicode category Cf: zero-width spaces and joiners, bidi
 * embeddings, overrides and isolates, the BOM, soft hyphens, tags…) that a provider's rewrite
 * brings and the user's own text did not have. They change how the text reads or orders
 * without being seen (a right-to-left override makes "txt.exe" show as "exe.txt"), so they
 * are removed before the rewrite is written or shown. Any such character the user's text held
 * is the user's own (a ZWJ in an emoji, a soft hyphen) and is kept wherever it appears.
 */

const FORMAT_CHAR = /\p{Cf}/gu;

export interface CleanedRewrite {
  text: string;
  /** How many characters (code points) were removed. */
  removed: number;
}

/** `rewrite` without the format characters that `original` does not contain. */
export function removeForeignFormatChars(rewrite: string, original: string): CleanedRewrite {
  // Linear: one pass over each text; the set holds at most the distinct Cf characters.
  const own = new Set(original.match(FORMAT_CHAR) ?? []);
  let removed = 0;
  const text = rewrite.replace(FORMAT_CHAR, (char) => {
    if (own.has(char)) return char;
    removed += 1;
    return '';
  });
  return { text, removed };
}
