/**
 * The in-page button's state as the background reads and writes it: the user's stored
 * choices, the organisation's policy, and what the browser has granted.
 */
import { browser } from 'wxt/browser';
import {
  applyButtonChange,
  asButtonSettings,
  type ButtonChange,
  type InPageButtonSettings,
} from '@/lib/in-page-button/button-settings';
import { effectiveButton, type EffectiveButton } from '@/lib/in-page-button/effective-button';
import type { ManagedPolicy } from '@/lib/policy/managed-policy';
import { inPageButtonItem } from '@/utils/storage';
import { readManagedPolicy } from '../policy/managed-policy-reader';

export interface ButtonState {
  user: InPageButtonSettings;
  policy: ManagedPolicy;
  button: EffectiveButton;
}

export async function readButtonState(): Promise<ButtonState> {
  const [stored, policy] = await Promise.all([inPageButtonItem.getValue(), readManagedPolicy()]);
  const user = asButtonSettings(stored);
  return { user, policy, button: effectiveButton(user, policy) };
}

/** Applies `change` to the stored choices (the caller registers the script again). */
export async function changeButtonSettings(change: ButtonChange): Promise<InPageButtonSettings> {
  const user = applyButtonChange(asButtonSettings(await inPageButtonItem.getValue()), change);
  await inPageButtonItem.setValue(user);
  return user;
}

/** Which of `patterns` the browser has granted (one question per pattern, all at once). */
export async function grantedPatterns(patterns: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(patterns)];
  const answers = await Promise.all(
    unique.map((origin) => browser.permissions.contains({ origins: [origin] }).catch(() => false)),
  );
  return new Set(unique.filter((_, i) => answers[i]));
}
