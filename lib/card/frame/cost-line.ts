/**
 * What a text costs (issue 27, point 4, and the cost before "Another version", point 3). The
 * total is what the API reported charging for this text across its versions and retries
 * (JobView.chargedBefore + this job's words_charged: never a count of ours). What another
 * version will cost is counted before it is sent with the API's own counter
 * (lib/text/word-count.ts), over the text that would be sent. Text nodes only.
 */
import { countWords } from '@/lib/text/word-count';
import type { CardContext } from './card-controls';
import { h, type Child } from './dom';

/** "Words charged for this text in all: N", when earlier versions or tries were charged. */
export function totalCostLine(ctx: CardContext, total: number | undefined): Child {
  if (total === undefined || !Number.isFinite(total) || total < 0) return null;
  return h(ctx.doc, 'p', { 'data-testid': 'card-total-cost' }, ctx.t('textTotalCharged', total));
}

/** "Words charged for another version: about N", under the Another version button. */
export function anotherCostLine(ctx: CardContext, original: string): Child {
  return h(
    ctx.doc,
    'p',
    { class: 'muted', 'data-testid': 'card-another-cost' },
    ctx.t('anotherVersionCost', countWords(original)),
  );
}
