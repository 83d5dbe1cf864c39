/**
 * The in-page Humanize button in Firefox: its state from the background page (the same
 * handlers the popup and options page reach by message), and its parts found through its
 * closed shadow root by an extension content script (Firefox's `openOrClosedShadowRoot`),
 * to be pressed with real BiDi mouse input at their boxes once the press guard is armed.
 */
import type { FirefoxHarness } from './firefox';

export interface ButtonChange {
  kind: string;
  site?: string;
  on?: boolean;
  list?: string;
}

type Box = { x: number; y: number; width: number; height: number };
export type ButtonParts = Record<'press' | 'menu' | 'hide' | 'note', Box | null> & {
  /** Whether a press would act now: the press guard's mark (press-guard.ts). */
  armed: boolean;
};

declare const browser: {
  runtime: {
    getBackgroundPage(): Promise<{
      humanizer: {
        inPageButton: {
          set(
            change: ButtonChange,
          ): Promise<{ ok: boolean; view: { hidden: Array<{ pattern: string }> } }>;
          get(
            url?: string,
          ): Promise<{ hidden: Array<{ pattern: string }>; sites: Array<{ pattern: string }> }>;
        };
      };
    }>;
  };
  scripting: {
    executeScript<A extends unknown[], R>(p: {
      target: { tabId: number };
      func: (...args: A) => R;
      args: A;
    }): Promise<Array<{ result?: R }>>;
  };
};

/** The popup's or options page's change, as their message runs it in the background. */
export function setButton(ext: FirefoxHarness, change: ButtonChange) {
  return ext.control.evaluate(async (c) => {
    const background = await browser.runtime.getBackgroundPage();
    return background.humanizer.inPageButton.set(c);
  }, change);
}

export function buttonView(ext: FirefoxHarness) {
  return ext.control.evaluate(async () => {
    const background = await browser.runtime.getBackgroundPage();
    return background.humanizer.inPageButton.get();
  });
}

/** The shown parts of the button in tab `tabId` (top frame), null for a hidden part. */
export async function buttonParts(ext: FirefoxHarness, tabId: number): Promise<ButtonParts | null> {
  return ext.control.evaluate(async (id) => {
    const [frame] = await browser.scripting.executeScript({
      target: { tabId: id },
      args: [] as [],
      func: () => {
        type Gecko = Element & { openOrClosedShadowRoot?: ShadowRoot | null };
        for (const host of Array.from(document.querySelectorAll(':root > div'))) {
          const root = (host as Gecko).openOrClosedShadowRoot;
          const [press, menu, hide] = Array.from(root?.querySelectorAll('button') ?? []);
          if (!menu?.hasAttribute('aria-expanded')) continue;
          const box = (el: Element | null | undefined) => {
            if (!el || getComputedStyle(host).visibility === 'hidden') return null;
            const r = el.getBoundingClientRect();
            return r.width > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
          };
          return {
            press: box(press),
            menu: box(menu),
            hide: box(hide),
            note: box(root!.querySelector('p')),
            armed: press?.hasAttribute('data-armed') === true,
          };
        }
        return null;
      },
    });
    return frame?.result ?? null;
  }, tabId);
}

/** Whether the button's script has run in tab `tabId` (its instance in our isolated world). */
export async function sentinelIn(ext: FirefoxHarness, tabId: number): Promise<boolean> {
  return ext.control.evaluate(async (id) => {
    const [frame] = await browser.scripting.executeScript({
      target: { tabId: id },
      args: [] as [],
      func: () => '__humanizerButton' in globalThis,
    });
    return frame?.result === true;
  }, tabId);
}
