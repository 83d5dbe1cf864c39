/** The new runtime message of issue 16, point 5, and the fields it added, checked on arrival. */
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  createMessageListener,
  type Handlers,
} from '@/entrypoints/background/messages/message-router';
import { runtimeValidators } from './protocol-validators';

const validate = runtimeValidators['jobs.sendToOrigin'];

describe('jobs.sendToOrigin', () => {
  it('takes job ids and the origin the user saw', () => {
    expect(validate({ jobIds: ['a', 'b'], origin: 'http://localhost:8788' })).toBeNull();
  });

  it.each([
    ['no object', null],
    ['no ids', { jobIds: [], origin: 'https://x' }],
    ['ids that are not strings', { jobIds: [1], origin: 'https://x' }],
    ['an empty id', { jobIds: [''], origin: 'https://x' }],
    ['too many ids', { jobIds: Array.from({ length: 1001 }, (_, i) => `j${i}`), origin: 'x' }],
    ['no origin', { jobIds: ['a'] }],
    ['an empty origin', { jobIds: ['a'], origin: '' }],
  ])('refuses %s', (_name, payload) => {
    expect(validate(payload)).not.toBeNull();
  });

  it('is obeyed from our extension pages only, never from a content script', async () => {
    fakeBrowser.reset();
    let called = 0;
    const handlers = {
      'jobs.sendToOrigin': async () => ((called += 1), { sent: 1 }),
    } as unknown as Handlers;
    const listen = createMessageListener(handlers);
    const message = { type: 'jobs.sendToOrigin', payload: { jobIds: ['a'], origin: 'https://x' } };
    const page = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };
    const content = { id: fakeBrowser.runtime.id, url: 'https://site.example/', tab: { id: 3 } };
    expect(await listen(message, content as never)).toMatchObject({ ok: false });
    expect(called).toBe(0);
    expect(await listen(message, page as never)).toEqual({ ok: true, value: { sent: 1 } });
    expect(called).toBe(1);
  });
});

describe('keyTyped', () => {
  it('is a boolean when present, in Save and Test connection', () => {
    expect(runtimeValidators['settings.save']({ keyTyped: true })).toBeNull();
    expect(runtimeValidators['settings.save']({ keyTyped: 'yes' })).not.toBeNull();
    const test = runtimeValidators['settings.testConnection'];
    expect(test({ baseUrl: 'x', apiKey: 'k', keyTyped: false })).toBeNull();
    expect(test({ baseUrl: 'x', apiKey: 'k', keyTyped: 1 })).not.toBeNull();
  });
});

describe('job.another with a paragraph', () => {
  const validate = runtimeValidators['job.another'];
  it('takes a paragraph as a whole index and a bounded job id, or none', () => {
    expect(validate({ jobId: 'j' })).toBeNull();
    expect(validate({ jobId: 'j', paragraph: { index: 2, versionId: 'v' } })).toBeNull();
    expect(validate({ jobId: 'j', paragraph: { index: -1, versionId: 'v' } })).not.toBeNull();
    expect(validate({ jobId: 'j', paragraph: { index: 0.5, versionId: 'v' } })).not.toBeNull();
    expect(validate({ jobId: 'j', paragraph: { index: 1 } })).not.toBeNull();
    expect(
      validate({ jobId: 'j', paragraph: { index: 1, versionId: 'v'.repeat(201) } }),
    ).not.toBeNull();
    expect(validate({ jobId: 'j', paragraph: 1 })).not.toBeNull();
  });
});
