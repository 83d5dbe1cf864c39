import { describe, expect, it } from 'vitest';
import { jobView } from '@/lib/model/testing/fixtures';
import { cardFallbackFor } from './card-fallback';
import type { FrameSender } from '@/lib/model/document-ref';

const source = {
  kind: 'selection' as const,
  tabId: 1,
  frameId: 2,
  document: { id: 'doc-1', origin: 'https://a.test' },
};
const owner: FrameSender = { tabId: 1, frameId: 2, documentId: 'doc-1', origin: 'https://a.test' };

describe('cardFallbackFor', () => {
  it('cancels a job that is still queued', () => {
    expect(cardFallbackFor(jobView({ source, status: 'queued' }), owner)).toBe('cancelled');
  });

  it('sends a started or finished job to the popup', () => {
    for (const status of ['sending', 'retrying', 'done', 'failed'] as const) {
      expect(cardFallbackFor(jobView({ source, status }), owner)).toBe('popup');
    }
  });

  it('refuses another tab’s, another frame’s and another document’s job', () => {
    const queued = jobView({ source, status: 'queued' });
    expect(cardFallbackFor(queued, { ...owner, tabId: 2 })).toBe('refused');
    expect(cardFallbackFor(queued, { ...owner, frameId: 0 })).toBe('refused');
    // The page that now holds the same tab and frame (a navigation): a new document.
    expect(cardFallbackFor(queued, { ...owner, documentId: 'doc-2' })).toBe('refused');
  });

  it('refuses a popup job, an unknown one, and a stored job without its document', () => {
    expect(cardFallbackFor(jobView({ source: { kind: 'popup' } }), owner)).toBe('refused');
    expect(cardFallbackFor(undefined, owner)).toBe('refused');
    const old = jobView({ source: { kind: 'selection', tabId: 1, frameId: 2 } });
    expect(cardFallbackFor(old, owner)).toBe('refused');
  });
});
