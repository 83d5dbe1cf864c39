// @vitest-environment node
/**
 * The server's bounded word count (server/word-budget.ts): the shared counter's number, found
 * with work bounded by the limit, and a turn of the event loop after every PIECE characters.
 * Work is counted (characters handed to the segmenter), never timed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countWords } from '../../lib/text/word-count';
import { PIECE, countWordsWithin } from '../../server/word-budget';
import { ADVERSARIAL_SHAPES } from '../support/time-ratio';

const MORE_SHAPES: Record<string, (n: number) => string> = {
  prose: (n) => "It's 1,000.5 state-of-the-art words, isn't it? Yes. ".repeat(n / 52),
  Thai: (n) => 'ภาษาไทยเป็นภาษาที่สวยงาม'.repeat(n / 24),
  'Han without punctuation': (n) => '我们今天去学校学习中文然后回家吃饭'.repeat(n / 17),
  'digits joined to an emoji': (n) => '2024\u200d😀 '.repeat(n / 8),
  'one long number': (n) => '1'.repeat(n),
  // A number cut between stretches whose end (ZWJ + emoji) makes it no word: taken back.
  'long numbers ending in ZWJ + emoji': (n) =>
    `${'word '.repeat(300)}${'1'.repeat(5000)}\u200d😀 `.repeat(Math.ceil(n / 6503)),
};
const SHAPES = Object.entries({ ...ADVERSARIAL_SHAPES, ...MORE_SHAPES });
const noPause = async (): Promise<void> => undefined;

/** Characters handed to Intl.Segmenter while `work` runs. */
async function segmented(work: () => Promise<unknown>): Promise<number> {
  const segment = Intl.Segmenter.prototype.segment;
  let chars = 0;
  vi.spyOn(Intl.Segmenter.prototype, 'segment').mockImplementation(function (
    this: Intl.Segmenter,
    input: string,
  ) {
    chars += input.length;
    return segment.call(this, input);
  });
  await work();
  vi.restoreAllMocks();
  return chars;
}

afterEach(() => vi.restoreAllMocks());

describe('countWordsWithin', () => {
  it.each(SHAPES)('counts %s exactly as countWords, over many stretches', async (_name, shape) => {
    for (const size of [9000, 20_000]) {
      const text = shape(size);
      expect(await countWordsWithin(text, Infinity, noPause), `${size}`).toBe(countWords(text));
    }
  });

  it.each(SHAPES)('decides the limit exactly for %s', async (_name, shape) => {
    const text = shape(20_000);
    const words = countWords(text);
    for (const limit of [words - 1, words, words + 1].filter((n) => n >= 0)) {
      expect(await countWordsWithin(text, limit, noPause), `limit ${limit}`).toBe(
        Math.min(words, limit + 1),
      );
    }
  });

  it('stops soon after the limit: 1 MiB of words costs what 0.5 MiB does', async () => {
    const limit = 10_000;
    for (const shape of [(n: number) => 'a '.repeat(n / 2), MORE_SHAPES.Thai!]) {
      const half = await segmented(() => countWordsWithin(shape(512 * 1024), limit, noPause));
      const whole = await segmented(() => countWordsWithin(shape(1024 * 1024), limit, noPause));
      // Equal but for the few character pairs the cut finder segments once and then caches.
      expect(Math.abs(whole - half)).toBeLessThan(100);
      // limit + 1 words of "a " are ~20,000 characters; a stretch is at most 4,000 more.
      expect(whole).toBeLessThan(160_000);
    }
  });

  it('lets the event loop turn after every PIECE characters', async () => {
    const text = '>'.repeat(1024 * 1024); // no word at all: every character must be read
    const between: number[] = [];
    let chars = 0;
    const segment = Intl.Segmenter.prototype.segment;
    vi.spyOn(Intl.Segmenter.prototype, 'segment').mockImplementation(function (
      this: Intl.Segmenter,
      input: string,
    ) {
      chars += input.length;
      return segment.call(this, input);
    });
    const pause = async (): Promise<void> => {
      between.push(chars);
      chars = 0;
    };
    expect(await countWordsWithin(text, 10_000, pause)).toBe(0);
    expect(between.length).toBeGreaterThanOrEqual(text.length / (PIECE + 8000) - 1);
    // A stretch is at most 4,000 characters, and choosing it may segment 4,000 more.
    expect(Math.max(...between, chars)).toBeLessThanOrEqual(PIECE + 8000);
  });

  it('does not pause for a text of one piece', async () => {
    const pause = vi.fn(noPause);
    expect(await countWordsWithin('Hello there, world.', 10, pause)).toBe(3);
    expect(pause).not.toHaveBeenCalled();
  });
});
