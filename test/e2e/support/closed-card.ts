/**
 * The card lives in a CLOSED shadow root: neither the page nor Playwright's locators can
 * reach it. Tests reach it the way only a debugger can: CDP's DOM domain with `pierce`
 * (which walks closed roots and same-process frames), and they drive it with real input
 * (Playwright's mouse and keyboard go through CDP Input, so the events are trusted).
 * `cardLocator` offers the slice of Locator the tests use.
 */
import type { CDPSession, Page } from 'playwright-core';

interface DomNode {
  backendNodeId: number;
  nodeName: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: Array<DomNode & { shadowRootType?: string }>;
  contentDocument?: DomNode;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();
const WAIT_MS = 20_000;

function session(page: Page): Promise<CDPSession> {
  let s = sessions.get(page);
  if (!s) {
    s = page.context().newCDPSession(page);
    sessions.set(page, s);
  }
  return s;
}

const attr = (node: DomNode, name: string) => {
  const list = node.attributes ?? [];
  for (let i = 0; i < list.length; i += 2) if (list[i] === name) return list[i + 1];
  return undefined;
};

/** Every node under `root`, through closed shadow roots and frames; with its shadow host. */
function* walk(root: DomNode, host: DomNode | null = null): Generator<[DomNode, DomNode | null]> {
  yield [root, host];
  for (const shadow of root.shadowRoots ?? []) yield* walk(shadow, root);
  if (root.contentDocument) yield* walk(root.contentDocument, null);
  for (const child of root.children ?? []) yield* walk(child, host);
}

/** The nodes with `data-testid` = testId that sit inside a closed shadow root. */
export async function findCardNodes(page: Page, testId: string): Promise<DomNode[]> {
  const cdp = await session(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  const found: DomNode[] = [];
  const inClosed = (n: DomNode): boolean =>
    (n.shadowRoots ?? []).some((r) => r.shadowRootType === 'closed');
  for (const [node, host] of walk(root)) {
    if (host && inClosed(host) && attr(node, 'data-testid') === testId) found.push(node);
  }
  return found;
}

/** The host elements of the cards in the page (and its same-process frames). */
export async function cardHosts(page: Page): Promise<DomNode[]> {
  const cdp = await session(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  const hosts: DomNode[] = [];
  for (const [node, host] of walk(root)) {
    if (host && attr(node, 'data-testid') === 'humanizer-card') hosts.push(host);
  }
  return hosts;
}

/** The closed shadow roots of the card hosts in the page (and its same-process frames). */
export async function closedCardRoots(page: Page): Promise<DomNode[]> {
  const cdp = await session(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  const roots: DomNode[] = [];
  for (const [node] of walk(root)) {
    for (const r of node.shadowRoots ?? []) {
      if (r.shadowRootType !== 'closed') continue;
      for (const [inner] of walk(r)) {
        if (attr(inner, 'data-testid') === 'humanizer-card') roots.push(r);
      }
    }
  }
  return roots;
}

/** Runs `fn(node, arg)` in the page's main world (as a debugger can); returns by value. */
export async function callOn<R, E = HTMLElement, A = undefined>(
  page: Page,
  node: DomNode,
  fn: (el: E, arg: A) => R,
  arg?: A,
): Promise<R> {
  const cdp = await session(page);
  const { object } = (await cdp.send('DOM.resolveNode', {
    backendNodeId: node.backendNodeId,
  })) as { object: { objectId: string } };
  const { result, exceptionDetails } = (await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId,
    functionDeclaration: `function (arg) { return (${fn.toString()})(this, arg); }`,
    arguments: [{ value: arg }],
    returnByValue: true,
    awaitPromise: true,
  })) as { result: { value: R }; exceptionDetails?: { text: string } };
  if (exceptionDetails) throw new Error(`In the card: ${exceptionDetails.text}`);
  return result.value;
}

export interface CardLocator {
  count(): Promise<number>;
  isVisible(): Promise<boolean>;
  waitFor(options?: {
    state?: 'visible' | 'attached' | 'detached';
    timeout?: number;
  }): Promise<void>;
  getAttribute(name: string, options?: { timeout?: number }): Promise<string | null>;
  textContent(options?: { timeout?: number }): Promise<string | null>;
  evaluate<R>(fn: (el: HTMLElement) => R): Promise<R>;
  /** Focuses the control (as a Tab would); key presses then go through page.keyboard. */
  focus(): Promise<void>;
  /** A real (trusted) mouse click at the control's centre. */
  click(): Promise<void>;
  /** The control's box in the viewport (CSS pixels). */
  box(): Promise<{ x: number; y: number; width: number; height: number }>;
}

export function cardLocator(page: Page, testId: string): CardLocator {
  const first = async (timeout = WAIT_MS): Promise<DomNode> => {
    const until = Date.now() + timeout;
    for (;;) {
      const [node] = await findCardNodes(page, testId);
      if (node) return node;
      if (Date.now() > until) throw new Error(`No card part "${testId}" within ${timeout} ms.`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const visible = (el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const self: CardLocator = {
    count: async () => (await findCardNodes(page, testId)).length,
    async isVisible() {
      const [node] = await findCardNodes(page, testId);
      return node ? callOn(page, node, visible) : false;
    },
    async waitFor({ state = 'visible', timeout = WAIT_MS } = {}) {
      const until = Date.now() + timeout;
      for (;;) {
        const n = await self.count();
        if (state === 'detached' ? n === 0 : state === 'attached' ? n > 0 : await self.isVisible())
          return;
        if (Date.now() > until)
          throw new Error(`Card part "${testId}" not ${state} in ${timeout} ms.`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    getAttribute: async (name, o) =>
      callOn(page, await first(o?.timeout), (el: Element, n: string) => el.getAttribute(n), name),
    textContent: async (o) =>
      callOn(page, await first(o?.timeout), (el: Element) => el.textContent),
    evaluate: async <R>(fn: (el: HTMLElement) => R) => callOn(page, await first(), fn),
    focus: async () => {
      await callOn(page, await first(), (el: HTMLElement) => el.focus());
    },
    async box() {
      const cdp = await session(page);
      const node = await first();
      const { model } = (await cdp.send('DOM.getBoxModel', {
        backendNodeId: node.backendNodeId,
      })) as { model: { border: number[]; width: number; height: number } };
      const [x = 0, y = 0] = model.border;
      return { x, y, width: model.width, height: model.height };
    },
    async click() {
      await self.waitFor({ state: 'visible' });
      const cdp = await session(page);
      await cdp.send('DOM.scrollIntoViewIfNeeded', {
        backendNodeId: (await first()).backendNodeId,
      });
      const { x, y, width, height } = await self.box();
      await page.mouse.click(x + width / 2, y + height / 2);
    },
  };
  return self;
}
