import { describe, expect, it } from 'vitest';
import type { StoredHistoryEntry } from './history';
import { placeHistoryTexts } from './history-log';
import type { JobView } from './job-view';
import type { PersistedJob, PersistedQueue } from './persisted-queue';
import { historyWithTexts, storedView, viewsWithTexts } from './stored-texts';

const doneJob = (id: string, text: string): PersistedJob => ({
  id,
  source: { kind: 'popup' },
  text,
  createdAt: 1,
  status: 'done',
  chunks: [
    {
      length: text.length,
      separatorAfter: '',
      result: { humanized_text: text.toUpperCase(), word_count: 2, words_charged: 5 },
    },
  ],
  attempts: 0,
  rateLimited: 0,
  finishedAt: 2,
});
const queueOf = (...jobs: PersistedJob[]): PersistedQueue => ({
  version: 1,
  jobs,
  limiter: { sends: [] },
});
const entry = (id: string, texts?: { original: string; result?: string }): StoredHistoryEntry => ({
  id,
  wordCount: 2,
  wordsCharged: 5,
  finishedAt: 2,
  site: 'popup',
  status: 'done',
  ...texts,
});

describe('stored texts', () => {
  it('stores a view without its texts, and puts them back from the queue', () => {
    const view: JobView = {
      id: 'a',
      source: { kind: 'popup' },
      text: 'two words',
      createdAt: 1,
      status: 'done',
      chunkCount: 1,
      chunksDone: 1,
      wordCount: 2,
      wordsCharged: 5,
      result: { humanized_text: 'TWO WORDS', word_count: 2, words_charged: 5 },
    };
    const stored = storedView(view);
    expect(JSON.stringify(stored)).not.toMatch(/two words/i);
    expect(viewsWithTexts([stored], queueOf(doneJob('a', 'two words')), [])).toEqual([view]);
  });

  it('takes a view’s texts from history once its job left the queue', () => {
    const stored = storedView({
      id: 'a',
      source: { kind: 'popup' },
      text: 'x',
      createdAt: 1,
      status: 'failed',
      chunkCount: 1,
      chunksDone: 0,
      wordCount: 0,
      wordsCharged: 0,
    });
    const [view] = viewsWithTexts([stored], queueOf(), [entry('a', { original: 'kept' })]);
    expect(view?.text).toBe('kept');
  });

  it('moves texts into history when a job leaves the queue, and out while it is there', () => {
    const gone = doneJob('gone', 'first words');
    const history = [entry('kept'), entry('gone'), entry('old', { original: 'older words' })];
    const kept = doneJob('kept', 'queued words');
    const placed = placeHistoryTexts(history, new Map([['kept', kept]]), [gone]);
    expect(placed).toEqual([
      entry('kept'),
      entry('gone', { original: 'first words', result: 'FIRST WORDS' }),
      entry('old', { original: 'older words' }),
    ]);
    const back = placeHistoryTexts(placed, new Map([['gone', gone]]), []);
    expect(back[1]).toEqual(entry('gone'));
  });

  it('trims by bytes again as entries get their texts', () => {
    const big = 'word '.repeat(200);
    const history = [entry('new', { original: 'short' }), entry('gone')];
    const placed = placeHistoryTexts(history, new Map(), [doneJob('gone', big)], 600);
    expect(placed.map((e) => e.id)).toEqual(['new']);
  });

  it('weighs an entry whose texts the queue holds with those texts', () => {
    const big = 'word '.repeat(200);
    const history = [entry('new', { original: 'short' }), entry('queued')];
    const inQueue = new Map([['queued', doneJob('queued', big)]]);
    expect(placeHistoryTexts(history, inQueue, [], 600).map((e) => e.id)).toEqual(['new']);
    expect(placeHistoryTexts(history, inQueue, [], 6000).map((e) => e.id)).toEqual([
      'new',
      'queued',
    ]);
  });

  it('shows an entry with texts from the queue, and leaves out one whose texts are nowhere', () => {
    const history = [entry('a'), entry('lost'), entry('b', { original: 'in history' })];
    expect(historyWithTexts(history, queueOf(doneJob('a', 'in queue')))).toEqual([
      entry('a', { original: 'in queue', result: 'IN QUEUE' }),
      entry('b', { original: 'in history' }),
    ]);
  });
});
