import { describe, expect, it } from 'vitest';
import type { StoredHistoryEntry } from './history';
import { indexEntryOf, textBytesOf } from './history-log';
import { placeHistoryTexts } from './history-texts';
import type { PersistedJob, PersistedQueue } from './persisted-queue';
import { historyTextsIn, historyWithTexts, storedView, viewsWithTexts } from './stored-texts';
import { jobView } from '@/test/unit/fixtures';

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
const entry = (
  id: string,
  texts?: { original: string; result?: string },
  textBytes = 40,
): StoredHistoryEntry => ({
  id,
  textBytes,
  wordCount: 2,
  wordsCharged: 5,
  finishedAt: 2,
  site: 'popup',
  status: 'done',
  ...texts,
});

describe('stored texts', () => {
  it('stores a view without its texts, and puts them back from the queue', () => {
    const view = jobView({
      id: 'a',
      source: { kind: 'popup' },
      text: 'two words',
      status: 'done',
      chunksDone: 1,
      wordCount: 2,
      wordsCharged: 5,
      result: { humanized_text: 'TWO WORDS', word_count: 2, words_charged: 5 },
    });
    const stored = storedView(view);
    expect(JSON.stringify(stored)).not.toMatch(/two words/i);
    expect(viewsWithTexts([stored], queueOf(doneJob('a', 'two words')), [])).toEqual([view]);
  });

  it('takes a view’s texts from its history item once its job left the queue', () => {
    const stored = storedView(
      jobView({ id: 'a', source: { kind: 'popup' }, text: 'x', status: 'failed' }),
    );
    const items = new Map([['a', { original: 'kept' }]]);
    expect(viewsWithTexts([stored], queueOf(), [entry('a')], items)[0]?.text).toBe('kept');
    expect(viewsWithTexts([stored], queueOf(), [entry('a')])[0]?.text).toBe('');
  });

  it('moves a leaving job’s texts into its entry’s own item, none into the index', () => {
    const gone = doneJob('gone', 'first words');
    const kept = doneJob('kept', 'queued words');
    const before = [entry('kept'), entry('gone')];
    const change = placeHistoryTexts({
      before,
      list: before,
      inQueue: new Map([['kept', kept]]),
      left: [gone],
    });
    const texts = { original: 'first words', result: 'FIRST WORDS' };
    expect(change.texts).toEqual({ gone: texts });
    expect(change.history).toEqual([entry('kept'), entry('gone', undefined, textBytesOf(texts))]);
    expect(JSON.stringify(change.history)).not.toMatch(/first words|queued words/i);
    expect(change.removed).toEqual([]);
  });

  it('trims by the texts’ bytes, and removes the items of entries trimmed off', () => {
    const big = 'word '.repeat(200);
    const before = [entry('old', undefined, 20)];
    const list = [entry('new', undefined, 20), entry('gone'), ...before];
    const change = placeHistoryTexts({
      before,
      list,
      inQueue: new Map(),
      left: [doneJob('gone', big)],
      maxBytes: 600,
    });
    expect(change.history.map((e) => e.id)).toEqual(['new']);
    expect(change.texts).toEqual({});
    expect(change.removed).toEqual(['old']);
  });

  it('weighs an entry by textBytes without reading any text', () => {
    const list = [entry('new', undefined, 20), entry('heavy', undefined, 5000)];
    const place = (maxBytes: number) =>
      placeHistoryTexts({ before: list, list, inQueue: new Map(), left: [], maxBytes });
    expect(place(600).history.map((e) => e.id)).toEqual(['new']);
    expect(place(6000).history.map((e) => e.id)).toEqual(['new', 'heavy']);
  });

  it('moves legacy inline texts out, drops a copy the queue holds, and sweeps orphan items', () => {
    const legacy = { original: 'older words', result: 'OLDER WORDS' };
    const before = [entry('queued', { original: 'queued words' }), entry('old', legacy)];
    const change = placeHistoryTexts({
      before,
      list: before,
      inQueue: new Map([['queued', doneJob('queued', 'queued words')]]),
      left: [],
      storedItems: ['orphan', 'queued', 'old'],
    });
    expect(change.texts).toEqual({ old: legacy });
    expect(JSON.stringify(change.history)).not.toMatch(/older words|queued words/i);
    expect(change.history.map((e) => e.id)).toEqual(['queued', 'old']);
    expect(change.removed.sort()).toEqual(['orphan', 'queued']);
  });

  it('weighs a job’s index entry with its original and rewrite, and holds neither', () => {
    const text = 'word '.repeat(100);
    const indexed = indexEntryOf(doneJob('big', text));
    expect(JSON.stringify(indexed)).not.toMatch(/word word/i);
    expect(indexed.textBytes).toBe(textBytesOf({ original: text, result: text.toUpperCase() }));
  });

  it('shows every entry: texts from the queue, inline, or the items read; else meta alone', () => {
    const history = [entry('a'), entry('lost'), entry('b', { original: 'inline' }), entry('c')];
    const items = new Map([['c', { original: 'in its item', result: 'IN ITS ITEM' }]]);
    const meta = ({ textBytes: _bytes, ...rest }: StoredHistoryEntry) => rest;
    expect(historyWithTexts(history, queueOf(doneJob('a', 'in queue')), items)).toEqual([
      { ...meta(entry('a')), original: 'in queue', result: 'IN QUEUE' },
      meta(entry('lost')),
      { ...meta(entry('b')), original: 'inline' },
      { ...meta(entry('c')), original: 'in its item', result: 'IN ITS ITEM' },
    ]);
  });

  it('finds the per-entry items in a read of all of storage, and nothing else', () => {
    const all = {
      queue: null,
      'historyText:a': { original: 'x', result: 'y' },
      'historyText:bad': { original: 3 },
      history: [],
    };
    expect([...historyTextsIn(all)]).toEqual([['a', { original: 'x', result: 'y' }]]);
  });
});
