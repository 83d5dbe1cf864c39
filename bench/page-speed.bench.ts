/**
 * Page speed with the Humanize button on every site, against a browser without the
 * extension, in one run: a TodoMVC-style React app of our own (bench/pages/todo-app.tsx)
 * where 200 items are added by typing, 100 renamed (double-click, Ctrl+A, typing, Enter) and
 * all deleted by clicking, with real (CDP) keyboard and mouse input, so the button's script
 * sees every trusted keyup, pointerup and focusin. The two browsers take turns chunk by chunk
 * (20 items added, 10 renamed, 20 deleted), ROUNDS times the whole workload; per round: the
 * sums, and the median of the chunks' paired ratios.
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

const CHUNK = 20;

/** The workload in chunks (20 items added, 10 renamed, 20 deleted), for taking turns. */
function chunks(): Array<(page: Page) => Promise<void>> {
  const list: Array<(page: Page) => Promise<void>> = [];
  for (let from = 0; from < ADD; from += CHUNK) {
    list.push(async (page) => {
      await page.locator('.new-todo').click();
      for (let i = from; i < from + CHUNK; i++) {
        await page.keyboard.type(`Task ${i}`);
        await page.keyboard.press('Enter');
      }
    });
  }
  for (let from = 0; from < RENAME; from += CHUNK / 2) {
    list.push(async (page) => {
      for (let i = from; i < from + CHUNK / 2; i++) {
        await page.locator('.todo-list label').nth(i).dblclick();
        await page.keyboard.press('Control+a');
        await page.keyboard.type(`Renamed ${i}`);
        await page.keyboard.press('Enter');
      }
    });
  }
  for (let from = 0; from < ADD; from += CHUNK) {
    list.push(async (page) => {
      for (let i = 0; i < CHUNK; i++) {
        const destroy = page.locator('.destroy').first();
        await destroy.hover();
        await destroy.click();
      }
    });
  }
  return list;
}

/** Runs one chunk; returns [the page's work (ms), the wall time (ms)]. */
async function timed(page: Page, chunk: (page: Page) => Promise<void>): Promise<[number, number]> {
  await page.bringToFront();
  await page.evaluate('window.work = 0');
  const started = Date.now();
  await chunk(page);
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

    // The same browser on a site where the user hid the button (no script of ours there):
    // tells the script's own cost from that of another browser instance with an extension.
    await env.set({ kind: 'site', site: 'http://hidden.button.test/*', on: false });
    const port = new URL(pages.url).port;
    const cases = {
      on: await env.ext.context.newPage(),
      hidden: await env.ext.context.newPage(),
      none: await plain.newPage(),
    };
    await cases.on.goto(`${pages.url}/todos.html`);
    await cases.hidden.goto(`http://hidden.button.test:${port}/todos.html`);
    await cases.none.goto(`${pages.url}/todos.html`);
    await sentinelRunning(env, cases.on);
    type Case = keyof typeof cases;
    const names = Object.keys(cases) as Case[];
    // A warm-up round each, then the three take turns chunk by chunk, in a rotating order
    // (load spikes on this shared machine fall on all alike).
    for (const name of names) for (const chunk of chunks()) await timed(cases[name], chunk);
    const work: Record<Case, number[]> = { on: [], hidden: [], none: [] };
    const wall: Record<Case, number[]> = { on: [], hidden: [], none: [] };
    let turn = 0;
    for (let r = 0; r < ROUNDS; r++) {
      for (const chunk of chunks()) {
        turn += 1;
        for (let k = 0; k < names.length; k++) {
          const name = names[(turn + k) % names.length]!;
          const [w, t] = await timed(cases[name], chunk);
          work[name].push(w);
          wall[name].push(t);
        }
      }
      if ((await cases.on.locator('.todo-list li').count()) !== 0) throw new Error('Items left.');
    }
    const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / ROUNDS;
    const ratio = (a: number, b: number) => +(a / b).toFixed(3);
    const row = (name: Case, label: string, extra: Record<string, string | number> = {}) => ({
      case: label,
      rounds: ROUNDS,
      page_work_ms: ms(total(work[name])),
      wall_ms: Math.round(total(wall[name])),
      work_vs_no_extension: ratio(total(work[name]), total(work.none)),
      wall_vs_no_extension: ratio(total(wall[name]), total(wall.none)),
      ...extra,
    });
    return [
      row('none', 'no extension'),
      row('hidden', 'extension, button hidden on this site (no script)'),
      row('on', 'Humanize button on every site', {
        work_vs_hidden: ratio(total(work.on), total(work.hidden)),
        // The same chunk, taken in turn: the median of its paired ratios (spikes fall out).
        work_vs_no_extension_chunk_median: +median(
          work.on.map((w, i) => w / work.none[i]!),
        ).toFixed(3),
        budget: '≤ 1.02 of no extension',
      }),
    ];
  } finally {
    await plain.close();
    await env.close();
    await pages.close();
  }
}
