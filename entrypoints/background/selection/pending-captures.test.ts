import { describe, expect, it } from 'vitest';
import { createPendingCaptures, type PendingCapture } from './pending-captures';

const capture = (text = 'many words'): PendingCapture => ({
  source: {
    kind: 'selection',
    tabId: 4,
    frameId: 0,
    url: 'https://a.test/',
    document: { id: 'doc-1', origin: 'https://a.test' },
  },
  text,
  words: 25_009,
  requests: 3,
});
const owner = { tabId: 4, frameId: 0, documentId: 'doc-1', origin: 'https://a.test' };

describe('pending captures', () => {
  it('gives the capture back once, to the document that made it', () => {
    const pending = createPendingCaptures({ now: () => 0 });
    pending.put('c1', capture());
    expect(pending.take('c1', owner)).toEqual({ ok: true, capture: capture() });
    expect(pending.take('c1', owner)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another document (a navigation, another tab or frame) and keeps the capture', () => {
    const pending = createPendingCaptures({ now: () => 0 });
    pending.put('c1', capture());
    for (const sender of [
      { ...owner, documentId: 'doc-2' },
      { ...owner, tabId: 5 },
      { ...owner, frameId: 1 },
    ]) {
      expect(pending.take('c1', sender)).toEqual({ ok: false, reason: 'not_yours' });
    }
    expect(pending.take('c1', owner).ok).toBe(true);
  });

  it('forgets a capture after its time', () => {
    let now = 0;
    const pending = createPendingCaptures({ now: () => now, ttlMs: 1000 });
    pending.put('c1', capture());
    now = 999;
    expect(pending.size()).toBe(1);
    now = 1000;
    expect(pending.take('c1', owner)).toEqual({ ok: false, reason: 'expired' });
    expect(pending.size()).toBe(0);
  });

  it('holds at most `max` captures, dropping the oldest', () => {
    const pending = createPendingCaptures({ now: () => 0, max: 3 });
    for (const id of ['a', 'b', 'c', 'd']) pending.put(id, capture(id));
    expect(pending.size()).toBe(3);
    expect(pending.take('a', owner)).toEqual({ ok: false, reason: 'expired' });
    expect(pending.take('d', owner)).toMatchObject({ ok: true, capture: { text: 'd' } });
  });

  it('an unknown id (a worker that died meanwhile) is "expired"', () => {
    expect(createPendingCaptures({ now: () => 0 }).take('nope', owner)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});
