/**
 * The toolbar badge: how many jobs are waiting or in flight; empty when none. Indigo like the
 * icon while jobs run; amber while one waits for a retry or the rate limit (paused). White
 * text on either keeps at least 4.5:1, and the badge reads on light and dark toolbars alike.
 */
import { browser } from 'wxt/browser';
import { TERMINAL_STATUSES, type JobView } from '@/lib/queue/job-view';

export const BADGE_RUNNING = '#4338ca';
export const BADGE_WAITING = '#b45309';
const BADGE_TEXT = '#ffffff';

let shown: string | undefined;

export function showWaitingCount(views: readonly JobView[]): void {
  const waiting = views.filter((v) => !TERMINAL_STATUSES.has(v.status)).length;
  const text = waiting > 0 ? String(waiting) : '';
  const color = views.some((v) => v.status === 'paused') ? BADGE_WAITING : BADGE_RUNNING;
  const look = `${text}|${color}`;
  if (look === shown) return;
  shown = look;
  const action = browser.action;
  if (!action) return;
  action.setBadgeBackgroundColor({ color }).catch(() => undefined);
  // Firefox and Chrome 110+; elsewhere the browser picks a readable text colour itself.
  action.setBadgeTextColor?.({ color: BADGE_TEXT }).catch(() => undefined);
  action.setBadgeText({ text }).catch(() => undefined);
}
