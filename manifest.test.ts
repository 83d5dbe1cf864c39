/**
 * The manifest asks for what the extension uses and no more (docs/security.md › What the
 * extension may touch). Each list is spelled out: widening one must be a decision made here,
 * with its reason in the security page, not a side effect.
 */
import { describe, expect, it } from 'vitest';
import config from './wxt.config';

type Manifest = Record<string, unknown> & {
  permissions: string[];
  host_permissions: string[];
  optional_host_permissions: string[];
  content_security_policy: { extension_pages: string };
};

function manifestFor(browser: 'chrome' | 'firefox'): Manifest {
  const make = config.manifest as (env: { browser: string }) => Manifest;
  return make({ browser });
}

describe('the manifest', () => {
  it.each(['chrome', 'firefox'] as const)('%s: host access is the loopback API alone', (b) => {
    const m = manifestFor(b);
    expect(m.host_permissions).toEqual(['http://127.0.0.1/*', 'http://localhost/*']);
    // No http:// beyond this computer for the API: a base URL there is refused (base-url.ts).
    // *://*/* is the in-page button's alone: a site at a time, or every site when the user
    // chooses it in Options (docs/in-page-button.md); never required.
    expect(m.optional_host_permissions).toEqual(['https://*/*', '*://*/*']);
    // No script runs in any page until the user acts (or turns a feature on for a site).
    expect(m.content_scripts).toBeUndefined();
  });

  it.each(['chrome', 'firefox'] as const)('%s: extension pages run only their own scripts', (b) => {
    const csp = manifestFor(b).content_security_policy.extension_pages;
    expect(csp).toBe("script-src 'self'; object-src 'none'; base-uri 'none'");
  });

  it('asks for the API permissions it uses, offscreen in Chrome only', () => {
    const base = ['storage', 'unlimitedStorage', 'contextMenus', 'activeTab', 'scripting'];
    const rest = ['alarms', 'clipboardWrite'];
    expect(manifestFor('chrome').permissions).toEqual([...base, ...rest, 'offscreen']);
    expect(manifestFor('firefox').permissions).toEqual([...base, ...rest]);
  });

  it("the card page and the button's press pad are the only resources pages can load, by their per-session URL in Chrome", () => {
    const war = (b: 'chrome' | 'firefox') => manifestFor(b).web_accessible_resources;
    const framed = ['card.html', 'button-press.html'];
    expect(war('chrome')).toEqual([
      { resources: framed, matches: ['<all_urls>'], use_dynamic_url: true },
    ]);
    expect(war('firefox')).toEqual([{ resources: framed, matches: ['<all_urls>'] }]);
  });
});
