/**
 * The in-page controller with fake cards and a fake background, for the session unit tests
 * (lib/editors/selection-session*.test.ts, confirm-session.test.ts, invisible-rewrite.test.ts).
 */
import { vi } from 'vitest';
import type { CardActions, CardModel } from '@/lib/model/card-model';
import { createInPageController, type ControllerDeps } from '@/lib/selection/in-page-controller';
import { englishMessages } from '@/lib/i18n/english-messages';
import type { JobView } from '@/lib/model/job-view';
import { jobView } from '@/lib/model/testing/fixtures';
import { instant } from '../../editors/testing/fake-target';
import type { AnotherVersionAnswer } from '../session-deps';
import { createFormattingWriter } from '@/lib/editors/formatting/formatting-writer';

export { instant };

export const job = (over: Partial<JobView> = {}): JobView =>
  jobView({ id: 'job-1', text: 'x', ...over });

export const done = (text: string, over: Partial<JobView> = {}) =>
  job({
    status: 'done',
    result: { humanized_text: text, word_count: 3, words_charged: 3 },
    wordsCharged: 3,
    ...over,
  });

export function setup(
  opts: { mountFails?: boolean; confirm?: ControllerDeps['confirmCapture'] } = {},
) {
  const cards: Array<{
    model: CardModel;
    actions: CardActions;
    focused: boolean;
    removed: boolean;
    lose?: () => void;
  }> = [];
  const deps: ControllerDeps = {
    createCard(model, actions, _anchor, onLost) {
      if (opts.mountFails) throw new Error('attachShadow is not supported here');
      const card = { model, actions, focused: false, removed: false, lose: onLost };
      cards.push(card);
      return {
        update: (m) => void (card.model = m),
        focus: () => void (card.focused = true),
        remove: () => void (card.removed = true),
      };
    },
    cancelJob: vi.fn(async () => undefined),
    cardUnavailable: vi.fn(async () => undefined),
    formattingWriter: async () => createFormattingWriter(),
    retryJob: vi.fn(async () => 'job-2'),
    anotherVersion: vi.fn(async (): Promise<AnotherVersionAnswer> => ({ jobId: 'job-3' })),
    openOptions: vi.fn(async () => undefined),
    confirmCapture: vi.fn(opts.confirm ?? (async () => ({ job: job(), mode: 'replace' as const }))),
    discardCapture: vi.fn(async () => undefined),
    t: englishMessages,
    waiter: instant,
  };
  const controller = createInPageController(document, [], deps);
  const last = () => cards[cards.length - 1]!;
  const settle = () => new Promise((r) => setTimeout(r, 5));
  return { controller, deps, cards, last, settle };
}

/** A focused textarea holding `value`, with [start, end) selected. */
export function textarea(value: string, start: number, end: number) {
  document.body.innerHTML = '<textarea id="t"></textarea>';
  const t = document.getElementById('t') as HTMLTextAreaElement;
  t.value = value;
  t.focus();
  t.setSelectionRange(start, end);
  return t;
}
