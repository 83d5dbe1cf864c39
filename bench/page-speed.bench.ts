/**
 * Page speed with the Humanize button on every site, against a browser without the
 * extension, in one run: a TodoMVC-style React app of our own (bench/pages/todo-app.tsx)
 * where 200 items are added by typing, 100 renamed (double-click, Ctrl+A, typing, Enter) and
 * all deleted by clicking, with real (CDP) keyboard and mouse input, so the button's script
 * sees every trusted keyup, pointerup and focusin. The two browsers take turns, ROUNDS each.
 *
 * Timed in the page: for every input event, from the first listener of its dispatch (window,
 * capture) to a microtask after the last (window, bubbling), by then React has committed the
 * update (discrete events flush synchronously): the page's work, as Speedometer's synchronous
 * time, without the driver's own latency. Also the whole workload's wall time. Budget: within
 * 2 % of the time without the extension.
 */
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath } from '../test/e2e/support/global-setup';
import { grantHostPermission } from '../test/e2e/support/host-permission';
import { startButtonEnv, sentinelRunning, waitUntil } from '../test/e2e/support/in-page-button';
import { median } from './median';
import { ms, serveIsolated } from './button-bench-support';

export const title =
  'Page speed: TodoMVC-style React workload, button on every site vs no extension';

const ROUNDS = Number(process.env.PAGE_SPEED_ROUNDS ?? 3);
const ADD = 200;
const RENAME = 100;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Todos</title>
<style>body{font:16px sans-serif;margin:0 auto;width:560px}li{display:flex;gap:8px;padding:4px;
border-bottom:1px solid #eee}li .view{display:flex;gap:8px;flex:1}.done label{text-decoration:
line-through}.new-todo,.edit{width:100%;font:inherit;padding:6px}</style></head><body>
<div id="app"></div><script>
window.work = 0;
for (const type of ['keydown', 'keypress', 'input', 'keyup', 'pointerdown', 'mousedown',
  'focusin', 'pointerup', 'mouseup', 'click', 'dblclick']) {
  let t0 = 0;
  window.addEventListener(type, () => { t0 = performance.now(); }, true);
  window.addEventListener(type, () => queueMicrotask(() => { window.work += performance.now() - t0; }));
}
</script><script src="/todo-app.js"></script></body></html>`;

async function bundle(): Promise<string> {
  const out = await build({
    entryPoints: [resolve('bench/pages/todo-app.tsx')],
    bundle: true,
    minify: true,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

/** The workload; returns [the page's work (ms), the wall time (ms)]. */
async function workload(page: Page): Promise<[number, number]> {
  const started = Date.now();
  await page.evaluate('window.work = 0');
  const input = page.locator('.new-todo');
  await input.click();
  for (let i = 0; i < ADD; i++) {
    await page.keyboard.type(`Task ${i}`);
    await page.keyboard.press('Enter');
  }
  for (let i = 0; i < RENAME; i++) {
    await page.locator('.todo-list label').nth(i).dblclick();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(`Renamed ${i}`);
    await page.keyboard.press('Enter');
  }
  for (let i = 0; i < ADD; i++) {
    const destroy = page.locator('.destroy').first();
    await destroy.hover();
    await destroy.click();
  }
  if ((await page.locator('.todo-list li').count()) !== 0) throw new Error('Items were left.');
  return [(await page.evaluate('window.work')) as number, Date.now() - started];
}

export async function run(): Promise<Array<Record<string, string | number>>> {
  const pages = await serveIsolated({ '/todos.html': PAGE, '/todo-app.js': await bundle() });
  const env = await startButtonEnv();
  const plain = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    // On every site, as the user turns it on: the access given, then the options page's click.
    await grantHostPermission(env.ext, '*://*/*');
    const options = await env.ext.openExtensionPage('options.html');
    await options.locator('[data-testid="button-all-sites"]').click();
    await waitUntil(() => options.locator('[data-testid="button-all-sites"]').isChecked(), 'on');
    await options.close();

    const withButton = await env.ext.context.newPage();
    const without = await plain.newPage();
    await withButton.goto(`${pages.url}/todos.html`);
    await without.goto(`${pages.url}/todos.html`);
    await sentinelRunning(env, withButton);
    await workload(withButton); // warm-up, both
    await workload(without);

    const results = { with: [] as Array<[number, number]>, without: [] as Array<[number, number]> };
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 ? (['without', 'with'] as const) : (['with', 'without'] as const);
      for (const which of order) {
        const page = which === 'with' ? withButton : without;
        await page.bringToFront();
        results[which].push(await workload(page));
      }
    }
    const work = (w: 'with' | 'without') => median(results[w].map(([x]) => x));
    const wall = (w: 'with' | 'without') => median(results[w].map(([, x]) => x));
    return [
      {
        case: 'no extension',
        rounds: ROUNDS,
        page_work_ms: ms(work('without')),
        wall_ms: wall('without'),
      },
      {
        case: 'Humanize button on every site',
        rounds: ROUNDS,
        page_work_ms: ms(work('with')),
        wall_ms: wall('with'),
        work_ratio: +(work('with') / work('without')).toFixed(3),
        wall_ratio: +(wall('with') / wall('without')).toFixed(3),
        budget: '≤ 1.02',
      },
    ];
  } finally {
    await plain.close();
    await env.close();
    await pages.close();
  }
}
