/**
 * The marks a formatted write could not place (their words are not in the rewrite), as the
 * lines the card lists and copies (issue 25: "1 link could not be placed", and Copy). Each
 * line names the kind, the words it covered and, for a link, its address, so the user can put
 * it back by hand. Bounded: a page's marks are outside input, and the card's port carries text.
 */
import type { MessageKey, Translate } from '@/lib/i18n/translate';
import type { MarkKind } from '../editors/formatting/model';
import type { UnplacedMark } from '../editors/formatting/transfer-marks';

const MAX_LINES = 50;
const MAX_TEXT = 300;
const MAX_HREF = 2048;

const KIND_TEXT: Record<MarkKind, MessageKey> = {
  link: 'markLink',
  bold: 'markBold',
  italic: 'markItalic',
  underline: 'markUnderline',
  strike: 'markStrike',
  code: 'markCode',
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

export function unplacedLines(marks: readonly UnplacedMark[], t: Translate): string[] {
  return marks.slice(0, MAX_LINES).map((mark) => {
    const item = t('cardUnplacedItem', t(KIND_TEXT[mark.kind]), clip(mark.text.trim(), MAX_TEXT));
    return mark.href ? `${item} (${clip(mark.href, MAX_HREF)})` : item;
  });
}
