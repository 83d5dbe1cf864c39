/**
 * One launch of the planner (planner.ts) sent, and its answer stored. The job was stored as
 * in flight before this runs (queue-store.ts), so a worker that dies meanwhile resends it
 * once on restart; an answer is never dropped because a storage write failed.
 */
import { apiOrigin } from '../api/base-url';
import type { WindowLimits } from '../rate-limit/rolling-window';
import { credentialsFingerprint } from './credentials';
import type { QueueConfig, QueueDeps } from './engine-deps';
import type { Launch } from './planner';
import type { QueueStore } from './queue-store';
import type { RequestSender } from './request-sender';
import { checkFinishedJob } from './rewrite-check';
import { settleLaunch } from './settle';

/** What sending needs of the engine: its store, its sender, and the window as last read. */
export interface SendContext {
  store: QueueStore;
  sender: RequestSender;
  deps: Pick<QueueDeps, 'now' | 'random' | 'newId' | 'checkRewrite' | 't'>;
  /** The rolling window's limits as the engine last read them from the configuration. */
  limits(): WindowLimits;
}

/** Waits between attempts to store an answer while storage fails: 1 s, 2 s, 4 s … 30 s. */
const settleRetryDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** failures);

/** The origin the configured key may go to: as saved, else (older data) the base URL's. */
const keyOriginOf = (config: QueueConfig) => config.keyOrigin ?? apiOrigin(config.baseUrl);

/** Sends `launch` with `config`'s key and stores its answer (unless the engine stopped). */
export async function sendLaunch(
  ctx: SendContext,
  launch: Launch,
  config: QueueConfig,
): Promise<void> {
  const outcome = await ctx.sender.send({
    text: launch.text,
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    keyOrigin: keyOriginOf(config),
    ...(launch.idempotencyKey !== undefined && { idempotencyKey: launch.idempotencyKey }),
  });
  // Until the answer is stored the job stays in flight (in memory as in storage): a write
  // that fails is tried again, so the slot is freed and the answer kept once storage works.
  // Should the worker die meanwhile, the stored in-flight mark resends it once on restart.
  for (let failures = 0; !ctx.store.isStopped; failures += 1) {
    try {
      await ctx.store.mutate((tx) => {
        const settled = settleLaunch(tx.queue, launch, outcome, {
          now: ctx.deps.now(),
          random: ctx.deps.random,
          limits: ctx.limits(),
          credentials: credentialsFingerprint(config.baseUrl, config.apiKey),
        });
        const apply = (finished = settled.finished) => {
          const jobs = settled.queue.jobs.map((j) => (j.id === finished?.id ? finished : j));
          tx.queue = { ...settled.queue, jobs };
          if (settled.charged !== undefined) tx.charges.push(settled.charged);
          if (finished) tx.finished.push(finished);
        };
        // Checked before it is stored as done: no view of it is ever done and unchecked.
        const check = ctx.deps.checkRewrite;
        if (settled.finished?.status !== 'done' || !check) return apply();
        const failed = ctx.deps.t('queueCheckFailed');
        return checkFinishedJob(settled.finished, check, failed).then(apply);
      });
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, settleRetryDelay(failures)));
    }
  }
}
