/**
 * AI-tell verbs, each form mapped to the same form of a plainer verb so that grammar is kept
 * ("utilizes" → "uses", "utilizing" → "using"). Sources: see ai-tells.ts.
 */
import { type AiTell, verb } from './phrase-pattern';

/**
 * Words after which a bare form is a verb ("to showcase", "we leverage"), for ambiguous ones.
 * Used as a lookbehind, which is tried at every position: the space run is bounded so that a
 * long run of spaces costs linear time, not quadratic.
 */
const VERB_CONTEXT =
  '(?<![\\p{L}])(?:to|can|could|will|would|should|must|may|might|we|they|you|i|and|or|also|often|help|helps)[ \\t]{1,32}';
/** "leverage" is a verb when an object follows, not a preposition ("leverage over"). */
const LEVERAGE_OBJECT =
  '[ \\t]+(?!(?:over|in|on|with|for|of|to|from|against|and|or|is|are|was|were|ratio|ratios|buyout|buyouts)(?![\\p{L}]))[\\p{L}\\uE000]';
/** Not the noun compounds "foster care", "foster parents", … */
const NOT_FOSTER_NOUN =
  '[ \\t]+(?!(?:care|parents?|homes?|child|children|famil(?:y|ies)|mother|father|carers?)(?![\\p{L}]))';

/** A determiner, number or protected span comes next ("boasts a", "serves as the"). */
const DETERMINER_NEXT =
  '[ \\t]+(?:(?:a|an|the|one|over|more|some|many|several|its|their|our|his|her|my|your)(?![\\p{L}])|\\uE000|\\p{N})';

export const AI_TELL_VERBS: AiTell[] = [
  ...verb(
    [
      ['delve deeper into', 'look closer at'],
      ['delves deeper into', 'looks closer at'],
      ['delved deeper into', 'looked closer at'],
      ['delving deeper into', 'looking closer at'],
      ['delve into', ['look at', 'dig into']],
      ['delves into', ['looks at', 'digs into']],
      ['delved into', ['looked at', 'dug into']],
      ['delving into', ['looking at', 'digging into']],
      [['dive deep into', 'dive into'], 'look at'],
      [['dives deep into', 'dives into'], 'looks at'],
      [['dived deep into', 'dove deep into', 'dived into', 'dove into'], 'looked at'],
      [['diving deep into', 'diving into'], 'looking at'],
    ],
    '"Delve into" is the best-known tell (Signs of AI writing).',
  ),
  ...verb(
    [
      [['navigate the complexities of', 'navigate the intricacies of'], 'deal with'],
      [['navigates the complexities of', 'navigates the intricacies of'], 'deals with'],
      [['navigated the complexities of', 'navigated the intricacies of'], 'dealt with'],
      [['navigating the complexities of', 'navigating the intricacies of'], 'dealing with'],
    ],
    'Inflated "deal with".',
  ),
  ...verb(
    [
      [['harness the power of', 'harness the potential of'], 'use'],
      [['harnesses the power of', 'harnesses the potential of'], 'uses'],
      [['harnessed the power of', 'harnessed the potential of'], 'used'],
      [['harnessing the power of', 'harnessing the potential of'], 'using'],
      [['unlock the full potential of', 'unlock the potential of'], 'get the most from'],
      [['unlocks the full potential of', 'unlocks the potential of'], 'gets the most from'],
      [['unlocked the full potential of', 'unlocked the potential of'], 'got the most from'],
      [['unlocking the full potential of', 'unlocking the potential of'], 'getting the most from'],
      ['embark on a journey to', 'set out to'],
      ['embarks on a journey to', 'sets out to'],
      ['embarked on a journey to', 'set out to'],
      ['embarking on a journey to', 'setting out to'],
      [['embark on', 'embark upon'], 'start'],
      [['embarks on', 'embarks upon'], 'starts'],
      [['embarked on', 'embarked upon'], 'started'],
      [['embarking on', 'embarking upon'], 'starting'],
    ],
    'Grandiose phrasing of a plain verb.',
  ),
  ...verb(
    [
      [['utilize', 'utilise'], 'use'],
      [['utilizes', 'utilises'], 'uses'],
      [['utilized', 'utilised'], 'used'],
      [['utilizing', 'utilising'], 'using'],
      [['utilization', 'utilisation'], 'use'],
      ['commence', 'start'],
      ['commences', 'starts'],
      ['commenced', 'started'],
      ['commencing', 'starting'],
      ['facilitate', 'help with'],
      ['facilitates', 'helps with'],
      ['facilitated', 'helped with'],
      ['facilitating', 'helping with'],
      [['revolutionize', 'revolutionise'], 'transform'],
      [['revolutionizes', 'revolutionises'], 'transforms'],
      [['revolutionized', 'revolutionised'], 'transformed'],
      [['revolutionizing', 'revolutionising'], 'transforming'],
      ['enhance', 'improve'],
      ['enhances', 'improves'],
      ['enhanced', 'improved'],
      ['enhancing', 'improving'],
      ['streamline', 'simplify'],
      ['streamlines', 'simplifies'],
      ['streamlined', 'simplified'],
      ['streamlining', 'simplifying'],
      ['showcases', 'shows'],
      ['showcased', 'showed'],
      ['showcasing', 'showing'],
      ['underscores', 'highlights'],
      ['underscored', 'highlighted'],
      ['underscoring', 'highlighting'],
      ['empowers', 'helps'],
    ],
    'Pretentious diction (Plain English Campaign, GOV.UK); same verb form kept.',
  ),
  ...verb(
    [
      ['showcase', 'show'],
      ['underscore', 'highlight'],
      ['empower', 'help'],
      ['elevate', 'improve'],
    ],
    'Pretentious diction; only where the word is clearly a verb.',
    { before: VERB_CONTEXT },
  ),
  ...verb(
    [
      ['leverage', 'use'],
      ['leverages', 'uses'],
      ['leveraged', 'used'],
      ['leveraging', 'using'],
    ],
    '"Leverage" as a verb (GOV.UK words to avoid); the noun is left alone.',
    { after: LEVERAGE_OBJECT },
  ),
  ...verb(
    [
      ['foster', 'encourage'],
      ['fosters', 'encourages'],
      ['fostered', 'encouraged'],
      ['fostering', 'encouraging'],
    ],
    '"Foster" as a verb (GOV.UK words to avoid).',
    { after: NOT_FOSTER_NOUN },
  ),
  ...verb([['boasts', 'has']], '"Boasts" for "has" (Signs of AI writing).', {
    after: DETERMINER_NEXT,
  }),
  ...verb(
    [
      ['serves as', 'is'],
      ['stands as', 'is'],
    ],
    'Copula avoidance: "serves as a" for "is a" (Signs of AI writing).',
    { after: DETERMINER_NEXT },
  ),
];
