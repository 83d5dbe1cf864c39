/**
 * Launches Debian's Firefox ESR with the built Firefox extension installed, driven over
 * WebDriver BiDi by puppeteer-core. BiDi may not navigate a tab to moz-extension:// itself, so
 * the add-on is put in a fresh profile before launch (a proxy file pointing at the build),
 * with a fixed internal UUID, and Firefox starts on our options page: that tab (`control`)
 * reaches the extension API, opens our other pages with tabs.create, and reaches the
 * background page (an event page in Firefox MV3) through runtime.getBackgroundPage().
 * test/e2e/README.md tells the whole way and its traps.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { until } from '../../e2e/support/popup-support';
import puppeteer, { type Browser, type Frame, type Page, type Target } from 'puppeteer-core';
import { PROTECTED_DB, PROTECTED_STORE } from '../../../utils/protected-area';

/** The add-on id in the Firefox manifest (wxt.config.ts, browser_specific_settings). */
export const GECKO_ID = 'humanizer@example.org';
/** The internal UUID the profile gives the add-on, so its pages' URLs are known up front. */
export const EXTENSION_UUID = '6f1d3c2a-8b4e-4f7a-9c1d-2e3f4a5b6c7d';
export const EXTENSION_ORIGIN = `moz-extension://${EXTENSION_UUID}`;

/** The built Firefox extension; FIREFOX_EXTENSION_DIR overrides it. */
export const FIREFOX_EXTENSION_DIR = resolve(
  process.env.FIREFOX_EXTENSION_DIR ?? '.output/firefox-mv3',
);

export function firefoxPath(): string {
  return process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
}

/**
 * Preferences that let an unsigned add-on from the profile run (ESR honours the signature
 * switch) and keep Firefox quiet on a closed network.
 */
const PREFS: Record<string, unknown> = {
  'xpinstall.signatures.required': false,
  'extensions.autoDisableScopes': 0,
  'extensions.enabledScopes': 15,
  'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: EXTENSION_UUID }),
  'app.update.enabled': false,
  'browser.shell.checkDefaultBrowser': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
};

/** Downloads (an export from the popup) go without a question into the profile's folder. */
const downloadPrefs = (profile: string) => ({
  'browser.download.dir': join(profile, 'downloads'),
  'browser.download.folderList': 2,
  'browser.download.useDownloadDir': true,
  'browser.download.always_ask_before_handling_new_types': false,
  'browser.download.alwaysOpenPanel': false,
});

/**
 * Firefox MV3 asks for host_permissions at install time through a prompt no driver can
 * answer; a real user accepts it. Here the local origins are granted in the profile.
 */
const GRANTED = {
  [GECKO_ID]: {
    permissions: [],
    origins: ['http://127.0.0.1/*', 'http://localhost/*'],
    data_collection: ['websiteContent'],
  },
};

/** The slice of the extension API the control page's snippets use (run in that page). */
declare const browser: {
  tabs: {
    create(p: { url: string; active?: boolean }): Promise<{ id?: number }>;
    query(q: object): Promise<Array<{ id?: number; url?: string }>>;
  };
  storage: {
    local: {
      set(items: object): Promise<void>;
      get(key: string | null): Promise<Record<string, unknown>>;
      clear(): Promise<void>;
    };
  };
  scripting: {
    executeScript<A extends unknown[], R>(p: {
      target: { tabId: number; allFrames?: boolean };
      func: (...args: A) => R;
      args: A;
    }): Promise<Array<{ result?: R }>>;
  };
  runtime: {
    sendMessage(message: object): Promise<{ ok: boolean; value?: unknown; error?: string }>;
    getBackgroundPage(): Promise<{
      humanizer: {
        humanizeSelection(tabId: number): Promise<void>;
        anotherParagraphVersion(tabId: number): Promise<void>;
      };
    }>;
  };
};

/** Runs one of the background's user actions for a tab: its rejection message, or null. */
function runAction(
  control: Page,
  action: 'humanizeSelection' | 'anotherParagraphVersion',
  tabId: number,
): Promise<string | null> {
  return control.evaluate(
    async (name, id) => {
      try {
        const background = await browser.runtime.getBackgroundPage();
        await background.humanizer[name](id);
        return null;
      } catch (err) {
        return err instanceof Error ? err.message : String(err);
      }
    },
    action,
    tabId,
  );
}

export interface FirefoxHarness {
  firefox: Browser;
  /** Our options page, opened at launch and kept open: the tests' handle on the extension. */
  control: Page;
  /** Opens one of our pages (e.g. 'popup.html') in a new tab, as the extension itself can. */
  openExtensionPage(path: string): Promise<Page>;
  /** Opens a web page in a new tab; returns it with its tab id as the extension knows it. */
  openWebPage(url: string): Promise<{ page: Page; tabId: number }>;
  /** Writes items to the extension's storage.local. */
  writeStorage(items: Record<string, unknown>): Promise<void>;
  readStorage<T>(key: string): Promise<T>;
  /**
   * Everything in the protected area (utils/protected-area.ts: the extension's IndexedDB,
   * where Firefox keeps the key and every text), read from our own page.
   */
  readProtected(): Promise<Record<string, unknown>>;
  /** Sends a runtime message from our own page (as the options page does); its reply. */
  sendMessage<T>(type: string, payload: object): Promise<T>;
  /**
   * Runs the background's humanizeSelection(tabId), the action behind the context menu and
   * the shortcut; resolves with its rejection message, or null when it resolved.
   */
  humanizeSelection(tabId: number): Promise<string | null>;
  /** The same for the context menu's "Another version of this paragraph". */
  anotherParagraphVersion(tabId: number): Promise<string | null>;
  /**
   * Reads the in-page card of `page`: the `data-kind` of the card, or the text of its part
   * with `data-testid` = `testId`; null while there is none. The card is an extension page in
   * a frame of the page (docs/card.md); BiDi reaches it as one of `page.frames()` (its URL
   * reported as about:blank: BiDi does not report navigations to moz-extension://), and this
   * reads only a frame whose document is at our extension's origin.
   */
  cardPart(page: Page, testId?: string): Promise<string | null>;
  /** The frame of `page` that shows our card, or null. */
  cardFrame(page: Page): Promise<Frame | null>;
  /** Whether a card's host element sits inside the element matching `root`, in any frame. */
  cardInside(tabId: number, root: string): Promise<boolean>;
  /** Uncaught errors and console errors of our pages since launch. */
  consoleErrors: string[];
  /** Where the browser saves downloads, without asking. */
  downloadsDir: string;
  close(): Promise<void>;
}

/** The frame of `page` whose document is our card page (card.html at our origin), or null. */
async function findCardFrame(page: Page): Promise<Frame | null> {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const here = await frame
      .evaluate(() => `${location.origin}${location.pathname}`)
      .catch(() => null);
    if (here === `${EXTENSION_ORIGIN}/card.html`) return frame;
  }
  return null;
}

async function newProfile(): Promise<string> {
  const profile = await mkdtemp(join(tmpdir(), 'humanizer-firefox-'));
  await mkdir(join(profile, 'extensions'));
  // A proxy file: the add-on is loaded from the build folder, unpacked, as if installed.
  await writeFile(join(profile, 'extensions', GECKO_ID), `${FIREFOX_EXTENSION_DIR}\n`);
  await writeFile(join(profile, 'extension-preferences.json'), JSON.stringify(GRANTED));
  return profile;
}

/**
 * The page of the first tab opened after `known` was taken. Its target keeps the URL
 * about:blank (BiDi does not report a navigation to moz-extension://), so the page is asked
 * where it is until it has reached `url` and rendered our app.
 */
async function waitForNewPage(firefox: Browser, known: Set<Target>, url: string): Promise<Page> {
  const target = await firefox.waitForTarget((t) => t.type() === 'page' && !known.has(t), {
    timeout: 30_000,
  });
  const page = await target.page();
  if (!page) throw new Error(`No page for ${url}`);
  await until(
    () =>
      page
        .evaluate(() => `${location.href} ${document.querySelector('main') !== null}`)
        .then((state) => state === `${url} true`)
        .catch(() => false),
    { what: `${url} to open`, timeoutMs: 30_000 },
  );
  return page;
}

/** `prefs`: more Firefox preferences for this launch (e.g. a forced colour scheme). */
export async function launchFirefoxExtension(
  prefs: Record<string, unknown> = {},
): Promise<FirefoxHarness> {
  const profile = await newProfile();
  const startUrl = `${EXTENSION_ORIGIN}/options.html`;
  let firefox: Browser;
  try {
    firefox = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefoxPath(),
      headless: true,
      userDataDir: profile,
      args: [startUrl],
      extraPrefsFirefox: { ...PREFS, ...downloadPrefs(profile), ...prefs },
    });
  } catch (err) {
    await rm(profile, { recursive: true, force: true });
    throw err;
  }
  const consoleErrors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(`${page.url()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => consoleErrors.push(`${page.url()}: ${String(err)}`));
  };
  firefox.on('targetcreated', (target) => {
    void target.page().then((page) => page && watch(page));
  });

  const control = await waitForNewPage(firefox, new Set(), startUrl);
  watch(control);

  // The newest tab at `url` (ids grow): a page an earlier failed test left open at the same
  // address must not be taken for this one (issue 26: a test then read the old tab's button).
  const tabIdOf = (url: string) =>
    control.evaluate(async (u) => {
      const tabs = await browser.tabs.query({});
      const tab = tabs.filter((t) => t.url === u).sort((a, b) => (b.id ?? 0) - (a.id ?? 0))[0];
      if (tab?.id === undefined) throw new Error(`No tab for ${u}`);
      return tab.id;
    }, url);

  return {
    firefox,
    control,
    async openExtensionPage(path) {
      const url = `${EXTENSION_ORIGIN}/${path}`;
      const opened = waitForNewPage(firefox, new Set(firefox.targets()), url);
      await control.evaluate((u) => browser.tabs.create({ url: u }), url);
      const page = await opened;
      await page.bringToFront();
      return page;
    },
    async openWebPage(url) {
      const page = await firefox.newPage();
      await page.goto(url);
      await page.bringToFront();
      return { page, tabId: await tabIdOf(url) };
    },
    writeStorage: (items) => control.evaluate((all) => browser.storage.local.set(all), items),
    readStorage: async <T>(key: string) =>
      (await control.evaluate(async (k) => (await browser.storage.local.get(k))[k], key)) as T,
    readProtected: () =>
      control.evaluate(
        (name, store) =>
          new Promise<Record<string, unknown>>((resolve, reject) => {
            const open = indexedDB.open(name);
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains(store)) return resolve({});
              const items = db.transaction(store).objectStore(store);
              const keys = items.getAllKeys();
              const values = items.getAll();
              values.onsuccess = () =>
                resolve(
                  Object.fromEntries(keys.result.map((k, i) => [String(k), values.result[i]])),
                );
              values.onerror = () => reject(values.error);
            };
          }),
        PROTECTED_DB,
        PROTECTED_STORE,
      ),
    sendMessage: async <T>(type: string, payload: object) => {
      const reply = await control.evaluate(
        (t, p) => browser.runtime.sendMessage({ type: t, payload: p }),
        type,
        payload,
      );
      if (!reply.ok) throw new Error(`${type} refused: ${reply.error}`);
      return reply.value as T;
    },
    humanizeSelection: (tabId) => runAction(control, 'humanizeSelection', tabId),
    anotherParagraphVersion: (tabId) => runAction(control, 'anotherParagraphVersion', tabId),
    cardFrame: (page) => findCardFrame(page),
    async cardPart(page, testId) {
      const frame = await findCardFrame(page);
      if (!frame) return null;
      return frame
        .evaluate((wanted: string | null) => {
          const card = document.querySelector<HTMLElement>('[data-testid="humanizer-card"]');
          if (!card) return null;
          if (wanted === null) return card.dataset.kind ?? null;
          return document.querySelector(`[data-testid="${wanted}"]`)?.textContent ?? null;
        }, testId ?? null)
        .catch(() => null);
    },
    cardInside: async (tabId, rootSelector) =>
      control.evaluate(
        async (id, sel) => {
          const frames = await browser.scripting.executeScript({
            target: { tabId: id, allFrames: true },
            args: [sel] as [string],
            func: (root: string) => {
              type Gecko = Element & { openOrClosedShadowRoot?: ShadowRoot | null };
              const editor = document.querySelector(root);
              // A card's host holds the card's frame in its closed root.
              return Array.from(document.querySelectorAll('div')).some(
                (host) =>
                  (host as Gecko).openOrClosedShadowRoot?.querySelector(
                    '[data-testid="humanizer-card-frame"]',
                  ) != null &&
                  (editor?.contains(host) ?? false),
              );
            },
          });
          return frames.some((f) => f.result === true);
        },
        tabId,
        rootSelector,
      ),
    consoleErrors,
    downloadsDir: join(profile, 'downloads'),
    async close() {
      await firefox.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
