/**
 * The setup of the language-model backend tests: a fake OpenAI-compatible server for the file
 * (fake-openai.ts) playing a model that writes differently from the rule engine (so a fallback
 * shows), and backends configured against it whose log lines are kept.
 *
 *   const { fake, backendWith } = await fakeModelForFile();
 */
import type { ServerResponse } from 'node:http';
import { BackendError } from '../../../server/backends/backend';
import { type OpenAiBackendConfig, OPENAI_DEFAULTS } from '../../../server/backends/backend-config';
import { createOpenAiBackend } from '../../../server/backends/openai-backend';
import { type FakeCall, type FakeOpenAi, answerJson, fakeOpenAiForFile } from './fake-openai';

/** The fake model: other plain words than the rule engine's, everything else kept. */
export const modelRewrite = (text: string) =>
  text.replace(/Furthermore, /gu, 'Plus, ').replace(/utilize/gu, 'work with');

export const echo = (call: FakeCall, response: ServerResponse) =>
  answerJson(response, modelRewrite(call.text));

export const TEXT = 'Furthermore, we utilize 3 servers in Berlin.\n\nThe team utilize them daily.';
export const never = new AbortController().signal;

/**
 * Starts the fake for the file (call at top level; each test starts with `echo` and no calls)
 * and gives `backendWith(overrides)`: a backend against it, with its log lines.
 */
export async function fakeModelForFile() {
  const fake = await fakeOpenAiForFile(echo);
  const backendWith = (overrides: Partial<OpenAiBackendConfig> = {}) => backendFor(fake, overrides);
  return { fake, backendWith };
}

function backendFor(fake: FakeOpenAi, overrides: Partial<OpenAiBackendConfig>) {
  const lines: string[] = [];
  const backend = createOpenAiBackend(
    {
      kind: 'openai',
      baseUrl: fake.baseUrl,
      model: 'fake-model',
      ...OPENAI_DEFAULTS,
      ...overrides,
    },
    { log: (line) => lines.push(line) },
  );
  return { backend, lines };
}

/** Waits for `ms` or until the caller goes away. */
export const stall = (response: ServerResponse, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    response.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export async function backendErrorOf(run: Promise<unknown>): Promise<BackendError> {
  const error = await run.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof BackendError))
    throw new Error(`expected a BackendError: ${String(error)}`);
  return error;
}
