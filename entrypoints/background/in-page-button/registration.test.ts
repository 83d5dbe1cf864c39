/**
 * The button script's registration follows the user's choices and the browser's grants, and
 * open tabs follow it: newly covered ones get the script, uncovered ones are told to stop.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { inPageButtonItem } from '@/utils/storage';
import { DEFAULT_BUTTON_SETTINGS } from '@/lib/in-page-button/button-settings';
import {
  BUTTON_SCRIPT_FILE,
  BUTTON_SCRIPT_ID,
  changeButton,
  STOP_MESSAGE,
  syncButtonRegistration,
} from './registration';
import { editorFrameOrTop } from '@/lib/in-page-button/sentinel/frame-rule';
import { fakeScripting } from './testing/fake-scripting';

let granted: Set<string>;
let tabs: Array<{ id: number; url?: string }>;
// Each tab's top frame (0) may hold the script; its frame 7 (another origin, or sandboxed)
// answers no to the script's own frame rule.
const fake = fakeScripting((details) =>
  details.func
    ? [
        { frameId: 0, result: true },
        { frameId: 7, result: false },
      ]
    : [],
);
const scripting = fake.scripting;

const A = 'https://a.example/*';
const B = 'https://b.example/*';

beforeEach(() => {
  fakeBrowser.reset();
  granted = new Set([A]);
  tabs = [
    { id: 1, url: 'https://a.example/inbox' },
    { id: 2, url: 'https://b.example/' },
    { id: 3 }, // a page the extension may not read
  ];
  fake.reset();
  Object.assign(fakeBrowser, { scripting });
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation((async ({
    origins,
  }: {
    origins: string[];
  }) => origins.every((o) => granted.has(o))) as never);
  vi.spyOn(fakeBrowser.tabs, 'query').mockImplementation((async () => tabs) as never);
  vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue(undefined as never);
});

/** The tabs the script file went into: only into the frames that answered yes. */
const injectedTabs = () =>
  scripting.executeScript.mock.calls
    .map(([c]) => c)
    .filter((c) => c.files)
    .map((c) => {
      expect(c).toEqual({
        target: { tabId: c.target.tabId, frameIds: [0] },
        files: [BUTTON_SCRIPT_FILE],
      });
      return c.target.tabId;
    });
const stoppedTabs = () =>
  vi.mocked(fakeBrowser.tabs.sendMessage).mock.calls.map(([tabId, message]) => {
    expect(message).toEqual(STOP_MESSAGE);
    return tabId;
  });

describe('the button registration', () => {
  it('nothing turned on: nothing registered, nothing injected', async () => {
    expect(await syncButtonRegistration()).toBeNull();
    expect(scripting.registerContentScripts).not.toHaveBeenCalled();
    expect(scripting.executeScript).not.toHaveBeenCalled();
  });

  it('a granted site turned on: registered for it, its open tab gets the script at once', async () => {
    await changeButton({ kind: 'site', site: A, on: true });
    expect(fake.registered).toEqual([
      expect.objectContaining({
        id: BUTTON_SCRIPT_ID,
        js: [BUTTON_SCRIPT_FILE],
        matches: [A],
        excludeMatches: ['https://docs.google.com/*'],
        allFrames: true,
        matchOriginAsFallback: true,
      }),
    ]);
    expect(injectedTabs()).toEqual([1]);
    // Every frame of that tab was asked first, with the script's own rule (frame-rule.ts).
    expect(scripting.executeScript).toHaveBeenCalledWith({
      target: { tabId: 1, allFrames: true },
      func: editorFrameOrTop,
    });
    // A site turned on without the browser's grant is kept, not registered.
    await changeButton({ kind: 'site', site: B, on: true });
    expect(fake.registered[0]?.matches).toEqual([A]);
  });

  it('paused: unregistered, covered tabs told to stop; resumed: injected again', async () => {
    await changeButton({ kind: 'site', site: A, on: true });
    await changeButton({ kind: 'paused', on: true });
    expect(fake.registered).toEqual([]);
    expect(stoppedTabs()).toEqual([1, 3]);
    scripting.executeScript.mockClear();
    await changeButton({ kind: 'paused', on: false });
    expect(injectedTabs()).toEqual([1]);
  });

  it('access revoked in the browser: unregistered, and tabs it can no longer read are told to stop', async () => {
    await changeButton({ kind: 'site', site: A, on: true });
    granted.clear();
    tabs[0] = { id: 1 }; // its URL is hidden now
    expect(await syncButtonRegistration()).toBeNull();
    expect(fake.registered).toEqual([]);
    expect(stoppedTabs()).toEqual([1, 3]);
  });

  it('every site, one hidden: excluded from the registration, its open tab stopped', async () => {
    granted.add('*://*/*');
    await inPageButtonItem.setValue({ ...DEFAULT_BUTTON_SETTINGS, allSites: true });
    await syncButtonRegistration();
    expect(fake.registered[0]?.matches).toEqual(['*://*/*']);
    expect(injectedTabs()).toEqual([1, 2]);
    await changeButton({ kind: 'site', site: B, on: false });
    expect(fake.registered[0]?.excludeMatches).toEqual([B, 'https://docs.google.com/*']);
    expect(stoppedTabs()).toEqual([2, 3]);
  });
});
