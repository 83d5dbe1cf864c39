/**
 * Page objects for the in-page Humanize button (lib/in-page-button/sentinel/). The button lives
 * in a closed shadow root, so tests reach it as only a debugger can (CDP's DOM domain with
 * `pierce`) and press it with real (trusted) mouse input at its box. Also: which of the
 * extension's scripts a frame has run (CDP Debugger), and the environment these files share:
 * the reference server, the fixture pages served on 127.0.0.1 (granted by the manifest) and on
 * `*.button.test` hosts (mapped to 127.0.0.1 by Chromium's resolver, granted by nobody).
 */
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { ButtonChange } from '@/lib/in-page-button/button-settings';
import type { InPageButtonView } from '@/lib/in-page-button/button-view';
import { EVENTUALLY } from './editor-page';
import { callFunctionOnNode, cdpSession, piercedDocument, walk, type DomNode } from './pierced-dom';
import { launchExtension, type ExtensionHarness } from './extension';
import { startBrowserAndServer, type BrowserAndServer } from './browser-and-server';
import { configureExtension, readStorage } from './extension-settings';
import { PAGES_DIR, tabIdOf } from './selection-helpers';
import { serveDir, type StaticServer } from './static-server';
import { withFixture } from './with-fixture';

/** Hosts no permission covers: `http://a.button.test:PORT/…` reaches the fixture server. */
export const UNGRANTED_HOSTS = '--host-resolver-rules=MAP *.button.test 127.0.0.1';

type Automation = {
  humanizer: {
    inPageButton: {
      get(url?: string): Promise<InPageButtonView>;
      set(change: ButtonChange, url?: string): Promise<{ ok: boolean; view: InPageButtonView }>;
    };
  };
};

export interface ButtonEnv extends BrowserAndServer<ExtensionHarness> {
  pages: StaticServer;
  /** The fixture page `name` on `host` (default 127.0.0.1), e.g. url('button-fields.html'). */
  url(name: string, host?: string): string;
  open(name: string, host?: string): Promise<{ page: Page; tabId: number }>;
  /** The popup's and options page's change, as their messages make it (automation.ts). */
  set(change: ButtonChange): Promise<InPageButtonView>;
  view(url?: string): Promise<InPageButtonView>;
  /** The button script's registration in force: its matches and excludeMatches, or null. */
  registration(): Promise<{ matches: string[]; excludeMatches: string[] } | null>;
}

/** `extensionDir`: another copy of the build (its own extension id), e.g. for a policy. */
export async function startButtonEnv(extensionDir?: string): Promise<ButtonEnv> {
  const launch = () => launchExtension({ args: [UNGRANTED_HOSTS], extensionDir });
  const pair = await startBrowserAndServer(launch, { quota: 100_000 });
  const pages = await serveDir(PAGES_DIR);
  await configureExtension(pair.ext, pair.server.baseUrl);
  const port = new URL(pages.url).port;
  const url = (name: string, host = '127.0.0.1') => `http://${host}:${port}/${name}`;
  const automation = async () => pair.ext.worker();
  return {
    ...pair,
    pages,
    url,
    async open(name, host) {
      const page = await pair.ext.context.newPage();
      await page.goto(url(name, host));
      await page.bringToFront();
      return { page, tabId: await tabIdOf(pair.ext, page.url()).catch(() => -1) };
    },
    async set(change) {
      const worker = await automation();
      const result = await worker.evaluate(
        (c) => (globalThis as unknown as Automation).humanizer.inPageButton.set(c),
        change,
      );
      if (!result.ok) throw new Error(`Button change refused: ${JSON.stringify(result)}`);
      return result.view;
    },
    async view(u) {
      const worker = await automation();
      return worker.evaluate(
        (x) => (globalThis as unknown as Automation).humanizer.inPageButton.get(x),
        u,
      );
    },
    async registration() {
      const worker = await automation();
      return worker.evaluate(async () => {
        const { chrome } = globalThis as unknown as {
          chrome: {
            scripting: {
              getRegisteredContentScripts(
                f: object,
              ): Promise<Array<{ matches?: string[]; excludeMatches?: string[] }>>;
            };
          };
        };
        const [script] = await chrome.scripting.getRegisteredContentScripts({
          ids: ['humanizer-button'],
        });
        return script
          ? { matches: script.matches ?? [], excludeMatches: script.excludeMatches ?? [] }
          : null;
      });
    },
    async close() {
      await pair.close();
      await pages.close();
    },
  };
}

export function withButtonEnv(): ButtonEnv {
  return withFixture(startButtonEnv);
}

/** The fixture server's site, which the manifest grants. */
export const LOOPBACK_SITE = 'http://127.0.0.1/*';
/** The first line of #field in button-fields.html: ~74 monospace characters of 9.6 px. */
export const FIRST_LINE = { from: { x: 6, y: 10 }, to: { x: 320, y: 10 } };

/** The env of a describe block with the button turned on for LOOPBACK_SITE, and off after. */
export function withButtonOnLoopback(): ButtonEnv {
  const env = withButtonEnv();
  beforeAll(async () => void (await env.set({ kind: 'site', site: LOOPBACK_SITE, on: true })));
  afterAll(
    async () => void (await env.set({ kind: 'forget', site: LOOPBACK_SITE, list: 'sites' })),
  );
  return env;
}

const hasAttr = (n: DomNode, name: string) => (n.attributes ?? []).includes(name);

export type ButtonPart = 'press' | 'menu' | 'hide' | 'note';

/** The parts of the button in the page (or its frames), found through its closed root. */
async function findParts(
  page: Page,
): Promise<Partial<Record<ButtonPart, DomNode>> & { host?: DomNode }> {
  for (const [node] of walk(await piercedDocument(page))) {
    const closed = (node.shadowRoots ?? []).find((r) => r.shadowRootType === 'closed');
    if (!closed) continue;
    const buttons = [...walk(closed)].map(([n]) => n).filter((n) => n.nodeName === 'BUTTON');
    const menu = buttons.find((b) => hasAttr(b, 'aria-expanded'));
    if (!menu) continue; // the card's root, not the button's
    const note = [...walk(closed)].map(([n]) => n).find((n) => n.nodeName === 'P');
    return { host: node, press: buttons[0], menu, hide: buttons[2], note };
  }
  return {};
}

const VISIBLE = `function () {
  const r = this.getBoundingClientRect();
  let el = this;
  for (; el; el = el.parentNode instanceof ShadowRoot ? el.parentNode.host : el.parentElement) {
    const s = getComputedStyle(el);
    if (s.visibility === 'hidden' || s.display === 'none') return false;
  }
  return r.width > 0 && r.height > 0;
}`;

/** Whether the part is shown (the whole button is, for 'press'). */
export async function partVisible(page: Page, part: ButtonPart = 'press'): Promise<boolean> {
  const node = (await findParts(page))[part];
  return node ? callFunctionOnNode<boolean>(page, node, VISIBLE) : false;
}

export const buttonShown = (page: Page) => partVisible(page, 'press');

/** Whether the button shows from a child frame's document (e.g. a rich editor's frame). */
export async function buttonInChildFrame(page: Page): Promise<boolean> {
  const { host } = await findParts(page);
  if (!host) return false;
  return callFunctionOnNode<boolean>(
    page,
    host,
    'function () { const w = this.ownerDocument.defaultView; return w !== w.top; }',
  );
}

/** The part's box in the top viewport (CSS pixels). */
export async function partBox(page: Page, part: ButtonPart = 'press') {
  const node = (await findParts(page))[part];
  if (!node) throw new Error(`No button part "${part}" in the page.`);
  const cdp = await cdpSession(page);
  const { model } = (await cdp.send('DOM.getBoxModel', { backendNodeId: node.backendNodeId })) as {
    model: { border: number[]; width: number; height: number };
  };
  const [x = 0, y = 0] = model.border;
  return { x, y, width: model.width, height: model.height };
}

export async function partText(page: Page, part: ButtonPart): Promise<string> {
  const node = (await findParts(page))[part];
  return node
    ? callFunctionOnNode<string>(page, node, 'function () { return this.textContent; }')
    : '';
}

/** The part's label as drawn (generated content from its `data-t`), '' for none. */
export async function partLabel(page: Page, part: ButtonPart): Promise<string> {
  const attrs = (await findParts(page))[part]?.attributes ?? [];
  const at = attrs.indexOf('data-t');
  return at >= 0 && at % 2 === 0 ? (attrs[at + 1] ?? '') : '';
}

/**
 * The press guard's wait (lib/in-page-button/sentinel/press-guard.ts: DELAY_MS after the
 * button appeared or moved, and IntersectionObserver v2's first report, 100 ms apart), with
 * room: for a test that must wait as long without the button to look at (a negative).
 */
export const PRESS_READY_MS = 900;

/** Whether a press on the button would act now: the guard's mark inside the closed root. */
export async function buttonArmed(page: Page): Promise<boolean> {
  const { press } = await findParts(page);
  return Boolean(press && hasAttr(press, 'data-armed'));
}

/** Whether the first-time note is used up: `inPageButton.noteShown` as the worker reads it. */
export async function noteUsedUp(env: ButtonEnv): Promise<boolean> {
  const stored = await readStorage<{ noteShown?: unknown } | undefined>(env.ext, 'inPageButton');
  return stored?.noteShown === true;
}

/** A real (trusted) click at the part's centre, once it shows and the press guard is armed. */
export async function clickPart(page: Page, part: ButtonPart = 'press'): Promise<void> {
  await waitUntil(() => partVisible(page, part), `button part "${part}" visible`);
  await waitUntil(() => buttonArmed(page), 'the button armed (press-guard.ts)');
  await clickNow(page, part);
}

/** A real click at the part's centre at once (as a user tricked into it would). */
export async function clickNow(page: Page, part: ButtonPart = 'press'): Promise<void> {
  const { x, y, width, height } = await partBox(page, part);
  await page.mouse.click(x + width / 2, y + height / 2);
}

export async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + EVENTUALLY.timeout;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Not ${what} within ${EVENTUALLY.timeout} ms.`);
    await new Promise((r) => setTimeout(r, EVENTUALLY.interval));
  }
}

/**
 * The URLs of the extension's scripts that have run in the page (its frames in the same
 * process included): CDP's Debugger reports every script parsed, in every world, content
 * scripts included, whatever their UI shows. (Not the execution contexts: Chrome may create
 * the extension's isolated world in a frame where none of its scripts ran.)
 */
export async function extensionScripts(page: Page, extensionId: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const urls: string[] = [];
  cdp.on('Debugger.scriptParsed', (e: { url: string }) => urls.push(e.url));
  // Enabling the debugger reports the scripts already parsed before it answers.
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.disable');
  await cdp.detach();
  return urls.filter((u) => u.startsWith(`chrome-extension://${extensionId}/`));
}

export const isSentinel = (url: string) => url.endsWith('/humanize-button.js');

/** Drags the mouse across a field from one point to another (offsets in the field's box). */
export async function dragIn(
  page: Page,
  selector: string,
  from: { x: number; y: number },
  to: { x: number; y: number },
  frame: Page | Frame = page,
): Promise<void> {
  const box = await frame.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  await page.mouse.move(box.x + from.x, box.y + from.y);
  await page.mouse.down();
  await page.mouse.move(box.x + to.x, box.y + to.y, { steps: 8 });
  await page.mouse.up();
}

/** The field's selection: [start, end, focused]. */
export function fieldSelection(page: Page, selector: string) {
  return page.evaluate((s) => {
    const el = document.querySelector(s) as HTMLTextAreaElement;
    return {
      start: el.selectionStart,
      end: el.selectionEnd,
      focused: document.activeElement === el,
    };
  }, selector);
}

/** Waits until the button's script has run in the page (registered scripts run at idle). */
export async function sentinelRunning(env: ButtonEnv, page: Page): Promise<void> {
  await waitUntil(
    async () => (await extensionScripts(page, env.ext.extensionId)).some(isSentinel),
    'the button script in the page',
  );
}
