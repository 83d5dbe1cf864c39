/**
 * One chat-completions call to an OpenAI-compatible server (Ollama, vLLM, llama.cpp's server,
 * OpenAI) with Node's fetch. The answer is read with a byte cap and parsed by its Content-Type:
 * text/event-stream as server-sent events, anything else as one JSON object, whichever shape
 * was asked for. Every failure is an UpstreamError whose message is ours.
 */
import type { OpenAiBackendConfig } from './backend-config';
import { type Completion, StreamedCompletion, parseJsonCompletion } from './completion-shape';
import { readCapped } from './read-capped';
import { SseDataParser } from './sse-lines';
import { UpstreamError } from './upstream-error';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

type Fetch = typeof fetch;

function requestBody(config: OpenAiBackendConfig, messages: ChatMessage[]): string {
  return JSON.stringify({
    model: config.model,
    messages,
    stream: config.stream,
    ...(config.maxTokens === undefined ? {} : { max_tokens: config.maxTokens }),
  });
}

async function send(
  config: OpenAiBackendConfig,
  messages: ChatMessage[],
  signal: AbortSignal,
  fetchImpl: Fetch,
): Promise<Response> {
  try {
    return await fetchImpl(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: config.stream ? 'text/event-stream' : 'application/json',
        ...(config.apiKey === undefined ? {} : { authorization: `Bearer ${config.apiKey}` }),
      },
      body: requestBody(config, messages),
      // A redirect could carry the key elsewhere: the base URL must be the final one.
      redirect: 'error',
      signal,
    });
  } catch {
    if (signal.aborted) throw new UpstreamError('aborted', 'call aborted');
    throw new UpstreamError('network', 'model server unreachable');
  }
}

async function readAnswer(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Completion> {
  const streamed = /^text\/event-stream/iu.test(response.headers.get('content-type') ?? '');
  const collected = new StreamedCompletion();
  const sse = new SseDataParser((data) => collected.accept(data));
  let whole = '';
  try {
    await readCapped(response.body, maxBytes, (text) => {
      if (streamed) sse.push(text);
      else whole += text;
    });
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (signal.aborted) throw new UpstreamError('aborted', 'call aborted');
    throw new UpstreamError('network', 'answer cut off while reading');
  }
  if (!streamed) return parseJsonCompletion(whole);
  sse.end();
  return collected.result();
}

/** Sends `messages` and returns the model's answer. */
export async function chatCompletion(
  config: OpenAiBackendConfig,
  messages: ChatMessage[],
  signal: AbortSignal,
  fetchImpl: Fetch = fetch,
): Promise<Completion> {
  const response = await send(config, messages, signal, fetchImpl);
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new UpstreamError('http_status', `model server answered HTTP ${response.status}`);
  }
  return readAnswer(response, config.maxResponseBytes, signal);
}
