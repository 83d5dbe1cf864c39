/**
 * TEMPORARY minimal queue (foundation): sends each job at once, no rate limit, no persistence.
 * Issue 3 replaces this file with the durable, rate-limited queue behind the same QueueApi.
 */
import { humanizeEndpoint } from '@/lib/api/base-url';
import type { JobSource, JobView } from '@/lib/queue/job-view';
import { TERMINAL_STATUSES } from '@/lib/queue/job-view';
import type { ProbeOutcome, QueueApi } from '@/utils/queue-api';
import { apiKeyItem, jobsItem, settingsItem } from '@/utils/storage';

let queue: QueueApi | undefined;

export function getQueue(): QueueApi {
  queue ??= createMinimalQueue();
  return queue;
}

function createMinimalQueue(): QueueApi {
  const jobs = new Map<string, JobView>();
  const listeners = new Set<(job: JobView) => void>();
  const update = async (job: JobView) => {
    jobs.set(job.id, job);
    await jobsItem.setValue([...jobs.values()].slice(-50));
    listeners.forEach((l) => l(job));
  };
  const run = async (job: JobView) => {
    await update({ ...job, status: 'sending' });
    const [{ baseUrl }, key] = await Promise.all([settingsItem.getValue(), apiKeyItem.getValue()]);
    try {
      const res = await fetch(humanizeEndpoint(baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ text: job.text }),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const result = (await res.json()) as JobView['result'] & object;
      await update({
        ...job,
        status: 'done',
        result,
        chunksDone: 1,
        wordCount: result.word_count,
        wordsCharged: result.words_charged,
        finishedAt: Date.now(),
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await update({
        ...job,
        status: 'failed',
        error: { kind: 'server_error', message, action: 'retry' },
      });
    }
  };
  const api: QueueApi = {
    async submit(text: string, source: JobSource) {
      const job: JobView = {
        id: crypto.randomUUID(),
        source,
        text,
        createdAt: Date.now(),
        status: 'queued',
        position: 1,
        chunkCount: 1,
        chunksDone: 0,
        wordCount: 0,
        wordsCharged: 0,
      };
      await update(job);
      void run(job);
      return job;
    },
    async cancel() {
      return false;
    },
    async retry(jobId) {
      const job = jobs.get(jobId);
      if (!job) throw new Error('No such job.');
      return api.submit(job.text, job.source);
    },
    async get(jobId) {
      return jobs.get(jobId);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    waitFor(jobId) {
      return new Promise((resolve) => {
        const check = (job: JobView | undefined) => {
          if (job && job.id === jobId && TERMINAL_STATUSES.has(job.status)) {
            off();
            resolve(job);
          }
        };
        const off = api.subscribe(check);
        check(jobs.get(jobId));
      });
    },
    async probe(): Promise<ProbeOutcome> {
      return {
        kind: 'error',
        error: { kind: 'network', message: 'Not implemented yet.', action: 'none' },
      };
    },
  };
  return api;
}
