/**
 * Mounts the card's host in the page: a plain <div> (no custom-element name a page could
 * define first) with a CLOSED shadow root, a child of <html> (outside <body>, which may be an
 * editor) or of an open modal dialog (host-parent.ts), shown in the top layer. The host holds
 * no user text at all: it says "Working…" at once while the card's frame (card-frame-link.ts)
 * loads; the frame draws every model on top of it. Its size is fixed per kind of card
 * (card-size.ts), so neither its content nor its box tells the page anything of the text.
 * When the page removes the host or navigates the frame, `onLost` tells the session (the
 * card cannot be shown there).
 *
 * Cards never pile up (page-cards.ts): mounting a card (a new action) closes the page's
 * finished cards, places the new one clear of those that stay, and gives it their theme.
 */
import type { Translate } from '@/lib/i18n/translate';
import type { CardFrameEvent } from '@/lib/messages/protocol';
import type { CardActions, CardModel } from '../../model/card-model';
import {
  openFrameLink,
  type FrameLink,
  type FrameSource,
  type OpenFrameLink,
} from './card-frame-link';
import { staysOnNewAction } from './card-close-rules';
import { positionCard, type CardReference } from './card-position';
import { cardHeight } from './card-size';
import { hostParent, showOnTop } from './host-parent';
import { HOST_CSS } from './host-styles';
import { isShownCard, markCard, pageCards, pageCardTheme } from './page-cards';
import { pageTheme } from './page-theme';

export interface MountedCard {
  host: HTMLElement;
  update(model: CardModel): void;
  /** Moves focus into the card (keyboard users reach its buttons at once). */
  focus(): void;
  remove(): void;
}

export interface MountOptions {
  /** The card's page and how to introduce it (the content script's; tests pass their own). */
  frame: FrameSource;
  /** Called once if the page takes the card out of the document or navigates its frame. */
  onLost?: () => void;
  /** Where the card points; defaults to the anchor element. */
  reference?: CardReference | null;
  /**
   * The window of the content script, when the card is drawn in an ancestor's document
   * (card-site.ts): the card goes when that window's document does.
   */
  ownerView?: Window;
  /** Opens the frame (tests replace it). */
  openLink?: OpenFrameLink;
}

export function mountCard(
  doc: Document,
  anchor: Element | null,
  actions: CardActions,
  model: CardModel,
  t: Translate,
  options: MountOptions,
): MountedCard {
  // The page's earlier cards: the finished ones close, the others are kept clear of; all
  // share one theme, decided at the page's first card from the page's own colours.
  const earlier = pageCards(doc);
  const theme = pageCardTheme(doc, earlier, () => pageTheme(doc.body, doc));
  for (const card of earlier) if (!card.stays) card.close();
  const staying = earlier.filter((card) => card.stays).map((card) => card.host);

  const host = doc.createElement('div');
  const shadow = host.attachShadow({ mode: 'closed' });
  const style = doc.createElement('style');
  style.textContent = HOST_CSS;
  const box = doc.createElement('div');
  box.className = 'box';
  const placeholder = doc.createElement('p');
  placeholder.className = `placeholder ${theme}`;
  placeholder.textContent = t('cardWorking');
  box.append(placeholder);
  shadow.append(style, box);
  // Never inside the page's content: in an iframe editor (TinyMCE) the body IS the editor,
  // which would take the card into the user's document and save it with their text.
  host.setAttribute('contenteditable', 'false');
  host.setAttribute('popover', 'manual');
  let parent = hostParent(doc);
  parent.append(host);
  if (!host.isConnected) throw new Error('The card could not be added to the page.');

  let current = model;
  let removed = false;
  let shown = false;
  let focusWanted = false;
  let link: FrameLink | null = null;
  const openLink = options.openLink ?? openFrameLink;

  const giveFocus = () => {
    link?.frame.focus();
    link?.post({ type: 'focus' });
  };
  const onEvent = (event: CardFrameEvent) => {
    if (event.type === 'shown') {
      shown = true;
      if (focusWanted) giveFocus();
      focusWanted = false;
      return;
    }
    if (event.name === 'tryReplace') actions.tryReplace(event.text);
    else actions[event.name](event.paragraph);
  };
  const connect = () => {
    shown = false;
    const opened = openLink(doc, box, options.frame, { onEvent, onLost: lose });
    opened.post({ type: 'show', model: current, theme });
    link = opened;
  };
  const size = (next: CardModel) =>
    host.style.setProperty('--humanizer-h', `${cardHeight(next)}px`, 'important');

  const mark = markCard(host, shadow, box, theme, () => actions.close());
  mark.set(staysOnNewAction(model));
  size(model);
  // Into the top layer, and the frame opened, once the host has painted: both cost the page
  // a few milliseconds (a style pass; a navigation) the "Working…" must not wait for.
  const view = doc.defaultView;
  const afterPaint = () => {
    if (removed) return;
    showOnTop(host);
    if (!link) connect();
  };
  if (view) view.requestAnimationFrame(() => view.setTimeout(afterPaint, 0));
  else afterPaint();
  const stopPositioning = positionCard(host, options.reference ?? anchor, {
    onMoved: () => link?.post({ type: 'moved' }),
    avoid: () => staying.filter(isShownCard),
  });

  /**
   * Into (or out of) a modal dialog. Moving an <iframe> reloads it, so the frame is opened
   * again around the move. (Chrome's state-keeping moveBefore was tried: the moved frame
   * stayed inert and covered, as IntersectionObserver v2 reported, and refused every click.)
   */
  const moveTo = (next: Element) => {
    parent = next;
    link?.close();
    link = null;
    next.append(host);
    connect();
    showOnTop(host, true);
  };

  /** `now`: detached at once (the document of the script that drew it is going away). */
  function remove(now = false) {
    if (removed) return;
    removed = true;
    mark.gone();
    watcher.disconnect();
    stopPositioning();
    options.ownerView?.removeEventListener('pagehide', ownerGone);
    // Out of sight and of the way at once (it takes no more clicks); taken out after the next
    // paint: hiding or detaching the frame costs the page a few milliseconds, which a card
    // replacing this one should not wait for.
    box.style.opacity = '0';
    box.style.pointerEvents = 'none';
    const gone = link;
    const detach = () => {
      gone?.close();
      host.remove();
    };
    if (view && !now) view.requestAnimationFrame(() => view.setTimeout(detach, 0));
    else detach();
  }
  function lose(now = false) {
    if (removed) return;
    remove(now);
    options.onLost?.();
  }
  // Drawn in an ancestor's document: the frame that drew it being removed or navigated
  // takes its script, and so this card's session, away with it.
  function ownerGone() {
    lose(true);
  }
  options.ownerView?.addEventListener('pagehide', ownerGone);
  // The page removing our host (a hostile page, or one that re-renders <html>) loses the
  // card; a modal dialog opening, closing or going takes it in or out. Other changes of the
  // page cost one check each.
  const touchesDialogs = (records: MutationRecord[]) =>
    records.some(
      (r) =>
        r.type === 'attributes' ||
        [...r.addedNodes, ...r.removedNodes].some((n) => n.nodeName === 'DIALOG'),
    );
  const watcher = new MutationObserver((records) => {
    if (removed || (host.isConnected && !touchesDialogs(records))) return;
    if (!host.isConnected) {
      // Gone with the dialog it was in (closed or removed): back to <html>. Else: removed.
      const dialog = parent === doc.documentElement ? null : (parent as HTMLDialogElement);
      if (!dialog || (dialog.isConnected && dialog.open)) return lose();
    }
    const wanted = hostParent(doc);
    if (wanted !== parent || !host.isConnected) moveTo(wanted);
  });
  watcher.observe(doc.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  host.addEventListener('toggle', () => {
    if (!removed) showOnTop(host);
  });

  return {
    host,
    update(next) {
      current = next;
      mark.set(staysOnNewAction(next));
      size(next);
      link?.post({ type: 'show', model: next, theme });
    },
    focus() {
      if (shown) giveFocus();
      else focusWanted = true;
    },
    remove: () => remove(),
  };
}
