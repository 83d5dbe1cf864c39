import { describe, expect, it } from 'vitest';
import {
  createDocsSupport,
  DOCS_BRIDGE_ID,
  DOCS_ORIGIN,
  type DocsSupportDeps,
} from './docs-support';

function fakeBrowser(granted: boolean) {
  const state = { granted, scripts: new Map<string, unknown>(), calls: [] as string[] };
  const deps: DocsSupportDeps = {
    hasOrigin: async (p) => p === DOCS_ORIGIN && state.granted,
    removeOrigin: async () => {
      state.calls.push('removeOrigin');
      state.granted = false;
    },
    isRegistered: async (id) => state.scripts.has(id),
    register: async (script) => {
      state.calls.push('register');
      state.scripts.set(script.id, script);
    },
    unregister: async (id) => {
      state.calls.push('unregister');
      state.scripts.delete(id);
    },
    t: (key) => key,
  };
  return { state, support: createDocsSupport(deps) };
}

describe('Google Docs support switch', () => {
  it('registers nothing without the docs.google.com permission', async () => {
    const { state, support } = fakeBrowser(false);
    expect(await support.set(true)).toEqual({ ok: false, message: 'optionsDocsDenied' });
    expect(state.calls).toEqual([]);
    expect(await support.status()).toBe(false);
  });

  it('registers the main-world bridge once, at document_start, for Docs documents only', async () => {
    const { state, support } = fakeBrowser(true);
    expect(await support.set(true)).toEqual({ ok: true, enabled: true });
    expect(await support.set(true)).toEqual({ ok: true, enabled: true });
    expect(state.calls).toEqual(['register']);
    expect(state.scripts.get(DOCS_BRIDGE_ID)).toMatchObject({
      world: 'MAIN',
      runAt: 'document_start',
      matches: ['https://docs.google.com/document/*'],
      allFrames: false,
    });
    expect(await support.status()).toBe(true);
  });

  it('unregisters and gives the permission back when turned off', async () => {
    const { state, support } = fakeBrowser(true);
    await support.set(true);
    expect(await support.set(false)).toEqual({ ok: true, enabled: false });
    expect(state.calls).toEqual(['register', 'unregister', 'removeOrigin']);
    expect(await support.status()).toBe(false);
  });

  it('unregisters when the user removes the permission in the browser', async () => {
    const { state, support } = fakeBrowser(true);
    await support.set(true);
    await support.onOriginsRemoved(['https://example.com/*']);
    expect(state.scripts.size).toBe(1);
    await support.onOriginsRemoved([DOCS_ORIGIN]);
    expect(state.scripts.size).toBe(0);
  });
});
