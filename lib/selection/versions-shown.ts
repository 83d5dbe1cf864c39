/**
 * What the card shows of the versions of a text and of its cost (issue 27, points 3 and 4),
 * added to the models of a finished rewrite: which version is shown (0 the Original, else
 * 1..count), and the total the API charged when earlier versions or tries were charged too.
 * The stepping bar shows from two rewrites on; with one, review already shows the Original.
 */
import type { CardModel } from '@/lib/model/card-model';
import { totalCharged, type JobView } from '@/lib/model/job-view';

export function withVersions(model: CardModel, job: JobView, shown: number | null): CardModel {
  const count = (job.versions?.length ?? 0) + 1;
  const stepped = model.kind === 'review' || model.kind === 'held';
  if (!stepped && model.kind !== 'replaced') return model;
  return {
    ...model,
    ...(job.chargedBefore && { totalCharged: totalCharged(job) }),
    ...(stepped && count > 1 && { versionCount: count, versionShown: shown ?? count }),
  };
}
