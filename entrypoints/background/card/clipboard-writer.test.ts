import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { writeClipboard } from './clipboard-writer';

afterEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
});

describe('writeClipboard (Chrome: through an offscreen document)', () => {
  it('opens the document, has it copy, closes it, and answers what it answered', async () => {
    const calls: string[] = [];
    vi.spyOn(fakeBrowser.offscreen, 'createDocument').mockImplementation(async (options) => {
      calls.push(`create ${options.url} ${options.reasons.join()}`);
    });
    vi.spyOn(fakeBrowser.offscreen, 'closeDocument').mockImplementation(async () => {
      calls.push('close');
    });
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(async (message: unknown) => {
      calls.push(`send ${JSON.stringify(message)}`);
      return { ok: !JSON.stringify(message).includes('refuse') };
    });
    expect(await writeClipboard('the rewrite')).toBe(true);
    expect(await writeClipboard('refuse this')).toBe(false);
    expect(calls).toEqual([
      'create offscreen.html CLIPBOARD',
      'send {"type":"offscreen.copy","payload":{"text":"the rewrite"}}',
      'close',
      'create offscreen.html CLIPBOARD',
      'send {"type":"offscreen.copy","payload":{"text":"refuse this"}}',
      'close',
    ]);
  });

  it('copies one text at a time, and a failure answers false without blocking the next', async () => {
    let open = 0;
    let most = 0;
    vi.spyOn(fakeBrowser.offscreen, 'createDocument').mockImplementation(async () => {
      open += 1;
      most = Math.max(most, open);
    });
    vi.spyOn(fakeBrowser.offscreen, 'closeDocument').mockImplementation(async () => {
      open -= 1;
    });
    let first = true;
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(async () => {
      await new Promise((r) => setTimeout(r, 5));
      if (first) {
        first = false;
        throw new Error('The offscreen document went away.');
      }
      return { ok: true };
    });
    const results = await Promise.all([
      writeClipboard('a'),
      writeClipboard('b'),
      writeClipboard('c'),
    ]);
    expect(results).toEqual([false, true, true]);
    expect(most).toBe(1);
  });
});
