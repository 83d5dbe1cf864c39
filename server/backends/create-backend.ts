/**
 * The backend a configuration names: the rule engine by default, a language model with
 * HUMANIZER_BACKEND=openai (backend-config.ts).
 */
import type { Backend } from './backend';
import { type BackendConfig, validateOpenAiConfig } from './backend-config';
import { type OpenAiBackendOptions, createOpenAiBackend } from './openai-backend';
import { createRuleBackend } from './rule-backend';

export function createBackend(
  config: BackendConfig | undefined,
  options: OpenAiBackendOptions = {},
): Backend {
  if (config === undefined || config.kind === 'rules') return createRuleBackend();
  return createOpenAiBackend(validateOpenAiConfig(config), options);
}
