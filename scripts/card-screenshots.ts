/**
 * Screenshots of the in-page card anchored to its field (docs/card-below.png: room below;
 * docs/card-above.png: the field at the bottom of the window, so the card flips above) and of
 * its choice states (issue 27): docs/card-review.png (change by change, one change left),
 * docs/card-versions.png (a second version, "Version 2 of 2"), docs/card-held.png (the
 * meaning check held a rewrite that changed a number): `npm run build && npm run screenshots:card`. Uses the e2e harness (reference server, the
 * built extension, the local test pages); the server holds the request so the card waits.
 */
import type { Page } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  card,
  cardPart,
  selectInField,
  startSelectionEnv,
  type SelectionEnv,
} from '../test/e2e/support/selection-helpers';
import { waitUntil } from '../test/e2e/support/in-page-button';

const OUT = resolve('docs');
const SENTENCE =
  'It is important to note that 15% of our users utilize the export daily. We leverage ' +
  'their feedback to facilitate better reports.';

/** The card of a rewrite of SENTENCE the server answers with `answers` (in order). */
async function choiceCard(env: SelectionEnv, name: string, answers: string[], act: CardAct) {
  const { page, tabId } = await env.open('textarea.html');
  await page.setViewportSize({ width: 900, height: 720 });
  await page.locator('#field').fill(SENTENCE);
  await env.api.faults({ answerNext: answers });
  await selectInField(page, '#field', 0, SENTENCE.length);
  await env.humanizeSelection(tabId);
  await card(page).waitFor({ state: 'visible' });
  await act(page);
  const path = resolve(OUT, `${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  console.log(`wrote ${path}`);
  await page.close();
}

type CardAct = (page: Page) => Promise<void>;

/** Waits for the card's state (a screenshot of the wrong one must fail, not be written). */
const kindIs = (page: Page, kind: string) =>
  waitUntil(async () => (await card(page).getAttribute('data-kind')) === kind, `card ${kind}`);

async function choiceStates(env: SelectionEnv): Promise<void> {
  await env.api.reset();
  const own = (await env.api.answer(SENTENCE)).humanized_text;
  await env.setBehaviour('review');
  await choiceCard(env, 'card-review', [own], async (page) => {
    await kindIs(page, 'review');
    await page.waitForTimeout(1200); // the card takes clicks after its delay
    await cardPart(page, 'card-change-1').click();
  });
  await choiceCard(env, 'card-versions', [own, own.replace(/\.$/u, '!')], async (page) => {
    await kindIs(page, 'review');
    await page.waitForTimeout(1200);
    await cardPart(page, 'card-another').click();
    await waitUntil(
      async () => /2 of 2/u.test((await cardPart(page, 'card-version').textContent()) ?? ''),
      'Version 2 of 2',
    );
  });
  await env.setBehaviour('replace');
  await choiceCard(env, 'card-held', [own.replace('15%', '20%')], (page) => kindIs(page, 'held'));
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const env = await startSelectionEnv();
  try {
    // First: the held-up requests below stay in the queue.
    await choiceStates(env);
    await env.api.faults({ delayMs: 600_000 });
    for (const [name, spacer] of [
      ['card-below', 40],
      ['card-above', 420],
    ] as const) {
      const { page, tabId } = await env.open('textarea.html');
      await page.setViewportSize({ width: 900, height: 600 });
      await page.evaluate((px) => {
        document.body.style.paddingTop = `${px}px`;
        (document.querySelector('#field') as HTMLElement).style.height = '90px';
      }, spacer);
      await selectInField(page, '#field', 0, 60);
      await env.humanizeSelection(tabId);
      await card(page).waitFor({ state: 'visible' });
      const path = resolve(OUT, `${name}.png`);
      await page.screenshot({ path, animations: 'disabled' });
      console.log(`wrote ${path}`);
      await page.close();
    }
  } finally {
    await env.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
