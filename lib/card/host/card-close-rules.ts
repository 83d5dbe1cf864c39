/**
 * Which cards a new action closes (docs/card.md, "Cards never pile up"). A new action in a
 * page closes the finished cards of earlier actions, so cards never pile up; a card that
 * still needs the user stays, and the new card is placed clear of it:
 * - still working (waiting for the API, writing), asking to confirm a large text, or in
 *   review or held back by the meaning check (nothing written until the user decides);
 * - offering the user's own text back because a write or a restore went wrong, or because
 *   the text could not be queued: the user's way back, which a new action must not take.
 * Pure; the Record makes the compiler ask about every new kind of card.
 */
import type { CardModel } from '../../model/card-model';

type Rule = (model: CardModel) => boolean;

const STAYS: Record<CardModel['kind'], Rule> = {
  confirm: () => true,
  waiting: () => true,
  replacing: () => true,
  review: () => true,
  held: () => true,
  replaced: () => false,
  result: (model) => model.kind === 'result' && model.original !== undefined,
  failed: () => false,
  cancelled: () => false,
  notice: (model) => model.kind === 'notice' && model.text !== undefined,
};

/** Whether a card showing `model` stays when the user starts another action in the page. */
export function staysOnNewAction(model: CardModel): boolean {
  return STAYS[model.kind](model);
}
