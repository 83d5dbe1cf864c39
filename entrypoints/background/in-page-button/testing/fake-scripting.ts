/**
 * A fake `browser.scripting` for the button's background tests: the registration and the
 * "Hide on this site" tests both need the registered content scripts to behave like the
 * browser's (register, update, unregister, read back), so they share this one fake instead of
 * two copies that could drift apart. Each test file says what `executeScript` answers.
 */
import { vi } from 'vitest';

export type FakeScript = { id: string; matches?: string[]; excludeMatches?: string[] };

export type FakeInjection = {
  target: { tabId: number; allFrames?: boolean; frameIds?: number[] };
  func?: () => boolean;
  files?: string[];
};

type FrameResult = { frameId: number; result: unknown };

/** A fresh fake; `registered` is what the browser would hold now, `reset` empties it. */
export function fakeScripting(executeScript: (details: FakeInjection) => FrameResult[] = () => []) {
  const fake = {
    registered: [] as FakeScript[],
    scripting: {
      getRegisteredContentScripts: vi.fn(async ({ ids }: { ids: string[] }) =>
        fake.registered.filter((s) => ids.includes(s.id)),
      ),
      registerContentScripts: vi.fn(async (list: FakeScript[]) => {
        fake.registered.push(...list);
      }),
      updateContentScripts: vi.fn(async (list: FakeScript[]) => {
        fake.registered = fake.registered.map((s) => list.find((n) => n.id === s.id) ?? s);
      }),
      unregisterContentScripts: vi.fn(async ({ ids }: { ids: string[] }) => {
        fake.registered = fake.registered.filter((s) => !ids.includes(s.id));
      }),
      executeScript: vi.fn(async (details: FakeInjection) => executeScript(details)),
    },
    reset() {
      fake.registered = [];
      Object.values(fake.scripting).forEach((f) => f.mockClear());
    },
  };
  return fake;
}
