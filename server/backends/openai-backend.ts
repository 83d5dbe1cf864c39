/**
 * A language model behind the API: any OpenAI-compatible chat-completions server.
 *
 * The text is cut into chunks along paragraphs (lib/text/chunk.ts, OPENAI_CHUNK_WORDS each),
 * at most OPENAI_CONCURRENCY of them in flight, all under one deadline (OPENAI_DEADLINE_MS)
 * and the client's signal: a client that goes away aborts every upstream call. Each chunk's
 * answer loses a leading thinking block and must pass its guards (chunk-guards.ts); a chunk
 * whose answer fails (guards, or the model server) is tried once more, then rewritten by the
 * rule engine, or the whole request fails when the policy of that failure is "error".
 * Paragraph separators and the whitespace around each chunk are the original's.
 */
import { chunkText, joinChunks } from '../../lib/text/chunk';
import { countWords } from '../../lib/text/word-count';
import { humanize } from '../engine/index';
import { type Backend, BackendError } from './backend';
import type { OpenAiBackendConfig } from './backend-config';
import { BackendStatsRecorder } from './backend-stats';
import { mapBounded } from './bounded-parallel';
import { chatCompletion } from './chat-completion';
import { guardChunk } from './chunk-guards';
import { splitParagraphs, stripThinking } from './model-answer';
import { rewriteMessages } from './rewrite-prompt';
import { UpstreamError } from './upstream-error';

export interface OpenAiBackendOptions {
  /** One line per failed attempt (chunk number, guard or error kind; never any text). */
  log?: (line: string) => void;
  fetch?: typeof fetch;
  now?: () => number;
}

const ATTEMPTS = 2;

interface RequestContext {
  /** Fires on client disconnect, deadline, or another chunk's fatal failure. */
  signal: AbortSignal;
  clientSignal: AbortSignal;
  /** Fires when a chunk failed under the "error" policy: the others stop. */
  fatal: AbortController;
  /** Fires when OPENAI_DEADLINE_MS has passed. */
  deadline: AbortSignal;
  chunkCount: number;
}

/** Nobody will use this request's answer: the client left or another chunk failed it. */
const cancelled = (context: RequestContext): boolean =>
  context.clientSignal.aborted || context.fatal.signal.aborted;

/** Puts the model's paragraphs between the original's separators. */
function withOriginalSeparators(original: string, rewritten: string): string {
  const { separators } = splitParagraphs(original);
  const { paragraphs } = splitParagraphs(rewritten);
  return paragraphs.map((paragraph, i) => paragraph.trim() + (separators[i] ?? '')).join('');
}

export function createOpenAiBackend(
  config: OpenAiBackendConfig,
  options: OpenAiBackendOptions = {},
): Backend {
  const recorder = new BackendStatsRecorder();
  const now = options.now ?? (() => performance.now());
  const log = options.log ?? (() => undefined);

  async function attempt(core: string, context: RequestContext, label: string) {
    const started = now();
    try {
      const completion = await chatCompletion(
        config,
        rewriteMessages(core),
        context.signal,
        options.fetch,
      );
      recorder.upstreamCall(now() - started, false);
      const answer = stripThinking(completion.content, core);
      const verdict = guardChunk(core, answer, completion);
      if (verdict.ok) return { answer };
      recorder.guardFailed(verdict.reason);
      log(`backend openai: ${label} failed its guard "${verdict.reason}"`);
      return { failure: 'guard' as const, why: `guard ${verdict.reason}` };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const ours = error.kind === 'aborted' && cancelled(context);
      recorder.upstreamCall(now() - started, !ours);
      if (!ours) log(`backend openai: ${label} upstream ${error.kind}: ${error.message}`);
      const kind = context.deadline.aborted ? 'deadline' : error.kind;
      return { failure: 'upstream' as const, why: `upstream ${kind}` };
    }
  }

  async function rewriteCore(core: string, index: number, context: RequestContext) {
    const label = `chunk ${index + 1}/${context.chunkCount}`;
    let last: { failure: 'guard' | 'upstream'; why: string } | undefined;
    let attempts = 0;
    for (; attempts < ATTEMPTS && !context.signal.aborted; attempts += 1) {
      const result = await attempt(core, context, label);
      if (result.answer !== undefined) return withOriginalSeparators(core, result.answer);
      last = result;
    }
    if (context.clientSignal.aborted) throw new BackendError('aborted', 'the client went away');
    // Stopped by another chunk's fatal failure: that one reports.
    if (context.fatal.signal.aborted) throw new BackendError('aborted', `${label} stopped`);
    const failure = last?.failure ?? 'upstream';
    const policy = failure === 'guard' ? config.onGuardFailure : config.onUpstreamError;
    if (policy === 'error') {
      context.fatal.abort();
      throw new BackendError(
        failure === 'guard' ? 'guard_failed' : 'upstream_failed',
        `${label}: ${last?.why ?? 'upstream deadline'} (${attempts} attempts)`,
      );
    }
    recorder.fellBack();
    return humanize(core);
  }

  async function rewriteChunk(text: string, index: number, context: RequestContext) {
    const core = text.trim();
    if (countWords(core) === 0) return text;
    const lead = text.slice(0, text.indexOf(core));
    const trail = text.slice(lead.length + core.length);
    return lead + (await rewriteCore(core, index, context)) + trail;
  }

  return {
    kind: 'openai',
    stats: () => recorder.snapshot(),
    async rewrite(text, clientSignal) {
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), config.deadlineMs);
      const fatal = new AbortController();
      const chunks = chunkText(text, config.chunkWords);
      const context: RequestContext = {
        signal: AbortSignal.any([clientSignal, deadline.signal, fatal.signal]),
        clientSignal,
        fatal,
        deadline: deadline.signal,
        chunkCount: chunks.length,
      };
      try {
        const results = await mapBounded(chunks, config.concurrency, (chunk, index) =>
          rewriteChunk(chunk.text, index, context),
        );
        return joinChunks(results, chunks);
      } catch (error) {
        fatal.abort();
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
