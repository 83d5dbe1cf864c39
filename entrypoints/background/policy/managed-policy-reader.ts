/**
 * The organisation's policy as this worker knows it (lib/policy/last-known-policy.ts): the
 * last policy read, kept in storage, at once; the real `storage.managed` read started at the
 * worker's start and again when the browser reports a change. No policy (or a browser without
 * managed storage, as Firefox without a policies.json entry) reads as NO_POLICY.
 */
import { browser } from 'wxt/browser';
import { createLastKnownPolicy, type LastKnownPolicy } from '@/lib/policy/last-known-policy';
import type { ManagedPolicy } from '@/lib/policy/managed-policy';
import { managedPolicyItem } from '@/utils/storage';

/** The longest a send waits for the browser's read when the policy in use sets a URL. */
export const SEND_WAIT_FOR_POLICY_MS = 10_000;

const changeListeners: Array<() => void> = [];
let policy: LastKnownPolicy | undefined;

function lastKnownPolicy(): LastKnownPolicy {
  policy ??= createLastKnownPolicy({
    readManaged: () => browser.storage.managed.get(),
    readStored: () => managedPolicyItem.getValue(),
    writeStored: (value) => managedPolicyItem.setValue(value),
    onChange: () => changeListeners.forEach((listener) => listener()),
    setTimer(fire, ms) {
      const timer = setTimeout(fire, ms);
      return () => clearTimeout(timer);
    },
    sendWaitMs: SEND_WAIT_FOR_POLICY_MS,
    warn: (what, err) => console.warn(`Managed policy: ${what}`, err),
  });
  return policy;
}

/** The policy in use, at once (Options, the button's state). */
export function readManagedPolicy(): Promise<ManagedPolicy> {
  return lastKnownPolicy().known();
}

/** The policy a send (or a saved key's origin) follows: see last-known-policy.ts. */
export function readManagedPolicyForSending(): Promise<ManagedPolicy> {
  return lastKnownPolicy().forSending();
}

/**
 * Called synchronously at the worker's start, before `startManagedPolicyRead`: `onChange`
 * runs when a read of the browser's policy differs from the policy in use.
 */
export function watchManagedPolicy(onChange: () => void): void {
  changeListeners.push(onChange);
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area === 'managed') lastKnownPolicy().refresh();
  });
}

/** Starts the worker's read of the browser's policy (from the background's setup). */
export function startManagedPolicyRead(): void {
  lastKnownPolicy().refresh();
}
