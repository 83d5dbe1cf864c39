/**
 * AI-tell set phrases and single words, with plainer wording of the same part of speech.
 * Sources: see ai-tells.ts.
 */
import { type AiTell, tell } from './phrase-pattern';

const ROLE_ADJECTIVES = [
  'crucial',
  'vital',
  'pivotal',
  'key',
  'significant',
  'critical',
  'central',
];
const AN_ROLE_ADJECTIVES = ['integral', 'important', 'essential', 'instrumental'];
const roles = (verbForm: string): string[] => [
  ...ROLE_ADJECTIVES.map((adjective) => `${verbForm} a ${adjective} role`),
  ...AN_ROLE_ADJECTIVES.map((adjective) => `${verbForm} an ${adjective} role`),
];

/** Set phrases with a plain equivalent. */
export const AI_TELL_PHRASES: AiTell[] = [
  tell(
    ["in today's fast-paced world,", "in today's digital age,", "in today's world,"],
    'these days,',
    'Stock opener.',
  ),
  tell(
    ["in today's fast-paced world", "in today's digital age", 'in this day and age'],
    'today',
    'Stock opener.',
  ),
  tell(
    ['in the ever-evolving landscape of', 'in the ever-changing world of', 'in the realm of'],
    'in',
    'Grandiose framing of "in".',
  ),
  tell(['ever-evolving', 'ever-changing'], 'changing', 'Puffery.'),
  tell(
    roles('plays'),
    'plays a big part',
    '"Plays a crucial role" and kin; the verb form is kept.',
  ),
  tell(roles('play'), 'play a big part', '"Plays a crucial role" and kin.'),
  tell(roles('played'), 'played a big part', '"Plays a crucial role" and kin.'),
  tell(roles('playing'), 'playing a big part', '"Plays a crucial role" and kin.'),
  tell(
    ['stands as a testament to', 'serves as a testament to', 'is a testament to'],
    'shows',
    '"Testament" puffery.',
  ),
  tell('are a testament to', 'show', '"Testament" puffery.'),
  tell(['was a testament to', 'were a testament to'], 'showed', '"Testament" puffery.'),
  tell('a testament to', 'proof of', '"Testament" puffery.'),
  tell(
    ['a rich tapestry of', 'a vibrant tapestry of', 'a tapestry of'],
    'a mix of',
    '"Tapestry" metaphor.',
  ),
  tell(
    [
      'a wide range of',
      'a wide array of',
      'a wide variety of',
      'a broad range of',
      'a diverse range of',
    ],
    'all kinds of',
    'Inflated quantifier.',
  ),
  tell(
    ['a plethora of', 'a myriad of', 'a multitude of'],
    ['plenty of', 'lots of'],
    'Inflated quantifier.',
  ),
  tell('a significant number of', 'many', 'Wordy quantifier.'),
  tell('a vast amount of', 'a lot of', 'Wordy quantifier.'),
  tell(['of paramount importance', 'of utmost importance'], 'very important', 'Puffery.'),
  tell('paradigm shift', 'big shift', 'Jargon.'),
  tell('a deep dive into', 'a close look at', 'Jargon.'),
  tell('in order to', 'to', 'Wordy (Plain English Campaign).'),
  tell(
    ['due to the fact that', 'in light of the fact that', 'owing to the fact that'],
    'because',
    'Wordy.',
  ),
  tell('despite the fact that', 'although', 'Wordy.'),
  tell('at this point in time', 'now', 'Wordy.'),
  tell('for the purpose of', 'for', 'Wordy.'),
  tell(['with regard to', 'with regards to', 'in regard to', 'with respect to'], 'about', 'Wordy.'),
  tell('prior to', 'before', 'Wordy (Plain English Campaign).'),
  tell('first and foremost', 'first', 'Doublet.'),
  tell('last but not least', 'finally', 'Cliché.'),
  tell('each and every', 'every', 'Doublet.'),
  tell('at the end of the day', 'in the end', 'Cliché.'),
  tell('when it comes to', 'for', 'Wordy framing.'),
  tell('going forward', 'from now on', 'Business jargon (GOV.UK).'),
];

/** Single words with a plainer equivalent of the same part of speech. */
export const AI_TELL_WORDS: AiTell[] = [
  tell('seamlessly', 'smoothly', 'Puffery (GOV.UK).'),
  tell('seamless', 'smooth', 'Puffery.'),
  tell('robustness', 'strength', 'Jargon.'),
  tell('robust', ['solid', 'strong'], 'Jargon (GOV.UK).'),
  tell('meticulously', 'carefully', 'Puffery.'),
  tell('meticulous', 'careful', 'Puffery.'),
  tell('comprehensive', ['thorough', 'full'], 'Puffery.'),
  tell('intricacies', 'details', 'Puffery.'),
  tell('intricate', 'complex', 'Puffery.'),
  tell('pivotal', 'key', 'Puffery.'),
  tell('paramount', 'essential', 'Puffery.'),
  tell('holistic', 'all-round', 'Jargon.'),
  tell('cutting-edge', 'modern', 'Puffery.'),
  tell('game-changer', 'big change', 'Puffery.'),
  tell('game-changing', 'major', 'Puffery.'),
  tell('groundbreaking', 'original', 'Puffery.'),
  tell('transformative', 'major', 'Puffery.'),
  tell('innovative', 'new', 'Puffery.'),
  tell('vibrant', 'lively', 'Puffery (Signs of AI writing).'),
  tell('bustling', 'busy', 'Puffery.'),
  tell('unwavering', 'steady', 'Puffery.'),
  tell('unparalleled', 'unmatched', 'Puffery.'),
  tell('nestled', 'set', 'Travel-brochure tone.', {
    after: '[ \\t]+(?:in|among|between|within|on|at)(?![\\p{L}])',
  }),
];
