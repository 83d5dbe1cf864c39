/** The side panel's messages, checked on arrival: Insert's payload and the draft notice. */
import { describe, expect, it } from 'vitest';
import { runtimeValidators } from './protocol-validators';
import { isDraftChangedNotice, SIDE_PANEL_DRAFT_CHANGED } from './side-panel-notice';

const validate = runtimeValidators['sidePanel.insert'];

describe('sidePanel.insert', () => {
  it('takes the shown job, its rewrite, its charge and the panel window', () => {
    expect(validate({ jobId: 'j', text: 'Rewrite.', wordsCharged: 2, windowId: 4 })).toBeNull();
    expect(validate({ jobId: 'j', text: 'Rewrite.', wordsCharged: 0 })).toBeNull();
  });

  it.each([
    ['no object', null],
    ['no job id', { jobId: '', text: 'x', wordsCharged: 1 }],
    ['an empty rewrite', { jobId: 'j', text: '', wordsCharged: 1 }],
    ['a rewrite past the Copy limit', { jobId: 'j', text: 'x'.repeat(2_000_001), wordsCharged: 1 }],
    ['a negative charge', { jobId: 'j', text: 'x', wordsCharged: -1 }],
    ['a charge that is no number', { jobId: 'j', text: 'x', wordsCharged: '3' }],
    ['a window that is no number', { jobId: 'j', text: 'x', wordsCharged: 1, windowId: 'w' }],
  ])('refuses %s', (_name, payload) => {
    expect(validate(payload)).not.toBeNull();
  });
});

describe('isDraftChangedNotice', () => {
  const extension = { id: 'ext', origin: 'moz-extension://abc' };
  const notice = { type: SIDE_PANEL_DRAFT_CHANGED };

  it("hears our background (Chrome's worker, Firefox's background page)", () => {
    expect(isDraftChangedNotice(notice, { id: 'ext' }, extension)).toBe(true);
    const page = { id: 'ext', url: 'moz-extension://abc/_generated_background_page.html' };
    expect(isDraftChangedNotice(notice, page, extension)).toBe(true);
  });

  it('ignores other messages, other extensions and our content scripts in tabs', () => {
    expect(isDraftChangedNotice({ type: 'other' }, { id: 'ext' }, extension)).toBe(false);
    expect(isDraftChangedNotice(notice, { id: 'another' }, extension)).toBe(false);
    const content = { id: 'ext', tab: { id: 3 }, url: 'https://page.example/' };
    expect(isDraftChangedNotice(notice, content, extension)).toBe(false);
    const elsewhere = { id: 'ext', url: 'https://page.example/' };
    expect(isDraftChangedNotice(notice, elsewhere, extension)).toBe(false);
  });
});
