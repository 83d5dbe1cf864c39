/**
 * Screenshots of the in-page card anchored to its field (docs/card-below.png: room below;
 * docs/card-above.png: the field at the bottom of the window, so the card flips above):
 * `npm run build && npm run screenshots:card`. Uses the e2e harness (reference server, the
 * built extension, the local test pages); the server holds the request so the card waits.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { card, selectInField, startSelectionEnv } from '../test/e2e/support/selection-helpers';

const OUT = resolve('docs');

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const env = await startSelectionEnv();
  try {
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
