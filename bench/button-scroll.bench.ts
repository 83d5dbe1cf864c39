/**
 * What scrolling costs with the in-page button shown over a large selection (issue 26,
 * point 6): a contenteditable of 4,000 paragraphs, all of it selected by the user's own
 * input (a real click in the editor, then Ctrl+A), the button shown at the selection's end,
 * then the page scrolled by its own script, one `scrollBy` per animation frame, for FRAMES
 * frames. The sample is the time between consecutive frames (rAF timestamps, the page's own
 * clock): a scroll frame whose listeners read layout or measure the selection lengthens it.
 *
 * Two ways of scrolling, each with the sentinel running (the button shown) and paused (no
 * sentinel; the same selection made the same way), alternating in blocks in one run:
 * - "end in view": up and down by AMPLITUDE px, so the selection's end and the button stay
 *   in view and the button moves with every frame;
 * - "through the text": upwards through the text; the selection's end leaves the view in the
 *   first frames, the button is out of view but still follows every frame.
 * Budget: with ≤ 1.1× without, median frame (issue 26 measured 42 ms against 18 ms).
 */
import type { CDPSession, Page } from 'playwright-core';
import { buttonShown, waitUntil } from '../test/e2e/support/in-page-button';
import { median } from './median';
import { buttonBenchEnv, serveIsolated, sentinelRunning, timings } from './button-bench-support';

export const title = 'In-page button: scrolling with the button shown over 4,000 paragraphs';

/**
 * Many short blocks (2 s at 60 fps), taking turns: a shared machine's load changes by the
 * minute. BUTTON_SCROLL_BLOCKS=2 tries it out quickly (one block each way and case).
 */
const BLOCKS = Number(process.env.BUTTON_SCROLL_BLOCKS ?? 12);
const FRAMES = Number(process.env.BUTTON_SCROLL_FRAMES ?? 120);
const PARAGRAPHS = 4000;
/** "end in view": 30 frames up, 30 down, 10 px a frame. */
const AMPLITUDE = 300;
const STEP_IN_VIEW = 10;
const STEP_THROUGH = 40;
const BUDGET = 1.1;

/** Frame times come in whole vsyncs (16.7 ms): the mean shows what a median rounds away. */
const mean = (xs: number[]) => +(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2);

/** Room below the editor, so that the selection's end sits above the viewport's bottom. */
export const SCROLL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Long</title>
<style>body{font:15px/1.5 sans-serif;margin:8px}#editor{width:640px;padding:4px;outline:1px solid #ccc}
#after{height:400px}</style></head><body><h1>A long draft</h1>
<div id="editor" contenteditable="true">${Array.from(
  { length: PARAGRAPHS },
  (_, i) =>
    `<p>Paragraph ${i + 1}: moreover, it is important to note that we leverage robust tools in an ever-evolving landscape.</p>`,
).join('')}</div><div id="after"></div></body></html>`;

/**
 * The page's driver: `scrollFrames(frames, step, bounce)` scrolls by `step` in each animation
 * frame (reversing every `bounce` frames, 0 for never) and answers the frame-to-frame deltas.
 * A string, run as page script (functions given to page.evaluate would get tsx's helpers).
 */
const PROBES = `(() => {
  window.scrollFrames = (frames, step, bounce) => new Promise((done) => {
    const deltas = [];
    let last = 0;
    let n = 0;
    const tick = (t) => {
      if (last) deltas.push(t - last);
      last = t;
      if (n === frames) return done(deltas);
      const dir = bounce && Math.floor(n / bounce) % 2 ? -1 : 1;
      n++;
      window.scrollBy(0, dir * step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  window.toBottom = () => window.scrollTo(0, document.documentElement.scrollHeight);
  /** Whether something was added after <body> (the button's host is the last child of <html>). */
  window.hostPresent = () => document.documentElement.lastElementChild !== document.body;
})()`;

interface Case {
  name: string;
  /** Scrolls upward first: the page starts at its bottom. */
  step: number;
  bounce: number;
}

const CASES: Case[] = [
  {
    name: 'end in view (the button moves each frame)',
    step: -STEP_IN_VIEW,
    bounce: AMPLITUDE / STEP_IN_VIEW,
  },
  { name: 'through the text (the end leaves the view)', step: -STEP_THROUGH, bounce: 0 },
];

/** Selects the whole editor as a user does: a click in its last lines, then Ctrl+A. */
async function selectAll(page: Page): Promise<void> {
  await page.evaluate('window.toBottom()');
  const editor = (await page.locator('#editor').boundingBox())!;
  await page.mouse.click(editor.x + 40, Math.max(editor.y + editor.height - 40, 10));
  await page.keyboard.press('Control+a');
}

/** The page's main-thread time so far, in ms (CDP Performance: layout and all tasks). */
async function mainThread(cdp: CDPSession): Promise<{ layout: number; task: number }> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  const at = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { layout: at('LayoutDuration'), task: at('TaskDuration') };
}

interface Samples {
  deltas: number[];
  /** Main-thread ms over the blocks' frames: layout, and every task. */
  layout: number;
  task: number;
}

const perFrame = (ms: number, s: Samples) => +(ms / s.deltas.length).toFixed(2);

/** A case's two rows: the paused page, and the shown button against it. */
function rowsOf(name: string, { with: w, without: wo }: Record<'with' | 'without', Samples>) {
  const ratio = median(w.deltas) / median(wo.deltas);
  const row = (s: Samples) => ({
    ...timings(s.deltas),
    mean_ms: mean(s.deltas),
    layout_ms_per_frame: perFrame(s.layout, s),
    main_ms_per_frame: perFrame(s.task, s),
  });
  return [
    { scrolling: name, case: 'paused (no sentinel)', ...row(wo) },
    {
      scrolling: name,
      case: 'button shown',
      ...row(w),
      ratio: +ratio.toFixed(3),
      mean_ratio: +(mean(w.deltas) / mean(wo.deltas)).toFixed(3),
      budget: `≤ ${BUDGET}× median`,
      met: ratio <= BUDGET ? 'yes' : 'NO',
    },
  ];
}

export async function run(): Promise<Array<Record<string, string | number>>> {
  const env = await buttonBenchEnv();
  const pages = await serveIsolated({ '/long.html': SCROLL_PAGE });
  try {
    const page = await env.ext.context.newPage();
    await page.goto(`${pages.url}/long.html`);
    if (!(await page.evaluate(() => crossOriginIsolated))) throw new Error('Not isolated.');
    await sentinelRunning(env, page);
    await page.evaluate(PROBES);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');

    /** One block: the selection made anew, the button shown (or not), FRAMES frames scrolled. */
    const block = async (c: Case, running: boolean, into: Samples) => {
      await env.set({ kind: 'paused', on: !running });
      await selectAll(page);
      if (running) await waitUntil(() => buttonShown(page), 'the button shown after Ctrl+A');
      const before = await mainThread(cdp);
      const deltas = (await page.evaluate(
        `window.scrollFrames(${FRAMES}, ${c.step}, ${c.bounce})`,
      )) as number[];
      const after = await mainThread(cdp);
      // Seconds later: shown all along (out of view, it is still there), or never while paused.
      if ((await page.evaluate('window.hostPresent()')) !== running) {
        throw new Error(
          `The button ${running ? 'went away while scrolling' : 'showed while paused'}.`,
        );
      }
      into.deltas.push(...deltas);
      into.layout += after.layout - before.layout;
      into.task += after.task - before.task;
    };

    const rows: Array<Record<string, string | number>> = [];
    for (const c of CASES) {
      const fresh = (): Samples => ({ deltas: [], layout: 0, task: 0 });
      const samples = { with: fresh(), without: fresh() };
      for (let b = 0; b < BLOCKS; b++) {
        for (const running of b % 2 ? [false, true] : [true, false]) {
          await block(c, running, running ? samples.with : samples.without);
        }
      }
      rows.push(...rowsOf(c.name, samples));
    }
    return rows;
  } finally {
    await env.close();
    await pages.close();
  }
}
