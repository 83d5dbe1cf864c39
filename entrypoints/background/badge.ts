/**
 * The toolbar badge: how many jobs are waiting or in flight (empty when none), or "!" with
 * the reason as its tooltip while storage is failing, so a failure is never only in a log.
 */
import { browser } from 'wxt/browser';
import { TERMINAL_STATUSES, type JobView } from '@/lib/queue/job-view';

let waiting = '';
let problem: string | undefined;
let shown: string | undefined;

function render(): void {
  const text = problem ? '!' : waiting;
  const key = `${text}\n${problem ?? ''}`;
  if (key === shown) return;
  shown = key;
  browser.action?.setBadgeText({ text }).catch(() => undefined);
  if (problem) browser.action?.setBadgeBackgroundColor({ color: '#b3261e' }).catch(() => undefined);
  // '' restores the manifest's title (the extension's name).
  browser.action?.setTitle({ title: problem ?? '' }).catch(() => undefined);
}

export function showWaitingCount(views: readonly JobView[]): void {
  const count = views.filter((v) => !TERMINAL_STATUSES.has(v.status)).length;
  waiting = count > 0 ? String(count) : '';
  render();
}

/** A storage failure's message, or undefined once storage works again. */
export function showStorageProblem(message: string | undefined): void {
  problem = message;
  render();
}
