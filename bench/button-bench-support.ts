/**
 * What the in-page button's benches share: the extension (startButtonEnv, the e2e harness)
 * with the button on for 127.0.0.1, and a DOM-heavy page served cross-origin isolated
 * (COOP + COEP), so that `performance.now()` resolves to 5 µs instead of 100 µs: the costs
 * measured are tenths of a millisecond.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import {
  startButtonEnv,
  sentinelRunning,
  type ButtonEnv,
} from '../test/e2e/support/in-page-button';
import { median, percentile } from './median';

/** 2,000 table rows of text around a textarea and a contenteditable. */
export const HEAVY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Heavy</title>
<style>body{font:14px/1.4 sans-serif;margin:8px}textarea,#editor{display:block;width:600px}
td{padding:2px 6px;border-bottom:1px solid #ddd}</style></head><body>
<textarea id="field" rows="6">In today's fast-paced world, it is important to note that writing matters.
Moreover, we must delve into the ever-evolving landscape of ideas.</textarea>
<div id="editor" contenteditable="true"><p>Furthermore, it is crucial to leverage robust tools.</p></div>
<table id="heavy"><tbody>${Array.from(
  { length: 2000 },
  (_, i) =>
    `<tr><td>${i}</td><td>Row ${i} of a long report, with some text to lay out</td><td><span>${(
      i * 37
    ).toString(16)}</span></td></tr>`,
).join('')}</tbody></table></body></html>`;

export interface BenchPages {
  url: string;
  close(): Promise<void>;
}

/** Serves `pages` (path → html) on 127.0.0.1, cross-origin isolated. */
export async function serveIsolated(pages: Record<string, string>): Promise<BenchPages> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const body = pages[path];
    const type = path.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
    res.writeHead(body === undefined ? 404 : 200, {
      'content-type': type,
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
      'cache-control': 'no-store',
    });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

export const SITE = 'http://127.0.0.1/*';

/** The extension with the button on for 127.0.0.1. */
export async function buttonBenchEnv(): Promise<ButtonEnv> {
  const env = await startButtonEnv();
  await env.set({ kind: 'site', site: SITE, on: true });
  return env;
}

export { sentinelRunning };

export const ms = (x: number) => +x.toFixed(3);

/** A bench row's timing columns: how many, median and p95, in ms. */
export const timings = (xs: number[]) => ({
  n: xs.length,
  median_ms: ms(median(xs)),
  p95_ms: ms(percentile(xs, 0.95)),
});

export interface HeavyPage {
  env: ButtonEnv;
  page: Page;
}

/**
 * Runs `measure` on HEAVY_PAGE, cross-origin isolated, once the sentinel runs there and
 * `probes` (page script, a string: functions given to page.evaluate would get tsx's helpers)
 * are installed; closes the browser and the server after, whatever happens.
 */
export async function onHeavyPage<T>(
  probes: string,
  measure: (on: HeavyPage) => Promise<T>,
): Promise<T> {
  const env = await buttonBenchEnv();
  const pages = await serveIsolated({ '/heavy.html': HEAVY_PAGE });
  try {
    const page = await env.ext.context.newPage();
    await page.goto(`${pages.url}/heavy.html`);
    if (!(await page.evaluate(() => crossOriginIsolated))) throw new Error('Not isolated.');
    await sentinelRunning(env, page);
    await page.evaluate(probes);
    return await measure({ env, page });
  } finally {
    await env.close();
    await pages.close();
  }
}
