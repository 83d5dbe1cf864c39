// @vitest-environment node
/** The guards on a model's rewrite of one chunk, and the thinking a model may put first. */
import { describe, expect, it } from 'vitest';
import { guardChunk } from '../../server/backends/chunk-guards';
import { splitParagraphs, stripThinking } from '../../server/backends/model-answer';
import { namesIn, protectedSpans } from '../../server/backends/protected-spans';

const done: { finishReason: string | null; complete: boolean } = {
  finishReason: 'stop',
  complete: true,
};
const ORIGINAL =
  'Furthermore, it is important to note that we utilize 3 servers.\n\nWe met Alice in Berlin, see https://example.org/a?b=1 and run `npm test`.';
const GOOD =
  'We also use 3 servers.\n\nWe met Alice in Berlin; see https://example.org/a?b=1 and run `npm test`.';

const reasonOf = (rewritten: string, completion = done) => {
  const verdict = guardChunk(ORIGINAL, rewritten, completion);
  return verdict.ok ? 'ok' : verdict.reason;
};

describe('guardChunk', () => {
  it('accepts a faithful rewrite', () => {
    expect(reasonOf(GOOD)).toBe('ok');
    expect(reasonOf(GOOD, { finishReason: null, complete: true })).toBe('ok');
  });

  it('refuses an answer the model did not finish', () => {
    expect(reasonOf(GOOD, { finishReason: 'length', complete: true })).toBe('unfinished');
    expect(reasonOf(GOOD, { finishReason: 'content_filter', complete: true })).toBe('unfinished');
    expect(reasonOf(GOOD, { finishReason: null, complete: false })).toBe('unfinished');
  });

  it('refuses an empty answer and leftover thinking', () => {
    expect(reasonOf('   ')).toBe('empty');
    expect(reasonOf(`${GOOD}\n</think>`)).toBe('thinking');
  });

  it.each([
    `Here is the rewritten text:\n\n${GOOD}`,
    `Sure! ${GOOD}`,
    `**Rewritten text:** ${GOOD}`,
    `${GOOD}\n\nLet me know if you want another version.`,
    `\`\`\`\n${GOOD}\n\`\`\``,
  ])('refuses a preamble or a wrapper: %j', (rewritten) => {
    expect(reasonOf(rewritten)).toBe('preamble');
  });

  it('accepts an opening the original had itself', () => {
    const original = 'Here is the plan: we ship on 5 May.';
    expect(guardChunk(original, 'Here is the plan: ship on 5 May.', done)).toEqual({ ok: true });
  });

  it('refuses a dropped or an added paragraph', () => {
    expect(reasonOf(GOOD.replace('\n\n', ' '))).toBe('paragraph_count');
    expect(reasonOf(GOOD.replace('\n\n', '\n\nAnd more.\n\n'))).toBe('paragraph_count');
  });

  it('refuses an answer far shorter or longer than the original', () => {
    const long = `${'The committee reviewed every single proposal with great care. '.repeat(6)}`;
    expect(guardChunk(long, 'Reviewed.', done)).toEqual({ ok: false, reason: 'length' });
    expect(guardChunk('A short note.', 'word '.repeat(30), done)).toEqual({
      ok: false,
      reason: 'length',
    });
  });

  it('refuses a changed number, URL or code span', () => {
    expect(reasonOf(GOOD.replace('3 servers', '4 servers'))).toBe('protected_span');
    expect(reasonOf(GOOD.replace('3 servers', '30 servers'))).toBe('protected_span');
    expect(reasonOf(GOOD.replace('b=1', 'b=2'))).toBe('protected_span');
    expect(reasonOf(GOOD.replace('`npm test`', 'npm test'))).toBe('protected_span');
  });

  it('refuses a dropped name, not a changed sentence start', () => {
    expect(reasonOf(GOOD.replace('Alice', 'a friend'))).toBe('name');
    expect(namesIn(ORIGINAL)).toEqual(['Alice', 'Berlin']);
    expect(namesIn('The Quick Guide. Then we left.')).toEqual([]);
  });
});

describe('protectedSpans', () => {
  it('finds what the rule engine protects, each time it occurs', () => {
    expect(protectedSpans('Pay 5 now, 5 later at `x()` or mail a@b.org "as is".')).toEqual([
      '`x()`',
      'a@b.org',
      '"as is"',
      '5',
      '5',
    ]);
  });
});

describe('stripThinking', () => {
  it('removes a leading thinking block', () => {
    expect(stripThinking('<think>\nThe user wants…\n</think>\n\nPlain text.', 'x')).toBe(
      'Plain text.',
    );
    expect(stripThinking('  <thinking>hm</thinking>Plain.', 'x')).toBe('Plain.');
  });

  it('removes thinking whose opening tag the server swallowed', () => {
    expect(stripThinking('The user wants a rewrite.</think>Plain.', 'x')).toBe('Plain.');
  });

  it('leaves nothing of an answer that never stopped thinking', () => {
    expect(stripThinking('<think>still thinking', 'x')).toBe('');
  });

  it('keeps tags the original itself contains', () => {
    expect(stripThinking('<think>a</think> b', 'Use <think>a</think> b')).toBe(
      '<think>a</think> b',
    );
  });
});

describe('splitParagraphs', () => {
  it('splits at blank lines and keeps the separators', () => {
    expect(splitParagraphs('a\nb\n\n  \nc')).toEqual({
      paragraphs: ['a\nb', 'c'],
      separators: ['\n\n  \n'],
    });
  });
});
