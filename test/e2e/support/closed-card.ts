/**
 * The card as tests see it. Its host is a plain <div> with a CLOSED shadow root in the page;
 * its content is an extension page (card.html) in an <iframe> inside that root, a frame of
 * the extension's origin that the page can neither read nor script. Tests reach the host the
 * way only a debugger can (CDP's DOM domain with `pierce`, which walks closed roots), and the
 * card through Playwright's frames (`page.frames()`: the extension's frame is one of them).
 * They drive it with real input (Playwright's mouse and keyboard go through CDP Input, so the
 * events are trusted). `cardLocator` offers the slice of Locator the tests use.
 */
import type { Frame, Locator, Page } from 'playwright-core';
import { callFunctionOnNode, piercedDocument, walk, type DomNode } from './pierced-dom';

const WAIT_MS = 20_000;
/** One question to a frame; a frame being created or taken away may never answer. */
const ASK_MS = 5_000;

/** `promise`, or `fallback` if it has not settled within `ms` (or rejected). */
export function answerOr<T>(promise: Promise<T>, fallback: T, ms = ASK_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}
const CARD_PAGE = /^chrome-extension:\/\/[a-p]{32}\/card\.html/;

const attr = (node: DomNode, name: string) => {
  const list = node.attributes ?? [];
  for (let i = 0; i < list.length; i += 2) if (list[i] === name) return list[i + 1];
  return undefined;
};

/**
 * The host elements of the cards in the page (and its same-process frames): the elements
 * whose closed shadow root holds the card's frame.
 */
export async function cardHosts(page: Page): Promise<DomNode[]> {
  const hosts: DomNode[] = [];
  for (const [node] of walk(await piercedDocument(page))) {
    const closed = (node.shadowRoots ?? []).filter((r) => r.shadowRootType === 'closed');
    const holdsFrame = closed.some((r) =>
      [...walk(r)].some(([inner]) => attr(inner, 'data-testid') === 'humanizer-card-frame'),
    );
    if (holdsFrame) hosts.push(node);
  }
  return hosts;
}

/** The card frames' <iframe> elements, in the hosts' closed roots (as a debugger finds them). */
export async function cardFrameElements(page: Page): Promise<DomNode[]> {
  const elements: DomNode[] = [];
  for (const host of await cardHosts(page)) {
    for (const root of host.shadowRoots ?? []) {
      for (const [node] of walk(root)) {
        if (attr(node, 'data-testid') === 'humanizer-card-frame') elements.push(node);
      }
    }
  }
  return elements;
}

/** Runs `fn(node, arg)` in the page's main world (as a debugger can); returns by value. */
export async function callOn<R, E = HTMLElement, A = undefined>(
  page: Page,
  node: DomNode,
  fn: (el: E, arg: A) => R,
  arg?: A,
): Promise<R> {
  return callFunctionOnNode<R>(
    page,
    node,
    `function (arg) { return (${fn.toString()})(this, arg); }`,
    arg,
  );
}

/** The frames showing the card's page (the extension's card.html) in `page`. */
export function cardFrames(page: Page): Frame[] {
  return page.frames().filter((frame) => CARD_PAGE.test(frame.url()) && !frame.isDetached());
}

/** The first card frame that has drawn a card, waiting for one up to `timeout`. */
export async function cardFrame(page: Page, timeout = WAIT_MS): Promise<Frame> {
  const until = Date.now() + timeout;
  for (;;) {
    for (const frame of cardFrames(page)) {
      const drawn = await answerOr(frame.locator('[data-testid="humanizer-card"]').count(), 0);
      if (drawn > 0) return frame;
    }
    if (Date.now() > until) throw new Error(`No card drawn within ${timeout} ms.`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Whether the card in `frame` takes clicks now (its click gate, card-page.ts). */
export async function cardTakesClicks(frame: Frame): Promise<boolean> {
  return (
    (await frame
      .locator('html')
      .getAttribute('data-clicks')
      .catch(() => null)) === 'on'
  );
}

/** Waits until the card takes clicks: shown, not covered, settled since its last change. */
export async function untilCardTakesClicks(page: Page, timeout = WAIT_MS): Promise<Frame> {
  const until = Date.now() + timeout;
  for (;;) {
    const frame = await cardFrame(page, timeout);
    if (await cardTakesClicks(frame)) return frame;
    if (Date.now() > until) throw new Error(`The card took no clicks within ${timeout} ms.`);
    await new Promise((r) => setTimeout(r, 50));
  }
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
  /** A real (trusted) mouse click at the control's centre, once the card takes clicks. */
  click(): Promise<void>;
  /** The control's box in the page's viewport (CSS pixels). */
  box(): Promise<{ x: number; y: number; width: number; height: number }>;
}

export function cardLocator(page: Page, testId: string): CardLocator {
  const selector = `[data-testid="${testId}"]`;
  /** The control in the first card frame that has it, with that frame; or null. */
  const find = async (): Promise<{ frame: Frame; locator: Locator } | null> => {
    for (const frame of cardFrames(page)) {
      const locator = frame.locator(selector);
      if ((await answerOr(locator.count(), 0)) > 0) return { frame, locator: locator.first() };
    }
    return null;
  };
  const first = async (timeout = WAIT_MS) => {
    const until = Date.now() + timeout;
    for (;;) {
      const found = await find();
      if (found) return found;
      if (Date.now() > until) throw new Error(`No card part "${testId}" within ${timeout} ms.`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const self: CardLocator = {
    async count() {
      let n = 0;
      for (const frame of cardFrames(page)) n += await answerOr(frame.locator(selector).count(), 0);
      return n;
    },
    async isVisible() {
      const found = await find();
      if (!found) return false;
      const owner = await answerOr(found.frame.frameElement(), null);
      const inFrame = await answerOr(found.locator.isVisible(), false);
      return inFrame && (owner ? await answerOr(owner.isVisible(), false) : false);
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
      (await first(o?.timeout)).locator.getAttribute(name, { timeout: ASK_MS }),
    textContent: async (o) => (await first(o?.timeout)).locator.textContent({ timeout: ASK_MS }),
    evaluate: async <R>(fn: (el: HTMLElement) => R) =>
      (await first()).locator.evaluate(fn as (el: Element) => R, undefined, { timeout: ASK_MS }),
    focus: async () => (await first()).locator.focus({ timeout: ASK_MS }),
    async box() {
      const box = await (await first()).locator.boundingBox({ timeout: ASK_MS });
      if (!box) throw new Error(`Card part "${testId}" has no box.`);
      return box;
    },
    async click() {
      await self.waitFor({ state: 'visible' });
      const { frame, locator } = await first();
      const until = Date.now() + WAIT_MS;
      while (!(await cardTakesClicks(frame))) {
        if (Date.now() > until) throw new Error(`The card took no clicks within ${WAIT_MS} ms.`);
        await new Promise((r) => setTimeout(r, 50));
      }
      await locator.click({ timeout: WAIT_MS });
    },
  };
  return self;
}
