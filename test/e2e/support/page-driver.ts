/**
 * What an editor test needs from a browser, whichever drives it (Playwright over CDP for
 * Chromium, puppeteer over WebDriver BiDi for Firefox): run a function in a frame, find a
 * frame, press real keys, and read and click our in-page card. The editor scenarios
 * (editor-scenarios.ts) are written against this, once, and run in both browsers.
 */

/** A document of the tab: runs a self-contained function there with one serialisable argument. */
export interface PageFrame {
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Waits until an element matches `selector` in this document. */
  waitFor(selector: string): Promise<void>;
  /** The document of the iframe matching `selector` in this one, once it has loaded. */
  child(selector: string): Promise<PageFrame>;
}

/** Our in-page card in the tab (in any of its frames), read and clicked as a user would. */
export interface CardDriver {
  /** The card's `data-kind` ('waiting', 'replaced', 'result', …), or null while there is none. */
  kind(): Promise<string | null>;
  /** The text of the card's part with `data-testid` = `testId`, or null when absent. */
  text(testId: string): Promise<string | null>;
  /** A real (trusted) click on the card's part `testId`. */
  click(testId: string): Promise<void>;
  /** Whether a card's host element sits inside the element matching `root` (in `frame`). */
  insideOf(root: string): Promise<boolean>;
}

export interface TabDriver {
  readonly top: PageFrame;
  /** Opens `url` in this tab and waits for it to load. */
  goto(url: string): Promise<void>;
  /** Real key presses: `text` typed at the focus. */
  type(text: string): Promise<void>;
  /** The user's undo: Ctrl+Z pressed at the focus. */
  pressUndo(): Promise<void>;
  /** The user's "select all": Ctrl+A pressed at the focus. */
  pressSelectAll(): Promise<void>;
  /** The user's line break inside a block: Shift+Enter pressed at the focus. */
  pressLineBreak(): Promise<void>;
  bringToFront(): Promise<void>;
  readonly card: CardDriver;
  /** The clipboard's text, read as the user gets it (after the card's Copy, for instance). */
  clipboardText(): Promise<string>;
  /** Runs the extension's "Humanize selection" for this tab (context menu, Alt+Shift+H). */
  humanize(): Promise<void>;
  /** Runs the context menu's "Another version of this paragraph" (the caret's paragraph). */
  anotherParagraphVersion(): Promise<void>;
  close(): Promise<void>;
}

export type BrowserName = 'chromium' | 'firefox';

export interface EditorDriver {
  readonly browser: BrowserName;
  /** Opens `url` in a new tab of the browser that has the built extension. */
  openTab(url: string): Promise<TabDriver>;
}
