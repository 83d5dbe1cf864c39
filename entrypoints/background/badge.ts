/** The toolbar badge: how many jobs are waiting or in flight; empty when none. */
import { browser } from 'wxt/browser';
import { TERMINAL_STATUSES, type JobView } from '@/lib/queue/job-view';

let shown: string | undefined;

export function showWaitingCount(views: readonly JobView[]): void {
  const waiting = views.filter((v) => !TERMINAL_STATUSES.has(v.status)).length;
  const text = waiting > 0 ? String(waiting) : '';
  if (text === shown) return;
  shown = text;
  browser.action?.setBadgeText({ text }).catch(() => undefined);
}
