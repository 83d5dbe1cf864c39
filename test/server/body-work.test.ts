// @vitest-environment node
/**
 * A 1 MiB body costs the server work bounded by what it accepts (issue 16, point 9): words are
 * counted no further than the limit, and a long count lets other requests through. Work is
 * counted (characters handed to Intl.Segmenter) and order observed, never timed.
 */
import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf, serverForFile } from './harness';

const server = await serverForFile({ quota: 1000 });
const MAX_BODY = 1024 * 1024;

/** A JSON body of just under 1 MiB whose text repeats `unit`. */
function nearlyMiB(unit: string): string {
  const unitBytes = Buffer.byteLength(unit);
  return JSON.stringify({ text: unit.repeat(Math.floor((MAX_BODY - 100) / unitBytes)) });
}

/** Calls `onCall(length)` for every text handed to Intl.Segmenter (in this process). */
function watchSegmenter(onCall: (length: number) => void): void {
  const segment = Intl.Segmenter.prototype.segment;
  vi.spyOn(Intl.Segmenter.prototype, 'segment').mockImplementation(function (
    this: Intl.Segmenter,
    input: string,
  ) {
    onCall(input.length);
    return segment.call(this, input);
  });
}

afterEach(() => vi.restoreAllMocks());

/** Sends the headers of a 1 MiB POST and 10 bytes of its body; resolves with the status line. */
function answerBeforeBody(authorization: string): Promise<string> {
  const { hostname, port, pathname } = new URL(server.humanizeUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        [
          `POST ${pathname} HTTP/1.1`,
          `Host: ${hostname}:${port}`,
          `Authorization: ${authorization}`,
          'Content-Type: application/json',
          `Content-Length: ${MAX_BODY - 10}`,
          '',
          '{"text": "',
        ].join('\r\n'),
      );
    });
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.includes('\r\n')) {
        resolve(received.slice(0, received.indexOf('\r\n')));
        socket.destroy();
      }
    });
    socket.on('error', reject);
  });
}

describe('a 1 MiB body', () => {
  it('is not awaited to refuse a wrong key: the 401 comes before the body', async () => {
    expect(await answerBeforeBody('Bearer wrong-key')).toBe('HTTP/1.1 401 Unauthorized');
  });

  it.each([
    ['"a " (512 Ki words)', 'a '],
    ['Han without punctuation', '我们今天去学校学习中文然后回家吃饭'],
  ])(
    'of %s is refused as too_many_words after reading ~10,001 words, not all of it',
    async (_name, unit) => {
      const body = nearlyMiB(unit);
      let segmented = 0;
      watchSegmenter((length) => (segmented += length));
      const response = await server.post(body);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).code).toBe('too_many_words');
      const textLength = (JSON.parse(body) as { text: string }).text.length;
      expect(textLength).toBeGreaterThan(300_000);
      // 10,001 words of either shape are ~20,000 characters, plus a stretch or two.
      expect(segmented).toBeLessThan(textLength / 4);
    },
  );

  it('that must be read whole (no word at all) lets other requests through meanwhile', async () => {
    const events: string[] = [];
    let other: Promise<void> | undefined;
    watchSegmenter((length) => {
      if (other || length < 1000) return;
      // Counting has started: ask something else of the server.
      other = fetch(server.humanizeUrl, { method: 'OPTIONS' }).then((response) => {
        events.push(`other ${response.status}`);
      });
    });
    const response = await server.post(nearlyMiB('>'));
    events.push(`long ${response.status}`);
    expect((await errorOf(response)).message).toMatch(/no words/u);
    await other;
    expect(events).toEqual(['other 204', 'long 422']);
  });
});
