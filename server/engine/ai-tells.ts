/**
 * Phrases typical of machine-written prose, and plainer wording that keeps the meaning.
 *
 * Sources for the list (collected by hand, not copied wholesale):
 *   - Wikipedia, "Wikipedia:Signs of AI writing" (WikiProject AI Cleanup): "delve",
 *     "tapestry", "testament", "plays a crucial role", "in today's fast-paced world",
 *     "it is important to note", "vibrant", "nestled", "boasts", "serves as", chatbot artefacts.
 *   - Plain English Campaign, "The A to Z of alternative words": utilise, commence,
 *     facilitate, in order to, due to the fact that, prior to, with regard to.
 *   - GOV.UK content design guide, "Words to avoid": leverage, facilitate, empower, foster,
 *     robust, streamline, going forward.
 *   - George Orwell, "Politics and the English Language" (1946), and common house style
 *     guides (The Economist Style Guide): pretentious diction, needless fillers.
 *
 * Order matters: tells are applied top to bottom, so longer phrases come before the shorter
 * phrases they contain. Set phrases and single words are in ai-tell-phrases.ts, verb forms
 * in ai-tell-verbs.ts.
 */
import { type AiTell, tell } from './phrase-pattern';
import { AI_TELL_PHRASES, AI_TELL_WORDS } from './ai-tell-phrases';
import { AI_TELL_VERBS } from './ai-tell-verbs';

/** Fillers that add nothing: removed (the next word is capitalised at a sentence start). */
const FILLERS: AiTell[] = [
  tell(
    [
      'it is important to note that',
      "it's important to note that",
      'it is worth noting that',
      "it's worth noting that",
      'it is worth mentioning that',
      "it's worth mentioning that",
      'it should be noted that',
      'it goes without saying that',
      'it is crucial to note that',
      'it is essential to note that',
      'it is important to remember that',
    ],
    '',
    'Throat-clearing before a statement; the statement stands on its own.',
  ),
  tell(
    ['needless to say,', 'without further ado,', 'as an ai language model,'],
    '',
    'Filler or chatbot artefact.',
  ),
  tell('as of my last knowledge update,', '', 'Chatbot artefact.'),
  tell(
    ['i hope this helps!', 'i hope this helps.'],
    '',
    'Chatbot sign-off (kept when it is all there is).',
    {
      // Lookbehinds are tried at every position: bounded runs keep long space runs linear.
      before: '[.!?][ \\t]{1,32}',
    },
  ),
  tell(['certainly!', 'absolutely!', 'great question!'], '', 'Chatbot opener.', {
    before: '^[ \\t]{0,32}',
    after: '[ \\t]*\\S',
  }),
];

/** Connectives and transitions over-used by language models. */
const TRANSITIONS: AiTell[] = [
  tell('furthermore', 'also', 'Stiff connective.'),
  tell('moreover,', ["what's more,", 'also,'], 'Stiff connective.'),
  tell('moreover', 'also', 'Stiff connective.'),
  tell('additionally,', ['also,', 'on top of that,'], 'Stiff connective.'),
  tell('additionally', 'also', 'Stiff connective.'),
  tell(
    ['in conclusion,', 'in summary,', 'to summarize,', 'to summarise,'],
    'in short,',
    'Essay-style wrap-up.',
  ),
  tell('ultimately,', 'in the end,', 'Essay-style wrap-up.'),
  tell('in essence,', 'basically,', 'Essay-style wrap-up.'),
];

/** Every tell, in the order it is applied. */
export const AI_TELLS: readonly AiTell[] = [
  ...FILLERS,
  ...AI_TELL_PHRASES,
  ...AI_TELL_VERBS,
  ...TRANSITIONS,
  ...AI_TELL_WORDS,
];
