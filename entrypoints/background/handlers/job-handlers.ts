import type { Handlers } from '../message-router';
import { getQueue } from '../queue-service';

export const jobHandlers: Pick<Handlers, 'job.submit' | 'job.cancel' | 'job.retry'> = {
  'job.submit': async ({ text }) => {
    const job = await getQueue().submit(text, { kind: 'popup' });
    return { jobId: job.id };
  },
  'job.cancel': async ({ jobId }) => ({ cancelled: await getQueue().cancel(jobId) }),
  'job.retry': async ({ jobId }) => ({ jobId: (await getQueue().retry(jobId)).id }),
};
