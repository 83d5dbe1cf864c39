/**
 * What the in-page button's sentinel costs a page per event when no selection qualifies:
 * 10,000 trusted `pointerup`s (clicks into a focused textarea) and 10,000 trusted `keyup`s
 * (Shift in a focused contenteditable, nothing selected: its heaviest keyup path; in a text
 * field it does not listen to keys at all) on a DOM-heavy page, with the sentinel running and
 * stopped (the Pause), alternating in blocks of 500.
 *
 * Timed in the page, on its own clock (cross-origin isolated: 5 µs resolution): from the
 * first listener of the event's dispatch (window, capture) to the last (window, bubbling);
 * the sentinel's listener (document, capture) runs between, and with nothing selected it
 * defers no work (find-target.ts's check of the selection is the whole cost). The first
 * listener also invalidates the page's layout: a layout read by the sentinel would lay out
 * the 2,000-row table inside the sample.
 * The control row is a page listener that does read layout (`offsetHeight`) in the same
 * place: what such a read costs here. Budget: ≤ 0.1 ms p95 added, no layout read.
 */
import type { Page } from 'playwright-core';
import { median, percentile } from './median';
import {
  buttonBenchEnv,
  HEAVY_PAGE,
  ms,
  sentinelRunning,
  serveIsolated,
} from './button-bench-support';

export const title = 'In-page button: cost per pointerup / keyup with no qualifying selection';

/** BUTTON_BENCH_BLOCKS=2 runs a short version (1,000 events a case) to try the bench out. */
const BLOCKS = Number(process.env.BUTTON_BENCH_BLOCKS ?? 20);
const BLOCK = 500;
const CONTROL = 500;
type Kind = 'pointerup' | 'keyup';

/**
 * The page's probes: t0 at window capture (layout invalidated), the sample in a later timer.
 * A string, run as page script (functions given to page.evaluate would get tsx's helpers).
 */
const PROBES = `(() => {
  window.samples = { pointerup: [], keyup: [] };
  const heavy = document.getElementById('heavy');
  let t0 = 0;
  let flip = false;
  for (const type of ['pointerup', 'keyup']) {
    // First of all listeners (window, capture): the start, with the page's layout invalidated.
    window.addEventListener(type, () => {
      t0 = performance.now();
      heavy.style.paddingLeft = (flip = !flip) ? '1px' : '0px';
    }, true);
    // Last of all (window, bubbling): the end of the event's dispatch.
    window.addEventListener(type, (e) => window.samples[e.type].push(performance.now() - t0));
  }
  const readLayout = () => void document.body.offsetHeight;
  window.arm = (withLayoutRead) => {
    for (const type of ['pointerup', 'keyup']) {
      document.removeEventListener(type, readLayout, true);
      if (withLayoutRead) document.addEventListener(type, readLayout, true);
    }
  };
})()`;

const installProbes = (page: Page) => page.evaluate(PROBES);

async function fire(page: Page, kind: Kind, count: number, at: { x: number; y: number }) {
  for (let i = 0; i < count; i++) {
    if (kind === 'pointerup') await page.mouse.click(at.x, at.y);
    else await page.keyboard.press('Shift');
  }
}

const take = (page: Page, kind: Kind) =>
  page.evaluate(
    `(() => { const out = window.samples.${kind}; window.samples.${kind} = []; return out; })()`,
  ) as Promise<number[]>;

export async function run(): Promise<Array<Record<string, string | number>>> {
  const env = await buttonBenchEnv();
  const pages = await serveIsolated({ '/heavy.html': HEAVY_PAGE });
  try {
    const page = await env.ext.context.newPage();
    await page.goto(`${pages.url}/heavy.html`);
    if (!(await page.evaluate(() => crossOriginIsolated))) throw new Error('Not isolated.');
    await sentinelRunning(env, page);
    await installProbes(page);
    const box = (await page.locator('#field').boundingBox())!;
    const at = { x: box.x + 400, y: box.y + 60 };
    const editor = (await page.locator('#editor').boundingBox())!;
    // Where each kind happens: clicks in the textarea, keys in the contenteditable.
    const focus = (kind: Kind) =>
      kind === 'pointerup'
        ? page.mouse.click(at.x, at.y)
        : page.mouse.click(editor.x + editor.width - 5, editor.y + editor.height / 2);

    const setSentinel = async (running: boolean, withLayoutRead = false) => {
      await env.set({ kind: 'paused', on: !running });
      if (running) await sentinelRunning(env, page);
      await page.evaluate(
        (r) => (window as unknown as { arm(r: boolean): void }).arm(r),
        withLayoutRead,
      );
    };
    const samples: Record<string, number[]> = {};
    const add = (key: string, values: number[]) => (samples[key] ??= []).push(...values);
    for (const kind of ['pointerup', 'keyup'] as const) {
      await focus(kind);
      for (let b = 0; b < BLOCKS; b++) {
        for (const running of b % 2 ? [false, true] : [true, false]) {
          await setSentinel(running);
          await fire(page, kind, BLOCK, at);
          add(`${kind} ${running ? 'with' : 'without'}`, await take(page, kind));
        }
      }
      await setSentinel(false, true);
      await fire(page, kind, CONTROL, at);
      add(`${kind} control`, await take(page, kind));
    }
    await setSentinel(true);

    const rows: Array<Record<string, string | number>> = [];
    for (const kind of ['pointerup', 'keyup']) {
      const w = samples[`${kind} with`] ?? [];
      const wo = samples[`${kind} without`] ?? [];
      const c = samples[`${kind} control`] ?? [];
      const row = (name: string, xs: number[], extra: Record<string, string | number> = {}) => ({
        event: kind,
        case: name,
        n: xs.length,
        median_ms: ms(median(xs)),
        p95_ms: ms(percentile(xs, 0.95)),
        ...extra,
      });
      rows.push(row('without the sentinel (paused)', wo));
      rows.push(
        row('with the sentinel', w, {
          added_p95_ms: ms(percentile(w, 0.95) - percentile(wo, 0.95)),
          budget: '≤ 0.1 ms p95',
        }),
      );
      rows.push(row('control: a page listener reading layout', c));
    }
    return rows;
  } finally {
    await env.close();
    await pages.close();
  }
}
