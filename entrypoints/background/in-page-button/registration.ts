/**
 * Keeps the button's content script registered exactly where it may run: `matches` = the
 * granted sites (or every site), `excludeMatches` = the hidden and blocked ones, top frame
 * plus the about:blank/srcdoc frames of those pages (rich editors' frames). After each change
 * it injects the script into tabs already open on newly covered pages and tells the script in
 * pages no longer covered to stop, so nothing waits for a reload.
 */
import { browser } from 'wxt/browser';
import {
  planRegistration,
  registrationCovers,
  type Registration,
} from '@/lib/in-page-button/effective-button';
import { ALL_SITES } from '@/lib/model/site';
import { editorFrameOrTop } from '@/lib/in-page-button/sentinel/frame-rule';
import type { ButtonChange } from '@/lib/in-page-button/button-settings';
import { changeButtonSettings, grantedPatterns, readButtonState } from './button-state';

export const BUTTON_SCRIPT_ID = 'humanizer-button';
/** Built by scripts/build-sentinel.ts (wxt.config.ts adds it to the build and its paths). */
export const BUTTON_SCRIPT_FILE = '/humanize-button.js';
/** What the background sends the button's script in a page that is no longer covered. */
export const STOP_MESSAGE = { type: 'inPageButton.stop', payload: {} } as const;

async function registered(): Promise<Registration | null> {
  const [script] = await browser.scripting.getRegisteredContentScripts({ ids: [BUTTON_SCRIPT_ID] });
  return script
    ? { matches: script.matches ?? [], excludeMatches: script.excludeMatches ?? [] }
    : null;
}

const same = (a: Registration | null, b: Registration | null) =>
  JSON.stringify(a) === JSON.stringify(b);

async function register(next: Registration | null, previous: Registration | null) {
  if (!next) {
    if (previous) await browser.scripting.unregisterContentScripts({ ids: [BUTTON_SCRIPT_ID] });
    return;
  }
  const script = {
    id: BUTTON_SCRIPT_ID,
    js: [BUTTON_SCRIPT_FILE],
    matches: next.matches,
    excludeMatches: next.excludeMatches,
    // The top frame, and the same-origin about:blank / srcdoc frames editors live in; the
    // script itself stays inert in any other child frame.
    allFrames: true,
    matchOriginAsFallback: true,
    runAt: 'document_idle' as const,
    persistAcrossSessions: true,
  };
  if (previous) await browser.scripting.updateContentScripts([script]);
  else await browser.scripting.registerContentScripts([script]);
}

/**
 * Injects the script into the tab's frames where it may act (frame-rule.ts): first asks each
 * frame, with a function that leaves nothing behind, so that frames of other origins and
 * sandboxed frames never get the script (as the registration's matching never gives it them).
 */
async function injectWhereItActs(tabId: number): Promise<void> {
  type Target = Parameters<typeof browser.scripting.executeScript>[0]['target'];
  const ask = (target: Target) =>
    browser.scripting.executeScript({ target, func: editorFrameOrTop });
  // Chromium refuses the whole call when one frame cannot be reached (a sandboxed srcdoc
  // frame): then the top frame alone (its editor frames get the script when they load anew).
  const answers = await ask({ tabId, allFrames: true }).catch(() => ask({ tabId, frameIds: [0] }));
  const frameIds = answers.filter((a) => a.result === true).map((a) => a.frameId);
  if (frameIds.length === 0) return;
  await browser.scripting.executeScript({
    target: { tabId, frameIds },
    files: [BUTTON_SCRIPT_FILE],
  });
}

/** Injects into open tabs newly covered; stops the script in tabs no longer covered. */
async function reconcileTabs(
  next: Registration | null,
  previous: Registration | null,
  everyTab: boolean,
): Promise<void> {
  const narrowed = previous !== null && !same(next, previous);
  const tabs = await browser.tabs.query({});
  await Promise.all(
    tabs.map(async (tab) => {
      if (tab.id === undefined) return;
      const now = tab.url !== undefined && registrationCovers(next, tab.url);
      const was = tab.url !== undefined && registrationCovers(previous, tab.url);
      if (now && (everyTab || !was)) {
        await injectWhereItActs(tab.id).catch(() => undefined);
      } else if (!now && (was || (narrowed && tab.url === undefined))) {
        // A tab whose URL we can no longer read lost our access to it: stop there too.
        await browser.tabs.sendMessage(tab.id, STOP_MESSAGE).catch(() => undefined);
      }
    }),
  );
}

/**
 * Registers the script for the current state. `everyTab` injects into every covered open tab
 * (after an install or update, whose old scripts no longer reach the extension).
 */
async function syncNow(everyTab: boolean): Promise<Registration | null> {
  const { button } = await readButtonState();
  const granted = await grantedPatterns([ALL_SITES, ...button.sites.map((s) => s.pattern)]);
  const next = planRegistration(button, (p) => granted.has(p));
  const previous = await registered();
  if (!same(next, previous)) await register(next, previous);
  if (everyTab || !same(next, previous)) await reconcileTabs(next, previous, everyTab);
  return next;
}

let chain: Promise<unknown> = Promise.resolve();

/** Runs `task` after every earlier one (a change and its registration never interleave). */
export function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = chain.then(task, task);
  chain = run.catch(() => undefined);
  return run;
}

/** Registers the script again for the current state (after a permission or policy change). */
export function syncButtonRegistration(everyTab = false): Promise<Registration | null> {
  return serially(() => syncNow(everyTab));
}

/** Applies the user's `change`, then registers the script for the new state, in one turn. */
export function changeButton(change: ButtonChange): Promise<Registration | null> {
  return serially(async () => {
    await changeButtonSettings(change);
    return syncNow(false);
  });
}

/** The registration in force (for the popup's row and for checking a press). */
export function currentRegistration(): Promise<Registration | null> {
  return registered();
}
