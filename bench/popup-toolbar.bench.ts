/**
 * Popup ready to type, opened the way users open it: the toolbar popup, in the extension's
 * already-running process (`chrome.action.openPopup()` from the service worker), not a new
 * tab navigating to popup.html. Same storage as popup-ready.bench.ts (usage and 50 jobs).
 *
 * The page times itself: a probe script, the first element of popup.html's <head>, records on
 * the popup's own clock (performance.now(), from the start of its navigation), by a
 * MutationObserver and a requestAnimationFrame loop:
 * - box visible: textarea#draft present with a non-zero box;
 * - loaded: the box visible, enabled and editable, usage and a history line on screen, by
 *   whichever view (the words; a plain first view can get there before React);
 * - ready: the box visible, enabled and editable, `main[data-hydrated="true"]`, usage and a
 *   history line on screen (the condition of popup-ready.bench.ts's "typed and loaded");
 * - first contentful paint, when the popup gets paint entries.
 * The driver (puppeteer, which sees the popup's target; Playwright does not) reads them once
 * ready: attaching takes longer than the page, so it cannot time the page from outside.
 * The floor, a page holding only a box, usage and a history line, is opened as the popup too
 * (`chrome.action.setPopup`), and so is the floor reading storage (popup-floor-storage.ts). The probe, first in <head>, holds the parser while it loads: copies
 * of both pages with the probe `async` show how much (dom_interactive), and time `ready` when
 * it comes after the probe; box_n/ready_n count the opens where the probe was in time.
 * All four pages take turns. Also on the page clock: the document received, the parser's
 * start (before any of the page's own work: the same for every build), and the end of the
 * load event: Chrome shows the popup's bubble only then (ExtensionPopup::
 * DocumentOnLoadCompletedInPrimaryMainFrame calls ShowBubble), so what the user first sees is
 * shown_box / shown_ready: the later of the load event and the box visible / ready.
 * The other way, from outside the page: from the worker's openPopup() call (the click) on the
 * epoch clock the worker and the popup share (opened: the popup's navigation starts).
 * The build (EXTENSION_DIR) is copied to a temporary folder for the probe, and left as it is.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import {
  EXTENSION_DIR,
  launchExtension,
  type ExtensionHarness,
} from '../test/e2e/support/extension';
import { writeStorage } from '../test/e2e/support/extension-settings';
import { median } from './median';
import { FLOOR_PAGE, seed } from './popup-ready.bench';
import { FLOOR_REACT_PAGE, floorReactScript } from './popup-floor-react';
import { FLOOR_STORAGE_PAGE, FLOOR_STORAGE_SCRIPT } from './popup-floor-storage';
import { PROBE, PROBE_SCRIPT, READ_PROBE, withProbe, type Probe } from './popup-probe';

export const title = 'Popup ready to type, opened from the toolbar (median of 20 opens)';

const OPENS = 20;
const POPUP = 'popup.html';
const FLOOR = 'bench-floor.html';
/** The same pages with the probe `async`: it holds nothing, but may run too late to see. */
const POPUP_ASYNC = 'bench-popup-async.html';
const FLOOR_ASYNC = 'bench-floor-async.html';
/** The floor whose usage and history come from storage (popup-floor-storage.ts). */
const FLOOR_STORAGE = 'bench-floor-storage.html';
/** The same, drawn by React (popup-floor-react.ts): what React itself adds. */
const FLOOR_REACT = 'bench-floor-react.html';
const PAGES: Array<{ path: string; name: string }> = [
  { path: POPUP, name: 'popup' },
  { path: FLOOR, name: 'floor (box-only page)' },
  { path: POPUP_ASYNC, name: 'popup, async probe' },
  { path: FLOOR_ASYNC, name: 'floor, async probe' },
  { path: FLOOR_STORAGE, name: 'floor reading storage' },
  { path: FLOOR_REACT, name: 'floor reading storage, drawn by React' },
];
const TIMEOUT_MS = 20_000;

/** A copy of `dir` whose popup.html runs the probe first, with the floor page beside it. */
async function probedCopy(dir: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'humanizer-popup-toolbar-'));
  await cp(dir, copy, { recursive: true });
  const popup = await readFile(join(copy, POPUP), 'utf8');
  if (!/<head>/i.test(popup)) throw new Error(`${join(dir, POPUP)} has no <head> to probe.`);
  await writeFile(join(copy, POPUP), withProbe(popup, false));
  await writeFile(join(copy, FLOOR), withProbe(FLOOR_PAGE, false));
  await writeFile(join(copy, POPUP_ASYNC), withProbe(popup, true));
  await writeFile(join(copy, FLOOR_ASYNC), withProbe(FLOOR_PAGE, true));
  await writeFile(join(copy, FLOOR_STORAGE), withProbe(FLOOR_STORAGE_PAGE, false));
  await writeFile(join(copy, 'bench-floor-storage.js'), FLOOR_STORAGE_SCRIPT);
  await writeFile(join(copy, FLOOR_REACT), withProbe(FLOOR_REACT_PAGE, false));
  await writeFile(join(copy, 'bench-floor-react.js'), await floorReactScript());
  await writeFile(join(copy, PROBE), PROBE_SCRIPT);
  return copy;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: nothing after ${TIMEOUT_MS} ms.`)),
      TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const isPopup = (path: string) => (url: string) => url.endsWith(`/${path}`);

/** Opens `path` as the toolbar popup, reads what the page recorded, closes it. */
async function openOnce(ext: ExtensionHarness, browser: Browser, path: string): Promise<Probe> {
  const worker = await ext.worker();
  await worker.evaluate(`chrome.action.setPopup({ popup: ${JSON.stringify(path)} })`);
  const opened = browser.waitForTarget((t) => t.type() === 'page' && isPopup(path)(t.url()), {
    timeout: TIMEOUT_MS,
  });
  // The toolbar click: the worker's clock, on the epoch scale every context of it shares.
  const calledAt = (await within(
    worker.evaluate(
      '(async () => { const at = performance.timeOrigin + performance.now(); await chrome.action.openPopup(); return at; })()',
    ),
    `chrome.action.openPopup() for ${path}`,
  )) as number;
  const target = await opened.catch((err: unknown) => {
    throw new Error(`The popup ${path} did not open (no page target): ${String(err)}`);
  });
  const page = await within(target.asPage(), `attaching to the popup ${path}`);
  try {
    const probe = await within(
      page.evaluate(READ_PROBE) as Promise<Probe>,
      `the probe in ${path} (ready)`,
    );
    return {
      ...probe,
      opened: probe.timeOrigin === undefined ? undefined : probe.timeOrigin - calledAt,
    };
  } finally {
    await page.close();
    // The next openPopup() must not find this one still open.
    await within(
      (async () => {
        while (browser.targets().some((t) => isPopup(path)(t.url()))) {
          await new Promise((r) => setTimeout(r, 20));
        }
      })(),
      `closing the popup ${path}`,
    );
  }
}

export async function run(): Promise<Array<Record<string, string | number>>> {
  const copy = await probedCopy(EXTENSION_DIR);
  const port = await freePort();
  let ext: ExtensionHarness | undefined;
  let browser: Browser | undefined;
  try {
    ext = await launchExtension({
      extensionDir: copy,
      args: [`--remote-debugging-port=${port}`],
    });
    browser = await within(
      puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null }),
      `puppeteer.connect to port ${port}`,
    );
    await writeStorage(ext, await seed(EXTENSION_DIR));
    // openPopup() needs a browser window to anchor to.
    if (ext.context.pages().length === 0) await ext.context.newPage();

    const seen = new Map<string, Probe[]>(PAGES.map(({ path }) => [path, []]));
    // One warm-up open of each, then they take turns.
    for (const { path } of PAGES) await openOnce(ext, browser, path);
    for (let i = 0; i < OPENS; i++) {
      for (const { path } of PAGES) seen.get(path)?.push(await openOnce(ext, browser, path));
    }

    return PAGES.map(({ path, name }) => {
      const probes = seen.get(path) ?? [];
      const of = (key: keyof Probe) =>
        probes.map((p) => p[key]).filter((v): v is number => typeof v === 'number');
      const medianOf = (values: number[]) => (values.length ? +median(values).toFixed(1) : 'n/a');
      const ms = (key: keyof Probe) => medianOf(of(key));
      // What the user sees: the bubble opens at the load event, showing what is there by then
      // (an async probe that found the box, or ready, before the load event knows it was).
      type Shown = 'boxVisible' | 'loaded' | 'ready';
      const late = { boxVisible: 'lateBox', loaded: 'lateLoaded', ready: 'lateReady' } as const;
      const userSees = (p: Probe, key: Shown): number | undefined => {
        if (p.loadEnd === undefined) return undefined;
        const at = p[key];
        if (at !== undefined) return Math.max(at, p.loadEnd);
        return p[late[key]] && (p.firstScript ?? Infinity) <= p.loadEnd ? p.loadEnd : undefined;
      };
      const known = (values: Array<number | undefined>) =>
        values.filter((v): v is number => v !== undefined);
      const shown = (key: Shown) => medianOf(known(probes.map((p) => userSees(p, key))));
      // The other way: from the openPopup() call (the click), on the shared epoch clock.
      const fromCall = (key: Shown) =>
        medianOf(
          known(
            probes.map((p) => {
              const at = userSees(p, key);
              return at === undefined || p.opened === undefined ? undefined : p.opened + at;
            }),
          ),
        );
      return {
        page: name,
        doc_received: ms('responseEnd'),
        parse_start: ms('parseStart'),
        probe_runs: ms('firstScript'),
        box_visible: ms('boxVisible'),
        loaded: ms('loaded'),
        ready: ms('ready'),
        dom_interactive: ms('domInteractive'),
        load_end: ms('loadEnd'),
        shown_box: shown('boxVisible'),
        shown_loaded: shown('loaded'),
        shown_ready: shown('ready'),
        opened: ms('opened'),
        call_to_shown_box: fromCall('boxVisible'),
        call_to_shown_ready: fromCall('ready'),
        fcp: ms('fcp'),
        // Opens that saw it (an async probe can run after the box or ready is there).
        box_n: of('boxVisible').length,
        loaded_n: of('loaded').length,
        ready_n: of('ready').length,
        fcp_n: of('fcp').length,
      };
    });
  } finally {
    await browser?.disconnect().catch(() => undefined);
    await ext?.close();
    await rm(copy, { recursive: true, force: true });
  }
}
