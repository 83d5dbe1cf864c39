import { describe, expect, it } from 'vitest';
import { keepParagraphs } from './paragraph-split';
import { splitAtBlocks } from './plain-text';

/** A rich editor's text: paragraphs one "\n" apart, each "\n" a paragraph break. */
const rich = (...paragraphs: string[]) => ({
  text: paragraphs.join('\n'),
  breaks: 'p'.repeat(paragraphs.length - 1),
});
const whole = (text: string) => ({ start: 0, end: text.length });

describe('keepParagraphs: a rich editor', () => {
  it('cuts a joined answer where the next paragraph starts', () => {
    const before = rich('We utilize the tools daily.', 'They leverage our habits well.');
    expect(
      keepParagraphs(
        before,
        whole(before.text),
        'We use the tools daily. They draw on our habits well.',
      ),
    ).toBe('We use the tools daily.\nThey draw on our habits well.');
  });

  it('adds the break the answer lost and keeps the one it kept', () => {
    const before = rich('One two three.', 'Four five six.', 'Seven eight.');
    expect(keepParagraphs(before, whole(before.text), 'One two.\nFour five six. Seven.')).toBe(
      'One two.\nFour five six.\nSeven.',
    );
  });

  it('re-cuts an answer whose one break is in the wrong place', () => {
    const before = rich('One two three.', 'Four five six.', 'Seven eight.');
    expect(
      keepParagraphs(before, whole(before.text), 'One two\nthree. Four five six. Seven.'),
    ).toBe('One two three.\nFour five six.\nSeven.');
  });

  it('writes an answer with as many breaks, or more, as it came', () => {
    const before = rich('One two.', 'Three four.');
    for (const answer of ['One.\nThree four.', 'One.\nTwo.\nThree four.', 'One. Two\nThree']) {
      expect(keepParagraphs(before, whole(before.text), answer)).toBe(answer);
    }
  });

  it('cuts only at paragraph breaks, not at line breaks inside a paragraph', () => {
    const before = { text: 'One two,\nthree four.\nFive six.', breaks: 'bp' };
    expect(keepParagraphs(before, whole(before.text), 'One two, three four. Five six.')).toBe(
      'One two, three four.\nFive six.',
    );
  });

  it('reads the breaks of the span only, inside a longer text', () => {
    const before = { text: 'Head,\nline.\nOne two.\nThree four.\nTail.', breaks: 'bppp' };
    const start = before.text.indexOf('One');
    const span = { start, end: before.text.indexOf('\nTail') };
    expect(keepParagraphs(before, span, 'One too. Three for.')).toBe('One too.\nThree for.');
  });

  it('keeps a quote before the first word with its paragraph', () => {
    const before = rich('He said it.', '"Ship small," she said.');
    expect(keepParagraphs(before, whole(before.text), 'He said so. "Ship small," she said.')).toBe(
      'He said so.\n"Ship small," she said.',
    );
  });

  it('never reorders: a paragraph moved ahead of the one before is not cut out', () => {
    const before = rich('Alpha beta gamma.', 'Delta epsilon zeta.');
    const answer = 'Delta epsilon zeta. Alpha beta gamma.';
    expect(keepParagraphs(before, whole(before.text), answer)).toBe(answer);
  });

  it('leaves out a paragraph whose words all went', () => {
    const before = rich('Alpha beta.', 'Gamma delta.', 'Epsilon zeta.');
    expect(keepParagraphs(before, whole(before.text), 'Alpha beta. Epsilon zeta.')).toBe(
      'Alpha beta.\nEpsilon zeta.',
    );
  });

  it('writes an answer with no words as it came', () => {
    const before = rich('Alpha beta.', 'Gamma delta.');
    expect(keepParagraphs(before, whole(before.text), '…')).toBe('…');
  });
});

describe('keepParagraphs: a text field (a blank line is a paragraph break)', () => {
  it("puts back the selection's own blank lines, single line breaks kept", () => {
    const text = 'One two,\nthree.\n\n\nFour five.\n\nSix seven.';
    expect(keepParagraphs({ text }, whole(text), 'One two,\nthree. Four five. Six, seven.')).toBe(
      'One two,\nthree.\n\n\nFour five.\n\nSix, seven.',
    );
  });

  it('does not count a single line break of the answer as a paragraph', () => {
    const text = 'One two.\n\nThree four.';
    expect(keepParagraphs({ text }, whole(text), 'One two.\nThree four.')).toBe(
      'One two.\n\nThree four.',
    );
  });

  it('writes an answer that kept the blank lines as it came', () => {
    const text = 'One two.\n\nThree four.';
    expect(keepParagraphs({ text }, whole(text), 'One.\n\nThree  four. ')).toBe(
      'One.\n\nThree  four. ',
    );
  });
});

describe('splitAtBlocks at adversarial sizes', () => {
  const paragraphs = Array.from({ length: 1000 }, (_, p) =>
    Array.from({ length: 10 }, (_, w) => `word${(p * 10 + w) % 1700}`).join(' '),
  );

  it('10,000 words in 1,000 paragraphs, joined: each paragraph back whole', () => {
    const before = rich(...paragraphs);
    const out = keepParagraphs(before, whole(before.text), paragraphs.join(' '));
    expect(out.split('\n')).toEqual(paragraphs);
  });

  it('10,000 words, one in ten replaced: 1,000 paragraphs, every word once, in order', () => {
    const answer = paragraphs
      .map((p, i) => p.replace(/^word\d+/, `new${i}`))
      .join(' ')
      .split(' ');
    const pieces = splitAtBlocks(paragraphs, answer.join(' '));
    expect(pieces.filter(Boolean)).toHaveLength(1000);
    expect(pieces.join(' ').split(/\s+/)).toEqual(answer);
    // Each paragraph starts at its replaced first word (aligned, not counted).
    pieces.forEach((piece, i) => expect(piece.startsWith(`new${i} `)).toBe(true));
  });
});
