/**
 * Launches Debian's Chromium with the built extension loaded, and gives tests the handles
 * they need: the extension id, its service worker, pages, and worker control through CDP.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { chromiumPath } from './global-setup';

export interface ExtensionHarness {
  context: BrowserContext;
  extensionId: string;
  /** The current service worker (a new one after stopWorker + wake). */
  worker(): Promise<Worker>;
  /** Opens an extension page (e.g. 'popup.html') in a tab. */
  openExtensionPage(path: string): Promise<Page>;
  /** Kills the extension's service worker (CDP ServiceWorker.stopAllWorkers). */
  stopWorker(): Promise<void>;
  /** Errors logged by any page or worker of the extension since launch. */
  consoleErrors: string[];
  close(): Promise<void>;
}

/** The built extension under test; EXTENSION_DIR overrides it (parallel builds). */
export const EXTENSION_DIR = resolve(process.env.EXTENSION_DIR ?? '.output/chrome-mv3');

/**
 * Headless Chromium with only the extension in `extensionDir` loaded. The network flags keep
 * Chromium from calling home: this machine's closed network refuses those connections.
 */
export function extensionChromiumArgs(extensionDir: string): string[] {
  return [
    '--headless=new',
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ];
}

/** Headless Chromium with only our built extension (EXTENSION_DIR) loaded. */
export const EXTENSION_CHROMIUM_ARGS: readonly string[] = extensionChromiumArgs(EXTENSION_DIR);

export interface LaunchOptions {
  /** More Chromium flags, e.g. `--lang=de` for the UI language. */
  args?: readonly string[];
  /** Another build to load instead of EXTENSION_DIR (e.g. a copy a bench has changed). */
  extensionDir?: string;
}

export async function launchExtension(options: LaunchOptions = {}): Promise<ExtensionHarness> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'humanizer-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: [
      ...(options.extensionDir === undefined
        ? EXTENSION_CHROMIUM_ARGS
        : extensionChromiumArgs(options.extensionDir)),
      ...(options.args ?? []),
    ],
  });
  const consoleErrors: string[] = [];
  const watchPage = (page: Page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(`${page.url()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => consoleErrors.push(`${page.url()}: ${err.message}`));
  };
  context.on('page', watchPage);
  context.pages().forEach(watchPage);

  const worker = async (): Promise<Worker> => {
    const live = context.serviceWorkers().find((w) => w.url().startsWith('chrome-extension://'));
    if (live) return live;
    return context.waitForEvent('serviceworker', { timeout: 30_000 });
  };
  const first = await worker();
  const extensionId = new URL(first.url()).host;

  const openExtensionPage = async (path: string): Promise<Page> => {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/${path}`);
    return page;
  };

  const stopWorker = async (): Promise<void> => {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await cdp.detach();
  };

  return {
    context,
    extensionId,
    worker,
    openExtensionPage,
    stopWorker,
    consoleErrors,
    close: async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
