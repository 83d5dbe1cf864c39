/**
 * "Hide on this site" hides the page whatever form its address takes (trailing dot, case,
 * default port, IDN), and answers ok only once the hidden site is stored and the registration
 * no longer covers the page; a press on a page the registration covers is obeyed in any form.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { asButtonSettings } from '@/lib/in-page-button/button-settings';
import { inPageButtonItem } from '@/utils/storage';
import { inPageButtonHandlers } from './button-handlers';
import { changeButton } from './registration';
import { fakeScripting } from './testing/fake-scripting';

const humanizeSelection = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../selection/selection-action', () => ({ humanizeSelection }));

const fake = fakeScripting();
const scripting = fake.scripting;

beforeEach(() => {
  fakeBrowser.reset();
  fake.reset();
  humanizeSelection.mockClear();
  Object.assign(fakeBrowser, { scripting });
  // Every site granted (loopback is, by the manifest).
  vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true as never);
  vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([] as never);
});

const fromTab = (url: string) => ({ tab: { id: 7, url }, frameId: 0 }) as never;
const hide = (url: string) => inPageButtonHandlers['inPageButton.hideSite']({}, fromTab(url));
const storedHidden = async () => asButtonSettings(await inPageButtonItem.getValue()).hidden;

describe('Hide on this site', () => {
  const forms: Array<[string, string, string]> = [
    ['http://localhost/*', 'http://localhost.:8080/a', 'http://localhost:8080/'],
    ['http://localhost/*', 'http://LOCALHOST:8080/', 'http://localhost./'],
    ['https://example.com/*', 'https://Example.COM:443/', 'https://example.com./x'],
    [
      'https://xn--bcher-kva.example/*',
      'https://bücher.example./',
      'https://xn--bcher-kva.example/',
    ],
  ];

  for (const [site, pressedOn, reloaded] of forms) {
    it(`on ${pressedOn}: stores ${site}, which no form of the address escapes`, async () => {
      await changeButton({ kind: 'site', site, on: true });
      expect(fake.registered[0]?.matches).toEqual([site]);
      expect(await hide(pressedOn)).toEqual({ ok: true });
      expect(await storedHidden()).toEqual([site]);
      // Not registered any more, for the page's other forms either.
      expect(fake.registered).toEqual([]);
      const press = inPageButtonHandlers['inPageButton.press']({}, fromTab(reloaded));
      await expect(press).rejects.toThrow(/not on/);
      expect(humanizeSelection).not.toHaveBeenCalled();
    });
  }

  it('on every site: the hidden site is excluded in its canonical form', async () => {
    await inPageButtonItem.setValue({ ...asButtonSettings({}), allSites: true });
    await changeButton({ kind: 'paused', on: false });
    expect(await hide('http://localhost.:5173/')).toEqual({ ok: true });
    expect(fake.registered[0]?.excludeMatches).toContain('http://localhost/*');
  });

  it('answers ok: false when nothing could be stored (no http(s) page)', async () => {
    expect(await hide('about:blank')).toEqual({ ok: false });
    expect(await storedHidden()).toEqual([]);
  });

  it('answers ok: false when the page stays covered after the change', async () => {
    await inPageButtonItem.setValue({ ...asButtonSettings({}), allSites: true });
    await changeButton({ kind: 'paused', on: false });
    // The browser kept the old registration (the update did not take).
    scripting.updateContentScripts.mockResolvedValueOnce(undefined);
    expect(await hide('http://localhost.:5173/')).toEqual({ ok: false });
  });
});

describe('a press on a page the button covers', () => {
  it('is obeyed whatever the form of its address', async () => {
    await changeButton({ kind: 'site', site: 'http://localhost/*', on: true });
    for (const url of ['http://localhost.:8080/', 'http://LOCALHOST/', 'http://localhost:80/']) {
      const press = inPageButtonHandlers['inPageButton.press']({}, fromTab(url));
      await expect(press, url).resolves.toEqual({ ok: true });
    }
    expect(humanizeSelection.mock.calls).toEqual([
      [7, 0],
      [7, 0],
      [7, 0],
    ]);
  });
});
