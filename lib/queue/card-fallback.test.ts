import { describe, expect, it } from 'vitest';
import { jobView } from '@/test/unit/fixtures';
import { cardFallbackFor } from './card-fallback';

describe('cardFallbackFor', () => {
  it('cancels a job that is still queued', () => {
    expect(cardFallbackFor(jobView({ status: 'queued' }), 1)).toBe('cancelled');
  });

  it('sends a started or finished job to the popup', () => {
    for (const status of ['sending', 'retrying', 'done', 'failed'] as const) {
      expect(cardFallbackFor(jobView({ status }), 1)).toBe('popup');
    }
  });

  it("refuses another tab's job, a popup job and an unknown one", () => {
    expect(cardFallbackFor(jobView({ status: 'queued' }), 2)).toBe('refused');
    expect(cardFallbackFor(jobView({ source: { kind: 'popup' } }), 1)).toBe('refused');
    expect(cardFallbackFor(undefined, 1)).toBe('refused');
  });
});
