import { describe, expect, it } from 'vitest';
import { contentMessageFor } from './content-message';

const context = {
  extensionId: 'ext',
  origin: 'https://a.test',
  types: ['content.jobUpdate', 'content.notice'] as const,
};
const background = { id: 'ext' };

describe('contentMessageFor', () => {
  it('takes our background’s message for this origin', () => {
    const message = { type: 'content.jobUpdate', payload: { job: 1 }, origin: 'https://a.test' };
    expect(contentMessageFor(message, background, context)).toEqual({
      type: 'content.jobUpdate',
      payload: { job: 1 },
    });
  });

  it('drops a message meant for another origin (the document this frame held before)', () => {
    for (const origin of ['https://b.test', 'null', undefined]) {
      const message = { type: 'content.jobUpdate', payload: {}, origin };
      expect(contentMessageFor(message, background, context)).toBeNull();
    }
  });

  it('drops another extension’s, a content script’s, an unknown type and a malformed message', () => {
    const ok = { type: 'content.notice', payload: {}, origin: 'https://a.test' };
    expect(contentMessageFor(ok, { id: 'other' }, context)).toBeNull();
    expect(contentMessageFor(ok, { id: 'ext', tab: { id: 3 } }, context)).toBeNull();
    expect(contentMessageFor({ ...ok, type: 'sessions' }, background, context)).toBeNull();
    expect(contentMessageFor({ ...ok, type: 'toString' }, background, context)).toBeNull();
    expect(contentMessageFor(null, background, context)).toBeNull();
    expect(contentMessageFor('content.notice', background, context)).toBeNull();
  });
});
