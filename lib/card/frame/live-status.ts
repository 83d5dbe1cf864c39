/**
 * The card's one live region (issue 28 point 6: progress is announced once, not on every
 * tick). The card re-draws its whole section every half second while it counts down; a live
 * region inside that section would be a new element each time, announced on every tick by
 * some screen readers and never by others. So the announcement lives in one hidden element
 * made once per card, outside the section, and its text changes only when what it says
 * changes: the job's state without its seconds ("Queued: position 2." → "Sending…"), or the
 * status line of a card that does not count down. The visible countdown is not live.
 */
import type { Translate } from '@/lib/i18n/translate';
import type { CardModel } from '../../model/card-model';
import { progressAnnouncement } from './card-text';

export interface LiveStatus {
  /** Says `text`, unless it is what the region already says. */
  say(text: string): void;
}

export function createLiveStatus(doc: Document): LiveStatus {
  const region = doc.createElement('p');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.className = 'sr-only';
  region.dataset.testid = 'card-live';
  doc.body.append(region);
  return {
    say(text) {
      if (region.textContent !== text) region.textContent = text;
    },
  };
}

/** What the card announces for `model` drawn as `section`: no seconds, no counting labels. */
export function announcementOf(model: CardModel, section: HTMLElement, t: Translate): string {
  if (model.kind === 'waiting') return progressAnnouncement(model.job, t);
  const status = section.querySelector('[data-testid="card-status"]');
  return status?.textContent?.trim() ?? '';
}
