// @vitest-environment node
/** HUMANIZER_BACKEND and the OPENAI_* variables. */
import { describe, expect, it } from 'vitest';
import { loadBackendConfig } from '../../server/backends/backend-config';
import { ConfigError, loadConfig } from '../../server/config';

const BASE = {
  HUMANIZER_BACKEND: 'openai',
  OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
  OPENAI_MODEL: 'llama3.1',
};

describe('loadBackendConfig', () => {
  it('is the rule engine unless told otherwise', () => {
    expect(loadBackendConfig({})).toBeUndefined();
    expect(loadBackendConfig({ HUMANIZER_BACKEND: 'rules' })).toBeUndefined();
    expect(loadConfig({}).backend).toBeUndefined();
  });

  it('has the documented defaults', () => {
    expect(loadBackendConfig(BASE)).toEqual({
      kind: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      deadlineMs: 120_000,
      concurrency: 4,
      chunkWords: 600,
      stream: false,
      maxResponseBytes: 4 * 1024 * 1024,
      onGuardFailure: 'fallback',
      onUpstreamError: 'fallback',
    });
  });

  it('reads every variable, also through loadConfig', () => {
    const env = {
      ...BASE,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_DEADLINE_MS: '60000',
      OPENAI_CONCURRENCY: '2',
      OPENAI_CHUNK_WORDS: '300',
      OPENAI_STREAM: '1',
      OPENAI_MAX_TOKENS: '2048',
      OPENAI_MAX_RESPONSE_BYTES: '65536',
      OPENAI_ON_GUARD_FAILURE: 'error',
      OPENAI_ON_UPSTREAM_ERROR: 'error',
    };
    const expected = {
      apiKey: 'sk-test',
      deadlineMs: 60_000,
      concurrency: 2,
      chunkWords: 300,
      stream: true,
      maxTokens: 2048,
      maxResponseBytes: 65_536,
      onGuardFailure: 'error',
      onUpstreamError: 'error',
    };
    expect(loadBackendConfig(env)).toMatchObject(expected);
    expect(loadConfig(env).backend).toMatchObject(expected);
  });

  it.each([
    [{ HUMANIZER_BACKEND: 'gpt' }, /HUMANIZER_BACKEND/u],
    [{ HUMANIZER_BACKEND: 'openai', OPENAI_MODEL: 'm' }, /OPENAI_BASE_URL/u],
    [{ HUMANIZER_BACKEND: 'openai', OPENAI_BASE_URL: 'http://x/v1' }, /OPENAI_MODEL/u],
    [{ ...BASE, OPENAI_BASE_URL: 'ftp://x/v1' }, /OPENAI_BASE_URL/u],
    [{ ...BASE, OPENAI_BASE_URL: 'not a url' }, /OPENAI_BASE_URL/u],
    [{ ...BASE, OPENAI_BASE_URL: 'http://user:pw@x/v1' }, /credentials/u],
    [{ ...BASE, OPENAI_DEADLINE_MS: '300000' }, /OPENAI_DEADLINE_MS/u],
    [{ ...BASE, OPENAI_CONCURRENCY: '0' }, /OPENAI_CONCURRENCY/u],
    [{ ...BASE, OPENAI_CHUNK_WORDS: 'many' }, /OPENAI_CHUNK_WORDS/u],
    [{ ...BASE, OPENAI_STREAM: 'yes' }, /OPENAI_STREAM/u],
    [{ ...BASE, OPENAI_ON_GUARD_FAILURE: 'ignore' }, /OPENAI_ON_GUARD_FAILURE/u],
    [{ ...BASE, OPENAI_ON_UPSTREAM_ERROR: 'retry' }, /OPENAI_ON_UPSTREAM_ERROR/u],
  ])('fails clearly on %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
