/**
 * What the in-page button's sentinel costs a page per event when no selection qualifies, on
 * a DOM-heavy page: 10,000 trusted `pointerup`s in each of a focused textarea and a focused
 * contenteditable (plain clicks; in the contenteditable taking turns between two points of
 * its paragraph, so that each click moves the caret), and 10,000 trusted `keyup`s (Shift in
 * a focused contenteditable, nothing selected: its heaviest keyup path; in a text field it
 * does not listen to keys at all), each case with the sentinel running and stopped (the
 * Pause), alternating in blocks of 500.
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
import { percentile } from './median';
import { ms, onHeavyPage, sentinelRunning, timings } from './button-bench-support';

export const title = 'In-page button: cost per pointerup / keyup with no qualifying selection';

/** BUTTON_BENCH_BLOCKS=2 runs a short version (1,000 events a case) to try the bench out. */
const BLOCKS = Number(process.env.BUTTON_BENCH_BLOCKS ?? 20);
const BLOCK = 500;
const CONTROL = 500;
type Type = 'pointerup' | 'keyup';

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

type Point = { x: number; y: number };

/** One measured case: its event, where, and the input that fires it (the i-th time). */
interface Case {
  type: Type;
  where: string;
  /** Puts the focus where the case happens (a click, before the blocks). */
  focus: Point;
  fire(page: Page, i: number): Promise<void>;
}

function cases(field: Point, editor: { x: number; y: number; width: number; height: number }) {
  const line = editor.y + editor.height / 2;
  // Two points of the editor's paragraph, taking turns: each click moves the caret.
  const caret = [
    { x: editor.x + 40, y: line },
    { x: editor.x + 200, y: line },
  ];
  const list: Case[] = [
    {
      type: 'pointerup',
      where: 'a focused textarea',
      focus: field,
      fire: (page) => page.mouse.click(field.x, field.y),
    },
    {
      type: 'pointerup',
      where: 'a focused contenteditable',
      focus: caret[0]!,
      fire: (page, i) => page.mouse.click(caret[i % 2]!.x, caret[i % 2]!.y),
    },
    {
      type: 'keyup',
      where: 'a focused contenteditable (Shift)',
      focus: { x: editor.x + editor.width - 5, y: line },
      fire: (page) => page.keyboard.press('Shift'),
    },
  ];
  return list;
}

const take = (page: Page, type: Type) =>
  page.evaluate(
    `(() => { const out = window.samples.${type}; window.samples.${type} = []; return out; })()`,
  ) as Promise<number[]>;

export async function run(): Promise<Array<Record<string, string | number>>> {
  return onHeavyPage(PROBES, async ({ env, page }) => {
    const box = (await page.locator('#field').boundingBox())!;
    const editor = (await page.locator('#editor').boundingBox())!;
    const setSentinel = async (running: boolean, withLayoutRead = false) => {
      await env.set({ kind: 'paused', on: !running });
      if (running) await sentinelRunning(env, page);
      await page.evaluate(
        (r) => (window as unknown as { arm(r: boolean): void }).arm(r),
        withLayoutRead,
      );
    };
    const fire = async (c: Case, count: number) => {
      for (let i = 0; i < count; i++) await c.fire(page, i);
    };
    const rows: Array<Record<string, string | number>> = [];
    for (const c of cases({ x: box.x + 400, y: box.y + 60 }, editor)) {
      await page.mouse.click(c.focus.x, c.focus.y);
      await take(page, 'pointerup'); // the focusing click is not a sample
      const samples: Record<'with' | 'without', number[]> = { with: [], without: [] };
      for (let b = 0; b < BLOCKS; b++) {
        for (const running of b % 2 ? [false, true] : [true, false]) {
          await setSentinel(running);
          await fire(c, BLOCK);
          samples[running ? 'with' : 'without'].push(...(await take(page, c.type)));
        }
      }
      await setSentinel(false, true);
      await fire(c, CONTROL);
      const control = await take(page, c.type);
      await setSentinel(true);
      const { with: w, without: wo } = samples;
      const row = { event: c.type, in: c.where };
      rows.push({ ...row, case: 'without the sentinel (paused)', ...timings(wo) });
      rows.push({
        ...row,
        case: 'with the sentinel',
        ...timings(w),
        added_p95_ms: ms(percentile(w, 0.95) - percentile(wo, 0.95)),
        budget: '≤ 0.1 ms p95',
      });
      rows.push({ ...row, case: 'control: a page listener reading layout', ...timings(control) });
    }
    return rows;
  });
}
