// @vitest-environment node
/** Contractions and sentence-length variation. */
import { describe, expect, it } from 'vitest';
import { humanize } from '../../server/engine/index';
import { LONG_SENTENCE } from '../../server/engine/sentence-length';
import { countSentenceWords, splitSentences } from '../../server/engine/sentences';

describe('contractions', () => {
  it.each([
    ['do not', 'Please do not touch the glass.', "Please don't touch the glass."],
    ['Do not at a sentence start', 'Do not touch the glass here.', "Don't touch the glass here."],
    [
      'does not / did not',
      'He does not know, and she did not ask.',
      "He doesn't know, and she didn't ask.",
    ],
    [
      'cannot / will not',
      'We cannot stop and we will not stop.',
      "We can't stop and we won't stop.",
    ],
    [
      'is not / are not',
      'The door is not open and the lights are not on.',
      "The door isn't open and the lights aren't on.",
    ],
    ['it is', 'It is raining in the city again.', "It's raining in the city again."],
    [
      'that is / there is',
      'That is the plan, and there is time.',
      "That's the plan, and there's time.",
    ],
    [
      'I am / you are / we will',
      'I am sure you are right and we will see soon.',
      "I'm sure you're right and we'll see soon.",
    ],
    [
      'I have been',
      'I have been there before with friends.',
      "I've been there before with friends.",
    ],
    ['I will not', 'I will not go there with them.', "I won't go there with them."],
  ])('%s', (_name, input, expected) => {
    expect(humanize(input)).toBe(expected);
  });

  it('never contracts at the end of a clause', () => {
    expect(humanize('That is what it is.')).toBe("That's what it is.");
    expect(humanize('I know where it is, so we go now.')).toBe('I know where it is, so we go now.');
    expect(humanize('Yes, I am.')).toBe('Yes, I am.');
  });

  it('leaves questions with a lone pronoun, "not only" and ALL CAPS alone', () => {
    expect(humanize('What is it?')).toBe('What is it?');
    expect(humanize('What is the plan for today?')).toBe("What's the plan for today?");
    expect(humanize('This is not only fast but cheap.')).toBe('This is not only fast but cheap.');
    expect(humanize('DO NOT TOUCH the glass here.')).toBe('DO NOT TOUCH the glass here.');
  });

  it('uses the typographic apostrophe when the text does', () => {
    expect(humanize('It’s late. We do not stop until the end.')).toBe(
      'It’s late. We don’t stop until the end.',
    );
  });

  it('keeps full forms in a formal or legal register', () => {
    const legal = 'The tenant shall pay rent. It is not refundable under any terms.';
    expect(humanize(legal)).toBe(legal);
  });
});

describe('sentence length', () => {
  const long =
    'The committee reviewed every proposal that had been submitted during the spring session with great care, ' +
    'but the members could not agree on a single plan that would satisfy the many different groups involved in the debate.';

  it(`splits a sentence of more than ${LONG_SENTENCE} words at a safe clause boundary`, () => {
    expect(countSentenceWords(long)).toBeGreaterThan(LONG_SENTENCE);
    expect(humanize(long)).toBe(
      'The committee reviewed every proposal that had been submitted during the spring session with great care. ' +
        "But the members couldn't agree on a single plan that would satisfy the many different groups involved in the debate.",
    );
  });

  it('splits at "; " and at ", and" + a clause', () => {
    const semicolon =
      'The old bridge across the river was closed for repairs during the whole of the long winter season last year; ' +
      'the new one opened in May after many delays caused by the weather and by supply problems.';
    expect(humanize(semicolon)).toContain('season last year. The new one opened');
    const and =
      'The old bridge across the river was closed for repairs during the whole of the long winter season last year, ' +
      'and the new one opened in May after many delays caused by the weather and by supply problems.';
    expect(humanize(and)).toContain('season last year. And the new one opened');
  });

  it('never splits at ", which" or inside a list', () => {
    const which =
      'The old bridge across the river was closed for repairs during the whole of the long winter season last year, ' +
      'which annoyed the many commuters who had to drive around through the town centre every single morning.';
    expect(humanize(which)).toBe(which);
    const list =
      'Apples, pears, and oranges are sold at the market by farmers who come from many villages across the valley every ' +
      'single Saturday, and plums, cherries, and berries too when the short summer season finally comes around again.';
    expect(humanize(list)).toBe(list);
  });

  it('leaves sentences of up to the limit alone', () => {
    const text = 'Short sentences stay as they are, and so do medium ones that run on for a while.';
    expect(humanize(text)).toBe(text);
  });

  it('joins two very short neighbouring sentences', () => {
    expect(humanize('It works. This is fast.')).toBe('It works, and this is fast.');
  });

  it('does not join commands, questions, names or the pronoun I', () => {
    for (const text of [
      'Do this now. It is fast.',
      'It works? This is fast.',
      'It works. Anna is fast.',
      'It works. I am happy.',
    ]) {
      expect(humanize(text)).not.toContain(', and');
    }
  });

  it('does not treat abbreviations, initials or decimals as sentence ends', () => {
    const sentences = splitSentences(
      'Dr. Smith met J. R. Tolkien, e.g. at 3.5 p.m. Then they left.',
    );
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'Dr. Smith met J. R. Tolkien, e.g. at 3.5 p.m.',
      'Then they left.',
    ]);
  });
});
