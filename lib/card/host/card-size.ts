/**
 * The card's size, fixed per kind of card: the page sees the host's box, so a size that grew
 * with the rewrite would tell the page how long the user's text is. What does not fit
 * scrolls inside the card's frame. A new kind of card gets its height here (the Record makes
 * the compiler ask for it).
 */
import type { CardModel } from '../../model/card-model';

export const CARD_WIDTH = 380;

/** CSS pixels; room for the longest shipped language's labels on one or two lines. */
const HEIGHT: Record<CardModel['kind'], number> = {
  confirm: 180,
  waiting: 140,
  replacing: 92,
  replaced: 140,
  result: 340,
  // Review and held cards carry the change picks, the versions bar and the cost lines too
  // (issue 27): the rewrite's box keeps about five lines.
  review: 420,
  held: 460,
  failed: 180,
  cancelled: 122,
  notice: 160,
};

/** A notice that offers a text to copy is as tall as a result, whatever the text. */
const NOTICE_WITH_TEXT = HEIGHT.result;

export function cardHeight(model: CardModel): number {
  if (model.kind === 'notice' && model.text !== undefined) return NOTICE_WITH_TEXT;
  return HEIGHT[model.kind];
}

/** Every kind of card (the frame refuses a model of any other kind). */
export const CARD_KINDS = new Set<string>(Object.keys(HEIGHT));
