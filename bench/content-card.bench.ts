/**
 * Time from "Humanize selection" to the card being visible, without the API call: the
 * reference server holds every request, so what is timed is injection, capture, queueing,
 * attach and the first render of the card.
 */
import { performance } from 'node:perf_hooks';
import { card, selectInField, startSelectionEnv } from '../test/e2e/support/selection-helpers';

export const title = 'Action to card visible (API call excluded)';

const REPEATS = 8;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function run(): Promise<Array<Record<string, string | number>>> {
  const env = await startSelectionEnv();
  try {
    await env.api.faults({ delayMs: 600_000 });
    const { page, tabId } = await env.open('textarea.html');
    const once = async () => {
      await page.locator('humanizer-card').evaluateAll((hosts) => hosts.forEach((h) => h.remove()));
      await selectInField(page, '#field', 0, 40);
      const start = performance.now();
      await env.humanizeSelection(tabId);
      await card(page).waitFor({ state: 'visible' });
      return performance.now() - start;
    };
    const first = await once();
    const warm: number[] = [];
    for (let i = 0; i < REPEATS; i++) warm.push(await once());
    return [
      { case: 'first action (injects the script)', ms: +first.toFixed(1) },
      { case: `later actions (median of ${REPEATS})`, ms: +median(warm).toFixed(1) },
    ];
  } finally {
    await env.close();
  }
}
