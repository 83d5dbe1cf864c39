/**
 * Shape checks of a chat-completions answer, JSON or streamed. Only what we use is read:
 * choices[0].message.content (or the streamed choices[0].delta.content pieces) and
 * choices[0].finish_reason. Fields such as reasoning_content are ignored: thinking that a server
 * reports apart is not part of the answer. Anything else is a bad answer; an {"error": …}
 * object is an error body. Nothing from the body goes into the error messages.
 */
import { UpstreamError } from './upstream-error';

export interface Completion {
  content: string;
  /** "stop", "length", …; null when the server gave none. */
  finishReason: string | null;
  /** false when a stream ended without a finish_reason nor [DONE] (cut short). */
  complete: boolean;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function parseJson(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UpstreamError('bad_answer', 'answer is not JSON');
  }
  const object = record(value);
  if (!object) throw new UpstreamError('bad_answer', 'answer is not a JSON object');
  if (object.error !== undefined && object.error !== null) {
    throw new UpstreamError('error_body', 'answer is an error object');
  }
  return object;
}

function firstChoice(object: Record<string, unknown>): Record<string, unknown> | undefined {
  return Array.isArray(object.choices) ? record(object.choices[0]) : undefined;
}

function finishReasonOf(choice: Record<string, unknown>): string | null {
  return typeof choice.finish_reason === 'string' ? choice.finish_reason : null;
}

/** A whole (non-streamed) answer. */
export function parseJsonCompletion(text: string): Completion {
  const choice = firstChoice(parseJson(text));
  const message = choice ? record(choice.message) : undefined;
  if (!choice || !message)
    throw new UpstreamError('bad_answer', 'answer has no choices[0].message');
  const { content } = message;
  if (content !== null && content !== undefined && typeof content !== 'string') {
    throw new UpstreamError('bad_answer', 'choices[0].message.content is not a string');
  }
  return { content: content ?? '', finishReason: finishReasonOf(choice), complete: true };
}

/** Collects the pieces of a streamed answer, one SSE data payload at a time. */
export class StreamedCompletion {
  private readonly parts: string[] = [];
  private finishReason: string | null = null;
  private done = false;

  /** One event's data: "[DONE]" or a chunk object. */
  accept(data: string): void {
    if (data.trim() === '[DONE]') {
      this.done = true;
      return;
    }
    const choice = firstChoice(parseJson(data));
    if (!choice) return; // e.g. a usage-only chunk
    const delta = record(choice.delta);
    const content = delta?.content;
    if (typeof content === 'string') this.parts.push(content);
    else if (content !== undefined && content !== null) {
      throw new UpstreamError('bad_answer', 'choices[0].delta.content is not a string');
    }
    const reason = finishReasonOf(choice);
    if (reason !== null) this.finishReason = reason;
  }

  result(): Completion {
    return {
      content: this.parts.join(''),
      finishReason: this.finishReason,
      complete: this.done || this.finishReason !== null,
    };
  }
}
