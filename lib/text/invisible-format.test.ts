import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { removeForeignFormatChars } from './invisible-format';

const RLO = '\u202E';
const ZWSP = '\u200B';
const ZWJ = '\u200D';
const LRI = '\u2066';
const PDI = '\u2069';
const BOM = '\uFEFF';
const SHY = '\u00AD';
const TAG_A = '\u{E0061}'; // a tag character: Cf outside the BMP

const isFormat = (c: string) => /\p{Cf}/u.test(c);

describe('removeForeignFormatChars', () => {
  it('removes a right-to-left override the user did not type, and counts it', () => {
    expect(removeForeignFormatChars(`Open ${RLO}txt.exe now`, 'Open the file now')).toEqual({
      text: 'Open txt.exe now',
      removed: 1,
    });
  });

  it('removes zero-width characters, isolates, the BOM and tags; counts code points', () => {
    const rewrite = `${BOM}a${ZWSP}b ${LRI}c${PDI} d${TAG_A}`;
    expect(removeForeignFormatChars(rewrite, 'plain text')).toEqual({
      text: 'ab c d',
      removed: 5,
    });
  });

  it('keeps the format characters the user’s own text held, wherever they are', () => {
    const original = `family 👩${ZWJ}👧 and co${SHY}operate`;
    const rewrite = `the 👩${ZWJ}👧 family co${SHY}operates${ZWJ}${RLO}`;
    expect(removeForeignFormatChars(rewrite, original)).toEqual({
      text: `the 👩${ZWJ}👧 family co${SHY}operates${ZWJ}`,
      removed: 1,
    });
  });

  it('leaves a rewrite without format characters as it is', () => {
    const rewrite = 'Plain words,\n\nnew lines and émojis 🙂 stay.';
    expect(removeForeignFormatChars(rewrite, '')).toEqual({ text: rewrite, removed: 0 });
  });

  it('never leaves a foreign format character, never drops anything else', () => {
    const chars = fc.constantFrom('a', ' ', '\n', 'é', '🙂', RLO, ZWSP, ZWJ, LRI, BOM, SHY, TAG_A);
    const text = fc.array(chars, { maxLength: 40 }).map((a) => a.join(''));
    fc.assert(
      fc.property(text, text, (rewrite, original) => {
        const { text: out, removed } = removeForeignFormatChars(rewrite, original);
        const own = new Set([...original].filter(isFormat));
        // Every format character left is one the user had.
        expect([...out].filter(isFormat).every((c) => own.has(c))).toBe(true);
        // What is left is the rewrite minus exactly the removed characters, in order.
        const kept = [...rewrite].filter((c) => !isFormat(c) || own.has(c));
        expect(out).toBe(kept.join(''));
        expect(removed).toBe([...rewrite].length - kept.length);
      }),
    );
  });
});
