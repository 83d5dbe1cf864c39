/**
 * Which folder may import which (docs/architecture.md › The rules), as ESLint
 * `no-restricted-imports` settings per folder; eslint.config.js spreads them in. One rule per
 * file set: ESLint replaces, not merges, a rule's options, so each set repeats the rules of
 * the folders around it. Folder cycles are checked apart (scripts/check-folder-cycles.ts).
 */

/** A pattern for `@/` and `~/` imports of a folder of the repository, and of its files. */
const aliased = (folder) => `^[@~]/${folder}(/|$)`;
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];

const BROWSER_BOUND = [
  {
    regex: `${aliased('(components|entrypoints|utils)')}|^(\\.\\./)+(components|entrypoints|utils)/`,
    message:
      'lib/ runs in any context with what it is given: no components/, entrypoints/ or browser-bound utils/.',
  },
  {
    regex: '^(wxt/browser|wxt/utils/storage|webextension-polyfill)$',
    message: 'lib/ takes the browser APIs it needs as parameters (utils/ binds them).',
  },
];
const QUEUE_FRONT_DOOR = {
  regex: `^[@~]/lib/queue/(?!testing/|published$)`,
  message:
    "Outside lib/queue, import the queue's front door: '@/lib/queue' (or its readers, '@/lib/queue/published').",
};
const QUEUE_FRONT_DOOR_RELATIVE = {
  regex: '^(\\.\\./)+queue/(?!testing/|published$)',
  message:
    "Outside lib/queue, import the queue's front door: '@/lib/queue' (or its readers, '@/lib/queue/published').",
};
const EDITORS_KNOW_NO_JOBS = {
  regex: `${aliased('lib/(queue|card|selection|messages)')}|^(\\.\\./)+(queue|card|selection|messages)(/|$)|model/(job-view|card-model|queue-api)$`,
  message: 'lib/editors writes into any editor and knows nothing of jobs, cards or messages.',
};
const MODEL_IMPORTS_NOTHING = {
  regex: '^([@~]/|\\.\\./)',
  message: 'lib/model is the shared vocabulary: it imports nothing of ours but its own files.',
};
const SENTINEL_ALONE = {
  regex: '^([@~]/|\\.\\./)(?!(lib/)?random-uuid$)',
  message:
    'The sentinel is bundled alone within 5 kB: it imports only its own files (and lib/random-uuid, which imports nothing).',
};
const cardHalf = (other) => ({
  regex: `${aliased(`lib/card/${other}`)}|^\\.\\./${other}(/|$)`,
  message: `The card's host (the page) and frame (the card's extension page) run in different processes: no import of lib/card/${other}.`,
});
const NO_PAGES_UI = {
  regex: `${aliased('components')}|^(\\.\\./)+components/`,
  message:
    "components/ is the UI of the extension's own pages (popup, side panel, options, welcome).",
};
const NO_ENTRYPOINTS = {
  regex: `${aliased('entrypoints')}|^(\\.\\./)+entrypoints/`,
  message: 'Entry points are the top: nothing imports them.',
};

const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const EXTENSION = ['components/**', 'utils/**', 'entrypoints/**'];

export const importRules = [
  restrict(EXTENSION, [QUEUE_FRONT_DOOR, NO_ENTRYPOINTS], TESTS),
  restrict(
    ['utils/**', 'entrypoints/*/**', 'entrypoints/gdocs-bridge.ts'],
    [QUEUE_FRONT_DOOR, NO_ENTRYPOINTS, NO_PAGES_UI],
    [
      ...TESTS,
      'entrypoints/popup/**',
      'entrypoints/sidepanel/**',
      'entrypoints/options/**',
      'entrypoints/welcome/**',
    ],
  ),
  restrict(['lib/**'], [...BROWSER_BOUND, QUEUE_FRONT_DOOR], TESTS),
  restrict(
    ['lib/*/**'],
    [...BROWSER_BOUND, QUEUE_FRONT_DOOR, QUEUE_FRONT_DOOR_RELATIVE],
    [...TESTS, 'lib/queue/**'],
  ),
  restrict(['lib/queue/**'], BROWSER_BOUND, TESTS),
  restrict(['lib/editors/**'], [...BROWSER_BOUND, QUEUE_FRONT_DOOR, EDITORS_KNOW_NO_JOBS], TESTS),
  restrict(['lib/model/**'], [...BROWSER_BOUND, MODEL_IMPORTS_NOTHING], TESTS),
  restrict(['lib/in-page-button/sentinel/**'], [...BROWSER_BOUND, SENTINEL_ALONE], TESTS),
  restrict(['lib/card/host/**'], [...BROWSER_BOUND, QUEUE_FRONT_DOOR, cardHalf('frame')], TESTS),
  restrict(['lib/card/frame/**'], [...BROWSER_BOUND, QUEUE_FRONT_DOOR, cardHalf('host')], TESTS),
  restrict(['server/**'], [NO_PAGES_UI, NO_ENTRYPOINTS, BROWSER_BOUND[0]]),
];
