// @vitest-environment node
/** The AI-tell rules of the engine: one test per rule, with grammar and case kept. */
import { describe, expect, it } from 'vitest';
import { AI_TELLS, humanize } from '../../server/engine/index';

/** Single sentences, so that sentence joining does not get in the way. */
const RULES: Array<[string, string, string]> = [
  ['delve into', 'Let us delve into the data.', 'Let us look at the data.'],
  [
    'delves/delved/delving into',
    'She delves into art; he delved into law; delving into it helps.',
    'She looks at art; he looked at law; looking at it helps.',
  ],
  [
    'it is important to note that (sentence start)',
    'It is important to note that prices rise.',
    'Prices rise.',
  ],
  [
    'it is important to note that (mid-sentence)',
    'However, it is important to note that prices rise.',
    'However, prices rise.',
  ],
  [
    "it's worth noting that",
    "It's worth noting that the shop opens at nine.",
    'The shop opens at nine.',
  ],
  [
    "in today's fast-paced world",
    "In today's fast-paced world, people rush.",
    'These days, people rush.',
  ],
  [
    "in today's fast-paced world (curly apostrophe)",
    'In today’s fast-paced world, people rush.',
    'These days, people rush.',
  ],
  [
    'plays a crucial role',
    'Sleep plays a crucial role in health.',
    'Sleep plays a big part in health.',
  ],
  [
    'play/played a vital/pivotal role',
    'Parents play a vital role, and schools played a pivotal role too.',
    'Parents play a big part, and schools played a big part too.',
  ],
  ['is a testament to', 'Her career is a testament to hard work.', 'Her career shows hard work.'],
  [
    'a testament to',
    'The bridge, a testament to skill, still stands.',
    'The bridge, proof of skill, still stands.',
  ],
  ['furthermore', 'Furthermore, the tool is fast.', 'Also, the tool is fast.'],
  ['moreover', 'Moreover, the tool is fast.', "What's more, the tool is fast."],
  ['additionally', 'Additionally, the tool is fast.', 'Also, the tool is fast.'],
  ['utilize', 'Teams utilize the tool.', 'Teams use the tool.'],
  [
    'utilizes/utilized/utilizing',
    'She utilizes it; they utilized it; utilizing it helps.',
    'She uses it; they used it; using it helps.',
  ],
  ['utilise (British)', 'Teams utilise the tool.', 'Teams use the tool.'],
  ['utilization', 'The utilization of the tool grew.', 'The use of the tool grew.'],
  ['leverage (verb)', 'Teams leverage the data.', 'Teams use the data.'],
  [
    'leverages/leveraging',
    'It leverages caching by leveraging memory.',
    'It uses caching by using memory.',
  ],
  ['seamless/seamlessly', 'A seamless setup runs seamlessly.', 'A smooth setup runs smoothly.'],
  ['robust', 'The team built a robust system.', 'The team built a solid system.'],
  [
    'navigate the complexities of',
    'Lawyers navigate the complexities of tax law.',
    'Lawyers deal with tax law.',
  ],
  [
    'navigating the complexities of',
    'Navigating the complexities of tax law is hard.',
    'Dealing with tax law is hard.',
  ],
  ['in order to', 'We train in order to win.', 'We train to win.'],
  [
    'due to the fact that',
    'We stay inside due to the fact that it rains.',
    'We stay inside because it rains.',
  ],
  ['harness the power of', 'Teams harness the power of automation.', 'Teams use automation.'],
  ['a plethora of', 'There are a plethora of options.', 'There are plenty of options.'],
  ['a wide range of', 'The shop sells a wide range of teas.', 'The shop sells all kinds of teas.'],
  ['cutting-edge', 'They use cutting-edge tools.', 'They use modern tools.'],
  ['foster (verb)', 'Managers foster collaboration.', 'Managers encourage collaboration.'],
  ['facilitate', 'The tool will facilitate planning.', 'The tool will help with planning.'],
  ['commence', 'Work will commence soon.', 'Work will start soon.'],
  ['embark on', 'They embarked on a new project.', 'They started a new project.'],
  ['boasts', 'The town boasts a lake.', 'The town has a lake.'],
  ['serves as', 'The hall serves as a museum.', 'The hall is a museum.'],
  ['vibrant', 'A vibrant market fills the square.', 'A lively market fills the square.'],
  ['in conclusion', 'In conclusion, the plan works.', 'In short, the plan works.'],
  ['meticulous', 'He keeps meticulous notes.', 'He keeps careful notes.'],
  ['chatbot opener', 'Certainly! Here are the notes.', 'Here are the notes.'],
];

describe('AI tells', () => {
  it.each(RULES)('%s', (_rule, input, expected) => {
    expect(humanize(input)).toBe(expected);
  });

  it('keeps the case of the phrase it replaces', () => {
    expect(humanize('FURTHERMORE, WE UTILIZE IT.')).toBe('ALSO, WE USE IT.');
    expect(humanize('Utilize it now, please.')).toBe('Use it now, please.');
  });

  it('fixes "a"/"an" before a replacement', () => {
    expect(humanize('It was an innovative idea from the start.')).toBe(
      'It was a new idea from the start.',
    );
    expect(humanize('An intricate plan was needed here.')).toBe('A complex plan was needed here.');
    expect(humanize('We want a holistic view of this.')).toBe('We want an all-round view of this.');
  });

  it('leaves nouns and look-alikes alone', () => {
    const untouched = [
      'We have leverage over them here.',
      'Financial leverage is risky for banks.',
      'Foster care helps many children.',
      'He boasts loudly at every party.',
      'The showcase opens on Friday night.',
      'Type an underscore between words.',
      'The robustly-named variable confuses people.',
      'He stands as tall as his brother.',
    ];
    for (const text of untouched) expect(humanize(text)).toBe(text);
  });

  it('alternates replacements deterministically', () => {
    const text = 'Additionally, it is cheap.\nAdditionally, it is open.';
    expect(humanize(text)).toBe("Also, it's cheap.\nOn top of that, it's open.");
  });

  it('keeps the list as data: every entry has phrases, replacements and a note', () => {
    expect(AI_TELLS.length).toBeGreaterThan(60);
    for (const tell of AI_TELLS) {
      expect(tell.phrases.length).toBeGreaterThan(0);
      expect(tell.replacements.length).toBeGreaterThan(0);
      expect(tell.note).not.toBe('');
      expect(tell.pattern.flags).toContain('g');
    }
  });
});
