import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_SITES } from '../in-page-button/button-settings';
import { createLastKnownPolicy, type LastKnownPolicyDeps } from './last-known-policy';
import { NO_POLICY, parseManagedPolicy, type ManagedPolicy } from './managed-policy';

const ORG_URL = 'https://humanize.example.edu/v1';
const ORG: ManagedPolicy = { ...NO_POLICY, apiBaseUrl: ORG_URL, lockSettings: true };
const BUTTON_OFF: ManagedPolicy = { ...NO_POLICY, inPageButton: 'off' };

/** A managed area whose reads answer when the test says so. */
function managedArea() {
  const answers: Array<{ resolve(v: unknown): void; reject(e: unknown): void }> = [];
  return {
    answers,
    read: vi.fn(
      () =>
        new Promise<unknown>((resolve, reject) => {
          answers.push({ resolve, reject });
        }),
    ),
  };
}

function setup(stored: unknown, overrides: Partial<LastKnownPolicyDeps> = {}) {
  const managed = managedArea();
  const writes: ManagedPolicy[] = [];
  const changes = vi.fn();
  const warn = vi.fn();
  const policy = createLastKnownPolicy({
    readManaged: managed.read,
    readStored: async () => stored,
    writeStored: async (value) => {
      writes.push(value);
    },
    onChange: changes,
    setTimer(fire, ms) {
      const timer = setTimeout(fire, ms);
      return () => clearTimeout(timer);
    },
    sendWaitMs: 10_000,
    warn,
    ...overrides,
  });
  return { policy, managed, writes, changes, warn };
}

/** Lets every settled promise run its callbacks (the fakes answer in microtasks). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Whether `promise` has answered by now. */
async function answered(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await settle();
  return done;
}

afterEach(() => vi.useRealTimers());

describe('the last-known policy, while the browser has not answered', () => {
  it('is the stored one for every reader, and a send without an organisation URL waits for nothing', async () => {
    const { policy, managed } = setup(BUTTON_OFF);
    policy.refresh();
    expect(managed.read).toHaveBeenCalledTimes(1);
    expect(await policy.known()).toEqual(BUTTON_OFF);
    expect(await policy.forSending()).toEqual(BUTTON_OFF);
  });

  it('is no policy when nothing is stored, or the stored read fails; a send waits for nothing', async () => {
    const nothing = setup(undefined);
    nothing.policy.refresh();
    expect(await nothing.policy.known()).toEqual(NO_POLICY);
    expect(await nothing.policy.forSending()).toEqual(NO_POLICY);
    const failing = setup(null, { readStored: () => Promise.reject(new Error('storage')) });
    failing.policy.refresh();
    expect(await failing.policy.known()).toEqual(NO_POLICY);
  });

  it('parses a damaged or older stored copy as untrusted input, bounded', async () => {
    for (const garbage of ['junk', 42, [], { apiBaseUrl: 7, lockSettings: 'yes' }]) {
      const { policy } = setup(garbage);
      expect(await policy.known()).toEqual(NO_POLICY);
    }
    const many = Array.from({ length: MAX_SITES * 4 }, (_, i) => `site${i}.example`);
    const { policy } = setup({ allowedSites: many, apiBaseUrl: 'x'.repeat(100_000) });
    const known = await policy.known();
    expect(known.allowedSites).toHaveLength(MAX_SITES);
    expect(known.apiBaseUrl).toBeUndefined();
  });

  it('reads a stored copy back as it was written (sites already normalised)', async () => {
    const raw = {
      allowedSites: ['mail.example.edu', 'https://*.example.edu/*'],
      apiBaseUrl: ORG_URL,
    };
    const written = parseManagedPolicy(raw);
    expect(await setup(JSON.parse(JSON.stringify(written))).policy.known()).toEqual(written);
  });

  it('makes a send wait for the read when it sets an organisation URL, and follows the answer', async () => {
    const { policy, managed } = setup(ORG);
    policy.refresh();
    const send = policy.forSending();
    expect(await answered(send)).toBe(false);
    // The organisation removed its URL meanwhile: the send must not go there.
    managed.answers[0]!.resolve({ lockSettings: true });
    expect(await send).toEqual({ ...NO_POLICY, lockSettings: true });
  });

  it('bounds that wait: past 10 s the send uses the last-known policy', async () => {
    vi.useFakeTimers();
    const { policy } = setup(ORG);
    policy.refresh();
    const send = policy.forSending();
    let result: ManagedPolicy | undefined;
    void send.then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual(ORG);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not wait when no read is pending (already answered)', async () => {
    const { policy, managed } = setup(ORG);
    policy.refresh();
    managed.answers[0]!.resolve(ORG);
    await settle();
    expect(await answered(policy.forSending())).toBe(true);
  });
});

describe('when the browser answers', () => {
  it('a different policy is stored once and the change path runs once', async () => {
    const { policy, managed, writes, changes } = setup(BUTTON_OFF);
    policy.refresh();
    expect(await policy.known()).toEqual(BUTTON_OFF);
    managed.answers[0]!.resolve({ apiBaseUrl: ORG_URL, lockSettings: true });
    await settle();
    expect(writes).toEqual([ORG]);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(await policy.known()).toEqual(ORG);
  });

  it('the same policy writes nothing and changes nothing (garbage stored that parses the same included)', async () => {
    for (const stored of [BUTTON_OFF, { ...BUTTON_OFF, junk: 'x'.repeat(1000) }]) {
      const { policy, managed, writes, changes } = setup(stored);
      policy.refresh();
      managed.answers[0]!.resolve({ inPageButton: 'off' });
      await settle();
      expect(writes).toEqual([]);
      expect(changes).not.toHaveBeenCalled();
    }
    // Nothing stored and no policy: nothing is written either.
    const { policy, managed, writes } = setup(undefined);
    policy.refresh();
    managed.answers[0]!.resolve({});
    await settle();
    expect(writes).toEqual([]);
  });

  it('a read that throws (no managed storage) is no policy', async () => {
    const { policy, managed, writes, changes } = setup(ORG);
    policy.refresh();
    const send = policy.forSending();
    managed.answers[0]!.reject(new Error('Managed storage manifest not found'));
    expect(await send).toEqual(NO_POLICY);
    await settle();
    expect(writes).toEqual([NO_POLICY]);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('a browser without the managed area (the call itself throws) is no policy', async () => {
    const { policy, changes } = setup(ORG, {
      readManaged: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'get')");
      },
    });
    expect(() => policy.refresh()).not.toThrow();
    expect(await policy.forSending()).toEqual(NO_POLICY);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('a read that answers garbage is parsed, bounded', async () => {
    const { policy, managed, writes } = setup(undefined);
    policy.refresh();
    const many = Array.from({ length: MAX_SITES + 10 }, (_, i) => `s${i}.example`);
    managed.answers[0]!.resolve({ blockedSites: many, inPageButton: 'sometimes' });
    await settle();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.blockedSites).toHaveLength(MAX_SITES);
    expect(writes[0]!.inPageButton).toBeUndefined();
  });

  it('a newer read wins over an older one answering late', async () => {
    const { policy, managed, writes, changes } = setup(undefined);
    policy.refresh();
    policy.refresh();
    managed.answers[1]!.resolve({ inPageButton: 'off' });
    await settle();
    managed.answers[0]!.resolve({ apiBaseUrl: ORG_URL });
    await settle();
    expect(await policy.known()).toEqual(BUTTON_OFF);
    expect(writes).toEqual([BUTTON_OFF]);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('a failing write or change path is reported, and the policy is still used', async () => {
    const { policy, managed, warn } = setup(undefined, {
      writeStored: () => Promise.reject(new Error('quota')),
      onChange: () => {
        throw new Error('registration');
      },
    });
    policy.refresh();
    managed.answers[0]!.resolve({ inPageButton: 'off' });
    await settle();
    expect(await policy.known()).toEqual(BUTTON_OFF);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
