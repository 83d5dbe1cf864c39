// @vitest-environment node
/** Request body, word limit, 413 and success shape over real HTTP. */
import { describe, expect, it } from 'vitest';
import { MAX_WORDS_PER_REQUEST, countWords } from '../../lib/text/word-count';
import { errorOf, serverForTest, serverForFile, words } from './harness';

// A generous quota: this file is about bodies, not the rate limit.
const server = await serverForFile({ quota: 1000 });

interface Success {
  humanized_text: string;
  word_count: number;
  words_charged: number;
}

async function success(response: Response): Promise<Success> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/u);
  const body = (await response.json()) as Success;
  expect(Object.keys(body).sort()).toEqual(['humanized_text', 'word_count', 'words_charged']);
  expect(Number.isInteger(body.word_count) && Number.isInteger(body.words_charged)).toBe(true);
  return body;
}

describe('200 success', () => {
  it('returns humanized_text, word_count = countWords(text) and words_charged = word_count', async () => {
    const text =
      'Furthermore, it is important to note that we utilize a robust, state-of-the-art tool.';
    const body = await success(await server.post({ text }));
    expect(body.word_count).toBe(countWords(text));
    expect(body.words_charged).toBe(body.word_count);
    expect(body.humanized_text).not.toBe(text);
    expect(body.humanized_text).toContain('use');
  });

  it('ignores unknown extra fields', async () => {
    const body = await success(await server.post({ text: 'Hello world.', mode: 'x', extra: [1] }));
    expect(body.word_count).toBe(2);
  });

  it('accepts application/json with a charset and a body without Content-Type', async () => {
    await success(
      await server.post({ text: 'One two.' }, undefined, {
        'content-type': 'application/json; charset=utf-8',
      }),
    );
    const response = await fetch(server.humanizeUrl, {
      method: 'POST',
      headers: { authorization: 'Bearer demo-pro-key' },
      body: new Blob([JSON.stringify({ text: 'One two.' })]),
    });
    await success(response);
  });

  it.each([
    ['CJK and emoji only', '日本語のテキスト 🎉🚀 中文文本'],
    ['accents and emoji in prose', 'Crème brûlée is délicieux 😋, naïve café owners say. Ça va?'],
    ['mixed scripts', 'Привет мир. مرحبا بالعالم. שלום עולם. 👩‍👩‍👧 family.'],
    ['combining characters (NFD)', 'Cafe\u0301 and re\u0301sume\u0301 stay as sent.'],
  ])('round-trips %s intact and counts words with countWords', async (_name, text) => {
    const body = await success(await server.post({ text }));
    expect(body.word_count).toBe(countWords(text));
    expect(body.humanized_text).toBe(text);
  });

  it(`accepts exactly ${MAX_WORDS_PER_REQUEST} words`, async () => {
    const text = words(MAX_WORDS_PER_REQUEST);
    expect(countWords(text)).toBe(MAX_WORDS_PER_REQUEST);
    const body = await success(await server.post({ text }));
    expect(body.word_count).toBe(MAX_WORDS_PER_REQUEST);
    expect(body.words_charged).toBe(MAX_WORDS_PER_REQUEST);
  });
});

describe('422', () => {
  it(`answers too_many_words for ${MAX_WORDS_PER_REQUEST + 1} words`, async () => {
    const response = await server.post({ text: words(MAX_WORDS_PER_REQUEST + 1) });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).code).toBe('too_many_words');
  });

  it('counts words as countWords does (hyphenated words count per part)', async () => {
    // 5,001 × "state-of" = 10,002 words by the shared counter.
    const response = await server.post({ text: words(5001, 'state-of') });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).code).toBe('too_many_words');
  });

  it.each([
    ['malformed JSON', '{"text": "unterminated'],
    ['an empty body', ''],
    ['JSON null', 'null'],
    ['an array', JSON.stringify([{ text: 'hi there' }])],
    ['a string', JSON.stringify('just text')],
    ['a number', '42'],
    ['text missing', JSON.stringify({ content: 'hello' })],
    ['text a number', JSON.stringify({ text: 42 })],
    ['text null', JSON.stringify({ text: null })],
    ['text an array', JSON.stringify({ text: ['hello'] })],
    ['text empty', JSON.stringify({ text: '' })],
    ['text whitespace only', JSON.stringify({ text: ' \n\t  ' })],
    ['text punctuation only', JSON.stringify({ text: '... !!! ??? — ,,,' })],
    ['text emoji only', JSON.stringify({ text: '🎉🚀👍' })],
  ])('answers invalid_body for %s', async (_name, body) => {
    const response = await server.post(body);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).code).toBe('invalid_body');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers invalid_body for a non-JSON Content-Type', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      ';;;not a media type',
    ]) {
      const response = await server.post({ text: 'Hello world.' }, undefined, {
        'content-type': type,
      });
      expect(response.status).toBe(422);
      expect((await errorOf(response)).code).toBe('invalid_body');
    }
  });
});

describe('413 payload_too_large', () => {
  it('refuses a body over 1 MiB before parsing it', async () => {
    const body = JSON.stringify({ text: 'a '.repeat(600_000) });
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const response = await server.post(body);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('payload_too_large');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(response.headers.get('ratelimit')).toMatch(/^"pro";r=\d+;t=\d+$/u);
  });

  it('refuses an over-long chunked body (no Content-Length) too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20) controller.close();
        else {
          sent += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await fetch(server.humanizeUrl, {
      method: 'POST',
      headers: { authorization: 'Bearer demo-pro-key', 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('payload_too_large');
  });

  it('accepts a body of just under 1 MiB (a long text with few words)', async () => {
    const text = `Hello world.${' '.repeat(1024 * 1024 - 100)}`;
    const response = await server.post({ text });
    expect(response.status).toBe(200);
  });
});

describe('chargeMinimum (a provider that charges differently)', () => {
  it('changes words_charged but not word_count', async () => {
    const charging = await serverForTest({ chargeMinimum: 50 });
    const short = await success(await charging.post({ text: 'Only three words.' }));
    expect(short).toMatchObject({ word_count: 3, words_charged: 50 });
    const long = await success(await charging.post({ text: words(80) }));
    expect(long).toMatchObject({ word_count: 80, words_charged: 80 });
  });
});
