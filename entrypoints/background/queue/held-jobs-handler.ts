/**
 * Jobs queued for the API origin used before a change of base URL wait for the user
 * (lib/queue/planner.ts). Sending them to the new origin is the user's choice, made in an
 * extension page (the router lets only those send this message); the queue refuses when
 * the API's origin is no longer the one the user saw.
 */
import type { QueueApi } from '@/lib/model/queue-api';
import type { Handlers } from '../messages/message-router';
import { getQueue } from './queue-service';

type HeldJobsHandlers = Pick<Handlers, 'jobs.sendToOrigin'>;

export function createHeldJobsHandlers(queue: () => QueueApi): HeldJobsHandlers {
  return {
    'jobs.sendToOrigin': async ({ jobIds, origin }) => ({
      sent: await queue().sendToOrigin(jobIds, origin),
    }),
  };
}

export const heldJobsHandlers: HeldJobsHandlers = createHeldJobsHandlers(getQueue);
