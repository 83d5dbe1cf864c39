/**
 * The organisation's policy as this worker knows it: `storage.managed`, read once per worker
 * life and again when the browser reports a change to it. No policy (or a browser without
 * managed storage, as Firefox without a policies.json entry) reads as NO_POLICY.
 */
import { browser } from 'wxt/browser';
import { NO_POLICY, parseManagedPolicy, type ManagedPolicy } from '@/lib/policy/managed-policy';

let cached: Promise<ManagedPolicy> | undefined;

export function readManagedPolicy(): Promise<ManagedPolicy> {
  cached ??= browser.storage.managed.get().then(parseManagedPolicy, () => ({ ...NO_POLICY }));
  return cached;
}

/**
 * Called synchronously at the worker's start: `onChange` runs after the browser reported
 * a new policy (the cache is dropped first).
 */
export function watchManagedPolicy(onChange: () => void): void {
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area !== 'managed') return;
    cached = undefined;
    onChange();
  });
}
