import { describe, expect, it } from 'vitest';
import type { StoredHistoryEntry } from './history';
import { indexEntryOf, textBytesOf } from './history-log';
import { placeHistoryTexts } from './history-texts';
import type { PersistedJob } from './persisted-queue';
import { jobFrom, resultKey, stateOf, textItemsOf, textKey } from './stored-layout';
import {
  historyFromItems,
  historyWithTexts,
  queueFromItems,
  readTexts,
  storedView,
  viewWithTexts,
} from './stored-texts';
import { jobView } from '@/lib/model/testing/fixtures';

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
const twoChunks: PersistedJob = {
  ...doneJob('long', 'first part\n\nsecond part'),
  chunks: [
    {
      length: 10,
      separatorAfter: '\n\n',
      result: { humanized_text: 'FIRST', word_count: 2, words_charged: 2 },
    },
    {
      length: 11,
      separatorAfter: '',
      result: { humanized_text: 'SECOND', word_count: 2, words_charged: 2 },
    },
  ],
};

describe('stored layout', () => {
  it('splits a job into a state without text and one item per text, and joins it back', () => {
    const state = stateOf(twoChunks, 7);
    expect(JSON.stringify(state)).not.toMatch(/first|second/i);
    const items = new Map(textItemsOf(twoChunks));
    expect([...items.keys()]).toEqual([
      textKey('long'),
      resultKey('long', 0),
      resultKey('long', 1),
    ]);
    expect(jobFrom(state, items)).toEqual(twoChunks);
    // Without its text there is no job; without a rewrite, its chunk has no result.
    expect(jobFrom(state, new Map())).toBeUndefined();
    items.delete(resultKey('long', 1));
    expect(jobFrom(state, items)?.chunks[1]?.result).toBeUndefined();
  });

  it('reads a whole queue back from all of storage, in submission order', () => {
    const a = doneJob('a', 'alpha words');
    const all: Record<string, unknown> = { queue: { version: 3, limiter: { sends: [] } } };
    for (const [job, seq] of [
      [twoChunks, 2],
      [a, 1],
    ] as const) {
      all[`job:${job.id}`] = stateOf(job, seq);
      Object.assign(all, Object.fromEntries(textItemsOf(job)));
    }
    expect(queueFromItems(all).jobs).toEqual([a, twoChunks]);
  });

  it('reads a job’s or an entry’s texts, the rewrite joined from its parts', async () => {
    const items = Object.fromEntries(textItemsOf(twoChunks));
    const read = await readTexts(
      async (keys) => {
        expect(keys).toEqual([textKey('long'), resultKey('long', 0), resultKey('long', 1)]);
        return items;
      },
      [{ id: 'long', parts: 2, withResult: true }],
    );
    expect(read.get('long')).toEqual({
      original: 'first part\n\nsecond part',
      result: 'FIRST\n\nSECOND',
    });
    const view = storedView(
      jobView({
        id: 'v',
        text: 'two words',
        status: 'done',
        result: { humanized_text: 'TWO', word_count: 2, words_charged: 5 },
      }),
    );
    expect(JSON.stringify(view)).not.toMatch(/two words|TWO"/);
    expect(
      viewWithTexts(view, { original: 'two words', result: 'TWO' }).result?.humanized_text,
    ).toBe('TWO');
  });
});

describe('history ownership of text items', () => {
  it('keeps a leaving job’s text items for its entry: nothing written, nothing removed', () => {
    const gone = doneJob('gone', 'first words');
    const before = [entry('kept'), entry('gone')];
    const change = placeHistoryTexts({
      before,
      list: before,
      inQueue: new Map([['kept', doneJob('kept', 'queued words')]]),
      left: [gone],
    });
    expect(change.texts).toEqual({});
    expect(change.removedTexts).toEqual([]);
    expect(change.history).toEqual(before);
  });

  it('removes a leaving job’s items when no entry keeps them, and a failed entry’s rewrite', () => {
    const failed = { ...twoChunks, id: 'f', status: 'failed' as const };
    const change = placeHistoryTexts({
      before: [{ ...entry('f'), status: 'failed', parts: 2 }],
      list: [{ ...entry('f'), status: 'failed', parts: 2 }],
      inQueue: new Map(),
      left: [doneJob('nobody', 'words'), failed],
    });
    expect(change.removedTexts.sort()).toEqual(
      [textKey('nobody'), resultKey('nobody', 0), resultKey('f', 0), resultKey('f', 1)].sort(),
    );
  });

  it('trims by the texts’ bytes, and removes the items of entries trimmed off', () => {
    const before = [{ ...entry('old', undefined, 20), parts: 2 }];
    const list = [entry('new', undefined, 20), entry('gone', undefined, 5000), ...before];
    const change = placeHistoryTexts({
      before,
      list,
      inQueue: new Map(),
      left: [doneJob('gone', 'big')],
      maxBytes: 600,
    });
    expect(change.history.map((e) => e.id)).toEqual(['new']);
    expect(change.removedTexts.sort()).toEqual(
      [
        textKey('gone'),
        resultKey('gone', 0),
        textKey('old'),
        resultKey('old', 0),
        resultKey('old', 1),
      ].sort(),
    );
  });

  it('moves older layouts’ texts into text items, and sweeps items nobody owns', () => {
    const v1 = { original: 'older words', result: 'OLDER WORDS' };
    const v2 = { original: 'v2 words' };
    const before = [entry('queued', { original: 'queued words' }), entry('old', v1), entry('v2')];
    const change = placeHistoryTexts({
      before,
      list: before,
      inQueue: new Map([['queued', doneJob('queued', 'queued words')]]),
      left: [],
      legacy: new Map([['v2', v2]]),
      storedTextKeys: [textKey('orphan'), textKey('queued'), resultKey('v2', 0)],
    });
    expect(change.texts).toEqual({
      [textKey('old')]: v1.original,
      [resultKey('old', 0)]: { text: v1.result, after: '' },
      [textKey('v2')]: v2.original,
    });
    expect(JSON.stringify(change.history)).not.toMatch(/older words|queued words/i);
    expect(change.history.find((e) => e.id === 'old')?.textBytes).toBe(textBytesOf(v1));
    expect(change.removedTexts.sort()).toEqual([textKey('orphan')]);
    expect(change.removedLegacy).toEqual(['historyText:v2']);
  });

  it('weighs a job’s index entry with its original and rewrite, holds neither, counts parts', () => {
    const text = 'word '.repeat(100);
    const indexed = indexEntryOf(doneJob('big', text));
    expect(JSON.stringify(indexed)).not.toMatch(/word word/i);
    expect(indexed.textBytes).toBe(textBytesOf({ original: text, result: text.toUpperCase() }));
    expect(indexed.parts).toBeUndefined();
    expect(indexEntryOf(twoChunks).parts).toBe(2);
  });

  it('shows every entry with the texts read, else its meta alone', () => {
    const history = [entry('a'), entry('lost'), { ...entry('long'), parts: 2 }];
    const all = {
      ...Object.fromEntries(textItemsOf(doneJob('a', 'in items'))),
      ...Object.fromEntries(textItemsOf(twoChunks)),
    };
    const meta = ({ textBytes: _bytes, parts: _parts, ...rest }: StoredHistoryEntry) => rest;
    expect(historyFromItems(history, all)).toEqual([
      { ...meta(entry('a')), original: 'in items', result: 'IN ITEMS' },
      meta(entry('lost')),
      { ...meta(entry('long')), original: 'first part\n\nsecond part', result: 'FIRST\n\nSECOND' },
    ]);
    expect(historyWithTexts([entry('x')])).toEqual([meta(entry('x'))]);
  });
});

describe('the versions of a text in the stored views', () => {
  it('the jobs item keeps their ids and counts, and readers put the rewrites back', async () => {
    const { storedView, versionSpecs, viewWithTexts } = await import('./stored-texts');
    const view = jobView({
      id: 'c',
      versions: [
        { id: 'a', text: 'FIRST REWRITE', wordsCharged: 3, parts: 1 },
        { id: 'b', text: 'SECOND REWRITE', wordsCharged: 4, parts: 2 },
      ],
      chargedBefore: 7,
    });
    const stored = storedView(view);
    expect(JSON.stringify(stored)).not.toMatch(/REWRITE/);
    expect(versionSpecs(stored)).toEqual([
      { id: 'a', parts: 1, withResult: true },
      { id: 'b', parts: 2, withResult: true },
    ]);
    // Only the versions whose rewrite was read come back.
    const back = viewWithTexts(stored, undefined, new Map([['b', { original: 'x', result: 'B' }]]));
    expect(back.versions).toEqual([{ id: 'b', text: 'B', wordsCharged: 4, parts: 2 }]);
    expect(back.chargedBefore).toBe(7);
  });
});
