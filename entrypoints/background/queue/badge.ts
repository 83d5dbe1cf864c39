/**
 * The toolbar badge: how many jobs are waiting or in flight; empty when none. Indigo like the
 * icon while jobs run; amber while one waits for a retry or the rate limit (paused). White
 * text on either keeps at least 4.5:1, and the badge reads on light and dark toolbars alike.
 * While storage is failing it shows "!" in red with the reason as its tooltip, so a failure
 * is never only in a log.
 */
import { browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import type { JobCounts } from '@/lib/queue';

export const BADGE_RUNNING = '#4338ca';
export const BADGE_WAITING = '#b45309';
export const BADGE_PROBLEM = '#b3261e';
const BADGE_TEXT = '#ffffff';

let count = '';
let color = BADGE_RUNNING;
let problem: string | undefined;
let shown: string | undefined;

function render(): void {
  const text = problem ? '!' : count;
  const background = problem ? BADGE_PROBLEM : color;
  const look = `${text}|${background}|${problem ?? ''}`;
  if (look === shown) return;
  shown = look;
  const action = browser.action;
  if (!action) return;
  action.setBadgeBackgroundColor({ color: background }).catch(() => undefined);
  // Firefox and Chrome 110+; elsewhere the browser picks a readable text colour itself.
  action.setBadgeTextColor?.({ color: BADGE_TEXT }).catch(() => undefined);
  action.setBadgeText({ text }).catch(() => undefined);
  // Chromium keeps an empty title as empty (it does not fall back to the manifest's), so the
  // extension's name is set back explicitly.
  action.setTitle({ title: problem ?? t('extensionName') }).catch(() => undefined);
}

/** The queue's counts (lib/queue/views.ts): jobs not finished, and whether a pause holds them. */
export function showWaitingCount({ live, paused }: JobCounts): void {
  count = live > 0 ? String(live) : '';
  color = paused ? BADGE_WAITING : BADGE_RUNNING;
  render();
}

/** A storage failure's message, or undefined once storage works again. */
export function showStorageProblem(message: string | undefined): void {
  problem = message;
  render();
}
