// @vitest-environment node
/** Reading chat-completions answers: server-sent events in any pieces, and the two shapes. */
import { describe, expect, it } from 'vitest';
import { StreamedCompletion, parseJsonCompletion } from '../../server/backends/completion-shape';
import { SseDataParser } from '../../server/backends/sse-lines';
import { UpstreamError } from '../../server/backends/upstream-error';

function events(stream: string, cut: number): string[] {
  const seen: string[] = [];
  const parser = new SseDataParser((data) => seen.push(data));
  for (let i = 0; i < stream.length; i += cut) parser.push(stream.slice(i, i + cut));
  parser.end();
  return seen;
}

function kindOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof UpstreamError ? error.kind : `other: ${String(error)}`;
  }
  return 'no error';
}

describe('SseDataParser', () => {
  const stream =
    ': comment\r\n\r\nevent: x\r\ndata: {"a":1}\r\n\r\ndata: line one\ndata:line two\n\nid: 3\ndata: [DONE]';

  it.each([1, 2, 3, 7, 1000])('gives the same events whatever the pieces (%i chars)', (cut) => {
    expect(events(stream, cut)).toEqual(['{"a":1}', 'line one\nline two', '[DONE]']);
  });

  it('does not split a CRLF arriving in two pieces into two line ends', () => {
    const seen: string[] = [];
    const parser = new SseDataParser((data) => seen.push(data));
    parser.push('data: a\r');
    parser.push('\ndata: b\r\n\r\n');
    expect(seen).toEqual(['a\nb']);
  });
});

describe('parseJsonCompletion', () => {
  it('reads content and finish_reason', () => {
    const body = { choices: [{ message: { content: 'Hi.' }, finish_reason: 'length' }] };
    expect(parseJsonCompletion(JSON.stringify(body))).toEqual({
      content: 'Hi.',
      finishReason: 'length',
      complete: true,
    });
  });

  it('takes a null content as empty (the guards refuse it)', () => {
    const body = { choices: [{ message: { content: null } }] };
    expect(parseJsonCompletion(JSON.stringify(body)).content).toBe('');
  });

  it.each([
    ['not json', 'bad_answer'],
    ['[1]', 'bad_answer'],
    ['{"choices": []}', 'bad_answer'],
    ['{"choices": [{"message": {"content": 5}}]}', 'bad_answer'],
    ['{"error": {"message": "model not found"}}', 'error_body'],
  ])('refuses %j as %s', (body, kind) => {
    expect(kindOf(() => parseJsonCompletion(body))).toBe(kind);
  });
});

describe('StreamedCompletion', () => {
  const chunk = (delta: object, reason: string | null = null) =>
    JSON.stringify({ choices: [{ delta, finish_reason: reason }] });

  it('joins the pieces and keeps the finish reason', () => {
    const streamed = new StreamedCompletion();
    for (const data of [
      chunk({ role: 'assistant' }),
      chunk({ content: 'Hel' }),
      chunk({ content: 'lo.' }),
      chunk({}, 'stop'),
      '{"usage": {"total_tokens": 3}, "choices": []}',
      '[DONE]',
    ]) {
      streamed.accept(data);
    }
    expect(streamed.result()).toEqual({ content: 'Hello.', finishReason: 'stop', complete: true });
  });

  it('marks a stream cut short as incomplete', () => {
    const streamed = new StreamedCompletion();
    streamed.accept(chunk({ content: 'Hel' }));
    expect(streamed.result().complete).toBe(false);
  });

  it('refuses an error event and garbage', () => {
    expect(kindOf(() => new StreamedCompletion().accept('{"error": "overloaded"}'))).toBe(
      'error_body',
    );
    expect(kindOf(() => new StreamedCompletion().accept('{oops'))).toBe('bad_answer');
  });
});
