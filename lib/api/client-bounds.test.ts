// @vitest-environment node
/**
 * Issue 16, point 4: a provider's answer is bounded and shown for what it is. Against a real
 * local HTTP server, so the body really is a stream the client must stop reading.
 */
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { englishMessages } from '../i18n/english-messages';
import { maxSuccessBodyBytes } from './answer-bounds';
import { callHumanize, type ClientDeps } from './client';

type Reply = (response: ServerResponse) => void;
let reply: Reply;
let server: Server;
/** Bytes the server managed to write before the client hung up (endless bodies). */
let written = 0;
let closed: Promise<void>;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    closed = new Promise((resolve) => response.on('close', resolve));
    request.on('end', () => reply(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  written = 0;
});

const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const deps: ClientDeps = {
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  isOriginPermitted: async () => true,
  timeoutMs: 20_000,
  t: englishMessages,
};
const TEXT = 'Hello there, this is a short text.';
const send = (text = TEXT) =>
  callHumanize({ baseUrl: `${origin()}/v1`, apiKey: 'k-1', keyOrigin: origin(), text }, deps);

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => {
  return (response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
};

/** Writes `head`, then `filler` until the client stops reading (or 64 MiB, to be safe). */
const endless =
  (status: number, head: string, filler: string): Reply =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.write(head);
    const chunk = filler.repeat(Math.ceil(65_536 / filler.length));
    const pump = () => {
      while (!response.destroyed && written < 64 * 1024 * 1024) {
        written += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    pump();
  };

describe('a success body', () => {
  it('that never ends is read no further than the cap, and nothing of it is kept', async () => {
    reply = endless(200, '{"humanized_text":"', 'a');
    const outcome = await send();
    await closed;
    expect(outcome).toMatchObject({
      ok: false,
      sent: true,
      error: { kind: 'bad_response', message: englishMessages('apiAnswerTooLarge') },
    });
    // The cap is a few hundred KiB for this text; socket buffers add a few MiB at most.
    expect(maxSuccessBodyBytes(TEXT)).toBeLessThan(1024 * 1024);
    expect(written).toBeLessThan(16 * 1024 * 1024);
  });

  it('of 20 MB, complete and valid, sent without a length, is not read past the cap', async () => {
    reply = (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const piece = 'a'.repeat(1024 * 1024);
      response.write('{"humanized_text":"');
      for (let i = 0; i < 20; i += 1) response.write(piece);
      response.end('","word_count":1,"words_charged":1}');
    };
    expect(await send()).toMatchObject({
      ok: false,
      error: { kind: 'bad_response', message: englishMessages('apiAnswerTooLarge') },
    });
  });

  it('declaring a Content-Length over the cap is refused before reading', async () => {
    reply = (response) => {
      response.writeHead(200, { 'content-length': String(100 * 1024 * 1024) });
      response.write('{"humanized_text":"');
    };
    expect(await send()).toMatchObject({
      error: { kind: 'bad_response', message: englishMessages('apiAnswerTooLarge') },
    });
  });

  it('with a rewrite many times longer than the text is refused', async () => {
    reply = json(200, {
      humanized_text: 'b'.repeat(4 * TEXT.length + 1001),
      word_count: 7,
      words_charged: 7,
    });
    expect(await send()).toMatchObject({
      error: { kind: 'bad_response', message: englishMessages('apiRewriteTooLong') },
    });
    reply = json(200, {
      humanized_text: 'b'.repeat(4 * TEXT.length + 1000),
      word_count: 7,
      words_charged: 7,
    });
    expect((await send()).ok).toBe(true);
  });

  it.each([
    ['1e308', '1e308'],
    ['2^53', String(2 ** 53)],
    ['more than the per-request limit and 4× the text', '10001'],
  ])('charging %s words is a bad answer, never recorded', async (_name, charge) => {
    reply = json(200, `{"humanized_text":"Hi.","word_count":7,"words_charged":${charge}}`);
    expect(await send()).toMatchObject({
      ok: false,
      error: { kind: 'bad_response', message: englishMessages('apiAbsurdCount') },
    });
  });

  it('charging a minimum per request (more words than the text has) is accepted', async () => {
    reply = json(200, { humanized_text: 'Hi.', word_count: 7, words_charged: 500 });
    expect(await send()).toMatchObject({ ok: true, result: { words_charged: 500 } });
  });

  it('keeps a request id only as visible ASCII, at most 128 characters', async () => {
    // What a header can carry: spaces, tabs and Latin-1 bytes besides visible ASCII.
    const id = `ab c\td\u00e9${'x'.repeat(5000)}`;
    reply = json(
      200,
      { humanized_text: 'Hi.', word_count: 7, words_charged: 7 },
      {
        'x-request-id': id,
      },
    );
    const outcome = await send();
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.requestId).toBe(`abcd${'x'.repeat(124)}`);
  });
});

describe('an error body', () => {
  it('that never ends is not read past its cap, and the status still says what happened', async () => {
    reply = endless(500, '{"error":{"message":"', 'z');
    const outcome = await send();
    await closed;
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'server_error', status: 500 } });
    expect(written).toBeLessThan(16 * 1024 * 1024);
  });

  it('is shown as the API’s own words, without bidi controls or invisible characters, bounded', async () => {
    const message = `Pay at \u202Emoc.live\u202C now\u200B!\u2066x\u2069 ${'long '.repeat(200)}`;
    reply = json(422, { error: { code: 'invalid_body\u202E', message } });
    const outcome = await send();
    if (outcome.ok) throw new Error('expected a refusal');
    const { message: shown, serverCode } = outcome.error;
    expect(
      shown.startsWith(
        'The API refused the request (status 422). The API said: “Pay at moc.live now!x long',
      ),
    ).toBe(true);
    expect(shown).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200F\uFEFF]/);
    const said = shown.slice(shown.indexOf('“') + 1, shown.lastIndexOf('”'));
    expect(Array.from(said).length).toBeLessThanOrEqual(300);
    expect(said.endsWith('…')).toBe(true);
    expect(serverCode).toBe('invalid_body');
  });
});
