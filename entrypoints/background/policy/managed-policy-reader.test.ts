/**
 * The worker's reader, bound to the browser (the fake one): the stored last-known policy is
 * used at once while `storage.managed.get()` has not answered (in Chromium it answers seconds
 * after a browser start), and the answer corrects it. Each test loads the module afresh: its
 * state lives as long as a worker.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { NO_POLICY, type ManagedPolicy } from '@/lib/policy/managed-policy';

const ORG_URL = 'https://humanize.example.edu/v1';
const ORG: ManagedPolicy = { ...NO_POLICY, apiBaseUrl: ORG_URL };
const BUTTON_OFF: ManagedPolicy = { ...NO_POLICY, inPageButton: 'off' };

type Reader = typeof import('./managed-policy-reader');

/** `storage.managed.get` answering only when `answer` is called (or never). */
function lateManagedArea() {
  let answer: (value: unknown) => void = () => {};
  let fail: (err: unknown) => void = () => {};
  const get = vi.spyOn(fakeBrowser.storage.managed, 'get').mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }) as never,
  );
  return { get, answer: (value: unknown) => answer(value), fail: (err: unknown) => fail(err) };
}

/** The writes of the stored copy (`managedPolicy` in storage.local). */
function storedWrites() {
  const set = vi.spyOn(fakeBrowser.storage.local, 'set');
  return () => set.mock.calls.filter(([items]) => 'managedPolicy' in items).length;
}

async function freshWorker(stored?: unknown): Promise<Reader & { changes: () => number }> {
  vi.resetModules();
  if (stored !== undefined) await fakeBrowser.storage.local.set({ managedPolicy: stored });
  const reader = await import('./managed-policy-reader');
  let changes = 0;
  reader.watchManagedPolicy(() => (changes += 1));
  return { ...reader, changes: () => changes };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

beforeEach(() => fakeBrowser.reset());
afterEach(() => vi.useRealTimers());

describe('the managed policy reader', () => {
  it('reads nothing from the browser at import time', async () => {
    const managed = lateManagedArea();
    vi.resetModules();
    await import('./managed-policy-reader');
    expect(managed.get).not.toHaveBeenCalled();
  });

  it('answers display readers from the stored policy while the browser has not answered', async () => {
    const managed = lateManagedArea();
    const worker = await freshWorker(BUTTON_OFF);
    worker.startManagedPolicyRead();
    expect(managed.get).toHaveBeenCalledTimes(1);
    // With the old reader this waited for storage.managed (the test timed out).
    expect(await worker.readManagedPolicy()).toEqual(BUTTON_OFF);
    expect(await worker.readManagedPolicyForSending()).toEqual(BUTTON_OFF);
  });

  it('when the answer differs: stores it once, runs the change path once; same answer: nothing', async () => {
    const managed = lateManagedArea();
    const worker = await freshWorker(BUTTON_OFF);
    const writes = storedWrites();
    worker.startManagedPolicyRead();
    managed.answer({ apiBaseUrl: ORG_URL });
    await settle();
    expect(worker.changes()).toBe(1);
    expect(writes()).toBe(1);
    expect(await worker.readManagedPolicy()).toEqual(ORG);

    // The next worker starts from the stored copy; the same answer writes nothing.
    const next = await freshWorker();
    next.startManagedPolicyRead();
    expect(await next.readManagedPolicy()).toEqual(ORG);
    managed.answer({ apiBaseUrl: ORG_URL });
    await settle();
    expect(next.changes()).toBe(0);
    expect(writes()).toBe(1);
  });

  it('a browser without managed storage reads as no policy', async () => {
    const managed = lateManagedArea();
    const worker = await freshWorker(ORG);
    worker.startManagedPolicyRead();
    const send = worker.readManagedPolicyForSending();
    managed.fail(new Error('Managed storage manifest not found'));
    expect(await send).toEqual(NO_POLICY);
    expect(worker.changes()).toBe(1);
  });

  it('a stored copy that is garbage is no policy, and a send waits for nothing', async () => {
    lateManagedArea();
    const worker = await freshWorker({ apiBaseUrl: ['x'], allowedSites: 'everything' });
    worker.startManagedPolicyRead();
    expect(await worker.readManagedPolicyForSending()).toEqual(NO_POLICY);
  });

  it("waits, bounded by 10 s, for the browser's answer to send where the organisation set the URL", async () => {
    vi.useFakeTimers();
    lateManagedArea();
    const worker = await freshWorker(ORG);
    worker.startManagedPolicyRead();
    let sent: ManagedPolicy | undefined;
    void worker.readManagedPolicyForSending().then((policy) => (sent = policy));
    await vi.advanceTimersByTimeAsync(worker.SEND_WAIT_FOR_POLICY_MS - 1);
    expect(sent).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(ORG);
  });

  it('reads again when the browser reports a changed policy', async () => {
    const worker = await freshWorker();
    const get = vi.spyOn(fakeBrowser.storage.managed, 'get');
    worker.startManagedPolicyRead();
    await settle();
    expect(worker.changes()).toBe(0);
    await fakeBrowser.storage.managed.set({ inPageButton: 'off' });
    await settle();
    expect(get).toHaveBeenCalledTimes(2);
    expect(worker.changes()).toBe(1);
    expect(await worker.readManagedPolicy()).toEqual(BUTTON_OFF);
  });
});
