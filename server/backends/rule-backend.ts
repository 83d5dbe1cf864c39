/**
 * The default backend: the deterministic rule engine (server/engine/). Also the fallback of the
 * language-model backend for chunks whose model answers fail their guards.
 */
import { humanize } from '../engine/index';
import type { Backend } from './backend';
import { BackendStatsRecorder } from './backend-stats';

export function createRuleBackend(): Backend {
  const recorder = new BackendStatsRecorder();
  return {
    kind: 'rules',
    rewrite: async (text) => humanize(text),
    stats: () => recorder.snapshot(),
  };
}
