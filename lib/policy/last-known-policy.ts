/**
 * The organisation's policy without waiting for the browser: `storage.managed.get()` answers
 * seconds after a browser start (2.9–4.8 s measured in Chromium; storage.local answers in
 * milliseconds). The last policy read is kept in storage and readers get it at once; the real
 * read, started at the worker's start (`refresh`), corrects it: the stored copy is written
 * only when the answer differs from it, and `onChange` runs only then.
 *
 * The send path alone may wait: while a read is pending and the policy in use sets an API
 * base URL (an organisation-managed browser), a send waits for the answer, bounded by
 * `sendWaitMs`, so that a URL the organisation removed or changed gets no job.
 */
import { NO_POLICY, parseManagedPolicy, samePolicy, type ManagedPolicy } from './managed-policy';

export interface LastKnownPolicyDeps {
  /** `storage.managed.get()`: may be slow, may throw (no managed storage: no policy). */
  readManaged(): Promise<unknown>;
  /** The stored copy: untrusted (an older version's, or damaged), parsed like the policy. */
  readStored(): Promise<unknown>;
  writeStored(policy: ManagedPolicy): Promise<void>;
  /** The policy in use changed (the button's registration, the queue's base URL follow). */
  onChange(): void;
  /** Calls `fire` after `ms`; returns a cancel. */
  setTimer(fire: () => void, ms: number): () => void;
  sendWaitMs: number;
  warn(what: string, err: unknown): void;
}

export interface LastKnownPolicy {
  /** Starts a read of the real policy (at the worker's start, and when the browser reports a change). */
  refresh(): void;
  /** The policy in use, at once: for what is only shown or registered. */
  known(): Promise<ManagedPolicy>;
  /** The policy a send may use (waits, bounded, only as said above). */
  forSending(): Promise<ManagedPolicy>;
}

const noPolicy = (): ManagedPolicy => ({ ...NO_POLICY });

export function createLastKnownPolicy(deps: LastKnownPolicyDeps): LastKnownPolicy {
  let inUse: Promise<ManagedPolicy> | undefined;
  /** The newest read not answered yet. */
  let pending: Promise<unknown> | undefined;
  let reads = 0;

  const known = () => (inUse ??= deps.readStored().then(parseManagedPolicy, noPolicy));

  function adopt(fresh: ManagedPolicy, used: ManagedPolicy): void {
    inUse = Promise.resolve(fresh);
    if (samePolicy(fresh, used)) return;
    deps.writeStored(fresh).catch((err: unknown) => deps.warn('storing the policy', err));
    try {
      deps.onChange();
    } catch (err) {
      deps.warn('applying the policy', err);
    }
  }

  function refresh(): void {
    const read = ++reads;
    // A browser without the managed area throws at the call: no policy, as a rejection is.
    const answer = new Promise((resolve) => resolve(deps.readManaged())).then(
      parseManagedPolicy,
      noPolicy,
    );
    const settled = Promise.all([answer, known()]).then(([fresh, used]) => {
      // An older read answering after a newer one started says nothing the newer will not.
      if (read !== reads) return;
      pending = undefined;
      adopt(fresh, used);
    });
    pending = settled;
  }

  async function forSending(): Promise<ManagedPolicy> {
    let deadline: Promise<'late'> | undefined;
    let cancel = () => {};
    try {
      for (;;) {
        const policy = await known();
        const read = pending;
        if (read === undefined || policy.apiBaseUrl === undefined) return policy;
        deadline ??= new Promise((resolve) => {
          cancel = deps.setTimer(() => resolve('late'), deps.sendWaitMs);
        });
        // Past the bound the last-known policy is used: the browser's read may never answer
        // (a browser fault), and the queue must not stall for it. The organisation's URL it
        // names was theirs at the last read; a change the read brings later re-runs the queue.
        if ((await Promise.race([read, deadline])) === 'late') return known();
      }
    } finally {
      cancel();
    }
  }

  return { refresh, known, forSending };
}
