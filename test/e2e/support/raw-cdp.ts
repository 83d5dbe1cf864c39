/**
 * Chromium with the built extension, driven over raw CDP on --remote-debugging-pipe and
 * WITHOUT attaching to the extension's service worker. Playwright attaches a debugger to
 * every worker it reports, and Chromium never stops an idle worker that has a debugger
 * attached: tests about the worker's lifetime must use this harness instead.
 *
 * Only the browser target and the extension pages a test opens are attached; the worker is
 * watched through target discovery (created / destroyed) alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { PipeConnection } from './cdp-pipe';
import { preloadNextWorker } from './worker-preload';
import { EXTENSION_CHROMIUM_ARGS } from './extension';
import { chromiumPath } from './global-setup';

export interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}

/** One service-worker target of the extension, as discovery reported it. */
export interface WorkerTarget {
  targetId: string;
  createdAt: number;
  destroyedAt?: number;
}

/** An extension page attached over CDP; code runs in the page, never in the worker. */
export interface ExtensionPage {
  /** The flattened CDP session attached to the page. */
  sessionId: string;
  /** Evaluates `fn(arg)` in the page (awaited, result returned by value). */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
}

export interface RawExtensionBrowser {
  extensionId: string;
  /** Every service-worker target of the extension seen so far, oldest first. */
  workers: WorkerTarget[];
  openPage(path: string): Promise<ExtensionPage>;
  /** Stops the extension's worker (CDP ServiceWorker.stopAllWorkers from a page session). */
  stopWorker(page: ExtensionPage): Promise<void>;
  /**
   * Makes the next worker that starts run `expression` before its own script (it starts
   * paused for a debugger, the expression runs, then it is resumed and left unattached).
   * Resolves once armed; `installed` resolves when the expression ran in a worker.
   */
  beforeNextWorker(expression: string): Promise<{ installed: Promise<void> }>;
  close(): Promise<void>;
}

const CHROMIUM_ARGS = [...EXTENSION_CHROMIUM_ARGS, '--remote-debugging-pipe'];

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function launchRawExtension(): Promise<RawExtensionBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'humanizer-raw-'));
  const child = spawn(chromiumPath(), [...CHROMIUM_ARGS, `--user-data-dir=${userDataDir}`], {
    // fd 3: commands to Chromium; fd 4: its replies and events.
    stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.once('error', (err) => (stderr += `\n${err.message}`));
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (d: string) => (stderr = (stderr + d).slice(-4000)));
  const cdp = new PipeConnection(child.stdio[3] as Writable, child.stdio[4] as Readable);
  child.once('exit', () => cdp.failAll(`Chromium exited. Its last output:\n${stderr}`));

  const workers: WorkerTarget[] = [];
  let extensionId = '';
  const isOurWorker = (info: TargetInfo) =>
    info.type === 'service_worker' && info.url.startsWith('chrome-extension://');
  let found: () => void = () => undefined;
  const workerSeen = new Promise<void>((resolve) => (found = resolve));
  cdp.on('Target.targetCreated', (params) => {
    const info = params.targetInfo as TargetInfo;
    if (!isOurWorker(info)) return;
    extensionId ||= new URL(info.url).host;
    workers.push({ targetId: info.targetId, createdAt: Date.now() });
    found();
  });
  cdp.on('Target.targetDestroyed', (params) => {
    const worker = workers.find((w) => w.targetId === params.targetId);
    if (worker) worker.destroyedAt ??= Date.now();
  });
  const close = async () => {
    await cdp.send('Browser.close').catch(() => undefined);
    const done = exited(child);
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await done;
    clearTimeout(killer);
    await rm(userDataDir, { recursive: true, force: true });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // Discovery reports targets without attaching to them (an attached worker never idles out).
    await cdp.send('Target.setDiscoverTargets', { discover: true });
    await Promise.race([
      workerSeen,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`No extension worker.\n${stderr}`)), 30_000);
      }),
    ]);
  } catch (err) {
    await close();
    throw err;
  } finally {
    clearTimeout(timer);
  }

  const openPage = async (path: string): Promise<ExtensionPage> => {
    const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', {
      url: `chrome-extension://${extensionId}/${path}`,
    });
    const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const evaluate = async <A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> => {
      const reply = await cdp.send<{
        result: { value?: unknown };
        exceptionDetails?: { text: string; exception?: { description?: string } };
      }>(
        'Runtime.evaluate',
        {
          expression: `(${fn.toString()})(${JSON.stringify(arg)})`,
          awaitPromise: true,
          returnByValue: true,
        },
        sessionId,
      );
      if (reply.exceptionDetails) {
        const { text, exception } = reply.exceptionDetails;
        throw new Error(exception?.description ?? text);
      }
      return reply.result.value as R;
    };
    // Wait until the extension page's document and its chrome.* bindings are ready. The new
    // target may still show its initial about:blank (complete, without chrome.storage), and an
    // evaluate that lands during the navigation fails with a destroyed context: both retry.
    const ready = () =>
      location.protocol === 'chrome-extension:' &&
      document.readyState === 'complete' &&
      typeof (globalThis as { chrome?: { storage?: { local?: unknown } } }).chrome?.storage
        ?.local === 'object';
    for (let i = 0; ; i++) {
      if (await evaluate(ready, null).catch(() => false)) break;
      if (i >= 200) throw new Error(`The extension page ${path} never became ready.`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return { sessionId, evaluate };
  };

  return {
    get extensionId() {
      return extensionId;
    },
    workers,
    openPage,
    async stopWorker(page) {
      await cdp.send('ServiceWorker.enable', {}, page.sessionId);
      await cdp.send('ServiceWorker.stopAllWorkers', {}, page.sessionId);
      await cdp.send('ServiceWorker.disable', {}, page.sessionId);
    },
    beforeNextWorker: (expression) => preloadNextWorker(cdp, isOurWorker, expression),
    close,
  };
}

/** Opens `path` and writes `items` into storage.local from it (the extension's own page). */
export async function openPageWithStorage(
  ext: RawExtensionBrowser,
  path: string,
  items: Record<string, unknown>,
): Promise<ExtensionPage> {
  const page = await ext.openPage(path);
  await page.evaluate(async (written) => {
    const { chrome } = globalThis as unknown as {
      chrome: { storage: { local: { set(items: object): Promise<void> } } };
    };
    await chrome.storage.local.set(written);
  }, items);
  return page;
}
