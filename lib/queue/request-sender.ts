/**
 * Every request the queue sends (a job's chunk, Test connection's probe) goes through here,
 * so that the worker is kept alive while any is pending: a browser stops an idle extension
 * worker, and a request cut off that way would be charged with its answer lost.
 */
import type { ApiOutcome, HumanizeCall } from '../api/client';
import type { QueueDeps } from './engine-deps';

export class RequestSender {
  private pending = 0;

  constructor(private readonly deps: Pick<QueueDeps, 'send' | 'keepAlive'>) {}

  /** One request, with the worker kept alive while any is pending. */
  async send(call: HumanizeCall): Promise<ApiOutcome> {
    if (this.pending++ === 0) this.deps.keepAlive?.begin();
    try {
      const { baseUrl, apiKey, keyOrigin, text, idempotencyKey } = call;
      return await this.deps.send({
        baseUrl,
        apiKey,
        keyOrigin,
        text,
        ...(idempotencyKey !== undefined && { idempotencyKey }),
      });
    } finally {
      if (--this.pending === 0) this.deps.keepAlive?.end();
    }
  }
}
