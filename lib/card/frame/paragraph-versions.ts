/**
 * "Another version of this paragraph" on the review and held cards (issue 27, point 3): a row
 * of small buttons, one per paragraph of the version shown, each saying what it will cost
 * before anything is sent (that paragraph's words, with the API's own counter, as the whole
 * text's Another version does) and named for a screen reader ("Another version of paragraph
 * 2, words charged: about 45"). Offered only where the version shown has the original's
 * paragraphs (2 to MAX_PARAGRAPHS, aligned by place, lib/text/paragraphs.ts), and not on the
 * Original: a text of one paragraph has Another version for that. The session sends the
 * original's paragraph; the new version is the one shown with that paragraph replaced.
 */
import type { CardModel } from '../../model/card-model';
import { paragraphSpans } from '../../text/paragraphs';
import { countWords } from '../../text/word-count';
import { button, type CardContext } from './card-controls';
import { h, type Child } from './dom';
import { showsOriginal } from './versions-bar';

type Stepped = Extract<CardModel, { kind: 'review' | 'held' }>;

export function paragraphVersions(ctx: CardContext, model: Stepped): Child {
  if (showsOriginal(model)) return null;
  const ours = paragraphSpans(model.original);
  const theirs = paragraphSpans(model.text);
  if (!ours || !theirs || ours.length < 2 || ours.length !== theirs.length) return null;
  const title = ctx.t('paragraphVersionsTitle');
  return h(
    ctx.doc,
    'div',
    { class: 'paragraphs', role: 'group', 'aria-label': title, 'data-testid': 'card-paragraphs' },
    h(ctx.doc, 'span', { class: 'muted' }, title),
    ...ours.map((span, index) => {
      const words = countWords(model.original.slice(span.start, span.end));
      const n = index + 1;
      return button(
        ctx,
        `card-paragraph-${n}`,
        ctx.t('paragraphVersionButton', n, words),
        () => ctx.actions.another(index),
        { 'aria-label': ctx.t('paragraphVersionLabel', n, words) },
      );
    }),
  );
}
