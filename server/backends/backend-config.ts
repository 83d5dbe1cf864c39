/**
 * Which backend rewrites the text, from the environment (documented in ../config.ts):
 *
 *   HUMANIZER_BACKEND          "rules" (default) or "openai"
 *   OPENAI_BASE_URL            the OpenAI-compatible API base, e.g. http://127.0.0.1:11434/v1
 *                              (Ollama), http://127.0.0.1:8000/v1 (vLLM, llama.cpp server),
 *                              https://api.openai.com/v1; required with "openai"
 *   OPENAI_MODEL               the model name; required with "openai"
 *   OPENAI_API_KEY             optional, sent as Authorization: Bearer
 *   OPENAI_DEADLINE_MS         the whole rewrite's deadline (default 120000; at most 290000,
 *                              below the extension's 5-minute timeout)
 *   OPENAI_CONCURRENCY         chunks sent at once per request (default 4, 1–32)
 *   OPENAI_CHUNK_WORDS         words per chunk, cut along paragraphs (default 600, 50–10000)
 *   OPENAI_STREAM              1: ask for stream: true (server-sent events); default 0
 *   OPENAI_MAX_TOKENS          optional max_tokens per chunk (not sent when unset)
 *   OPENAI_MAX_RESPONSE_BYTES  cap on one upstream answer (default 4194304)
 *   OPENAI_ON_GUARD_FAILURE    "fallback" (default: rule engine) or "error" (500)
 *   OPENAI_ON_UPSTREAM_ERROR   "fallback" (default) or "error" (500)
 *
 * Parsing lives here so that config.ts only calls loadBackendConfig(env).
 */
import { ConfigError, wholeSetting as whole } from '../core/config-basics';

export type FailurePolicy = 'fallback' | 'error';

export interface OpenAiBackendConfig {
  kind: 'openai';
  /** Without a trailing slash; "/chat/completions" is appended. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  deadlineMs: number;
  concurrency: number;
  chunkWords: number;
  stream: boolean;
  maxTokens?: number;
  maxResponseBytes: number;
  onGuardFailure: FailurePolicy;
  onUpstreamError: FailurePolicy;
}

export type BackendConfig = { kind: 'rules' } | OpenAiBackendConfig;

/** The extension gives up on a request after 5 minutes; the deadline must end before that. */
export const MAX_DEADLINE_MS = 290_000;

export const OPENAI_DEFAULTS = {
  deadlineMs: 120_000,
  concurrency: 4,
  chunkWords: 600,
  stream: false,
  maxResponseBytes: 4 * 1024 * 1024,
  onGuardFailure: 'fallback',
  onUpstreamError: 'fallback',
} as const satisfies Partial<OpenAiBackendConfig>;

function policy(name: string, raw: string | undefined): FailurePolicy | undefined {
  const value = raw?.trim() ?? '';
  if (value === '') return undefined;
  if (value !== 'fallback' && value !== 'error') {
    throw new ConfigError(`${name} must be "fallback" or "error"; got "${raw}"`);
  }
  return value;
}

/** Checks an OpenAI backend configuration (also one assembled in code). */
export function validateOpenAiConfig(config: OpenAiBackendConfig): OpenAiBackendConfig {
  let url: URL;
  try {
    url = new URL(config.baseUrl);
  } catch {
    throw new ConfigError(`OPENAI_BASE_URL must be an http(s) URL; got "${config.baseUrl}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`OPENAI_BASE_URL must be an http(s) URL; got "${config.baseUrl}"`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new ConfigError('OPENAI_BASE_URL must not contain credentials; use OPENAI_API_KEY');
  }
  if (config.model.trim() === '') throw new ConfigError('OPENAI_MODEL must not be empty');
  const ranges: Array<[string, number, number, number]> = [
    ['OPENAI_DEADLINE_MS', config.deadlineMs, 1, MAX_DEADLINE_MS],
    ['OPENAI_CONCURRENCY', config.concurrency, 1, 32],
    ['OPENAI_CHUNK_WORDS', config.chunkWords, 1, 10_000],
    ['OPENAI_MAX_RESPONSE_BYTES', config.maxResponseBytes, 1024, 64 * 1024 * 1024],
  ];
  for (const [name, value, min, max] of ranges) {
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got ${value}`);
    }
  }
  return config;
}

/** The backend named by the environment, or undefined for the default (the rule engine). */
export function loadBackendConfig(env: NodeJS.ProcessEnv): BackendConfig | undefined {
  const kind = env.HUMANIZER_BACKEND?.trim() ?? '';
  if (kind === '' || kind === 'rules') return undefined;
  if (kind !== 'openai') {
    throw new ConfigError(`HUMANIZER_BACKEND must be "rules" or "openai"; got "${kind}"`);
  }
  const baseUrl = env.OPENAI_BASE_URL?.trim() ?? '';
  const model = env.OPENAI_MODEL?.trim() ?? '';
  if (baseUrl === '') throw new ConfigError('HUMANIZER_BACKEND=openai needs OPENAI_BASE_URL');
  if (model === '') throw new ConfigError('HUMANIZER_BACKEND=openai needs OPENAI_MODEL');
  const stream = env.OPENAI_STREAM?.trim() ?? '';
  if (!['', '0', '1', 'true', 'false'].includes(stream)) {
    throw new ConfigError(`OPENAI_STREAM must be 1 or 0; got "${stream}"`);
  }
  const config: OpenAiBackendConfig = {
    kind: 'openai',
    baseUrl: baseUrl.replace(/\/+$/u, ''),
    model,
    deadlineMs:
      whole('OPENAI_DEADLINE_MS', env.OPENAI_DEADLINE_MS, 1, MAX_DEADLINE_MS) ??
      OPENAI_DEFAULTS.deadlineMs,
    concurrency:
      whole('OPENAI_CONCURRENCY', env.OPENAI_CONCURRENCY, 1, 32) ?? OPENAI_DEFAULTS.concurrency,
    chunkWords:
      whole('OPENAI_CHUNK_WORDS', env.OPENAI_CHUNK_WORDS, 50, 10_000) ?? OPENAI_DEFAULTS.chunkWords,
    stream: stream === '1' || stream === 'true',
    maxResponseBytes:
      whole('OPENAI_MAX_RESPONSE_BYTES', env.OPENAI_MAX_RESPONSE_BYTES, 1024, 64 * 1024 * 1024) ??
      OPENAI_DEFAULTS.maxResponseBytes,
    onGuardFailure:
      policy('OPENAI_ON_GUARD_FAILURE', env.OPENAI_ON_GUARD_FAILURE) ??
      OPENAI_DEFAULTS.onGuardFailure,
    onUpstreamError:
      policy('OPENAI_ON_UPSTREAM_ERROR', env.OPENAI_ON_UPSTREAM_ERROR) ??
      OPENAI_DEFAULTS.onUpstreamError,
  };
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (apiKey) config.apiKey = apiKey;
  const maxTokens = whole('OPENAI_MAX_TOKENS', env.OPENAI_MAX_TOKENS, 1, 1_000_000);
  if (maxTokens !== undefined) config.maxTokens = maxTokens;
  return validateOpenAiConfig(config);
}
