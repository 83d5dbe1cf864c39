// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishMessages } from '@/lib/i18n/english-messages';
import type { CardFrameCommand } from '@/lib/messages/protocol';
import { cardActions } from '@/lib/model/testing/fixtures';
import type { FrameLinkEvents, FrameSource, OpenFrameLink } from './card-frame-link';
import type { CardModel } from '../../model/card-model';
import { mountCard, type MountedCard } from './mount-card';

const source: FrameSource = {
  url: 'chrome-extension://dynamic/card.html',
  origin: 'chrome-extension://id',
  title: 'Humanizer',
  expect: async () => undefined,
};

interface FakeLink {
  posted: CardFrameCommand[];
  events: FrameLinkEvents;
  frame: HTMLIFrameElement;
  closed: boolean;
}

/** Opens a stand-in frame link per call and remembers what the mount posted to it. */
function fakeLinks() {
  const links: FakeLink[] = [];
  const open: OpenFrameLink = (doc, parent, _source, events) => {
    const frame = doc.createElement('iframe');
    frame.focus = vi.fn();
    parent.appendChild(frame);
    const link: FakeLink = { posted: [], events, frame, closed: false };
    links.push(link);
    return {
      frame,
      post: (command) => void link.posted.push(command),
      close: () => {
        link.closed = true;
        frame.remove();
      },
    };
  };
  return { links, open };
}

/** The closed roots attached from now on (only the test can hold them). */
function captureRoots(): ShadowRoot[] {
  const roots: ShadowRoot[] = [];
  const attach = Element.prototype.attachShadow;
  vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (
    this: Element,
    init: ShadowRootInit,
  ) {
    const root = attach.call(this, init);
    roots.push(root);
    return root;
  });
  return roots;
}

const result = (text: string): CardModel => ({
  kind: 'result',
  text,
  wordsCharged: 3,
  reason: 'readonly',
  canReplace: false,
});

describe('mountCard (the host in the page)', () => {
  let card: MountedCard | undefined;
  afterEach(() => {
    card?.remove();
    card = undefined;
    vi.restoreAllMocks();
    document.body.removeAttribute('contenteditable');
    document.body.innerHTML = '';
  });

  const mount = (model: CardModel, extra: { onLost?: () => void } = {}) => {
    const fake = fakeLinks();
    const actions = cardActions();
    card = mountCard(document, null, actions, model, englishMessages, {
      frame: source,
      openLink: fake.open,
      ...extra,
    });
    return { ...fake, actions, card };
  };
  /** Mounted, once its frame is opened (after the host's first paint). */
  const mountLinked = async (model: CardModel, extra: { onLost?: () => void } = {}) => {
    const mounted = mount(model, extra);
    await vi.waitFor(() => expect(mounted.links).toHaveLength(1));
    return mounted;
  };

  it('stays out of an editable body (an iframe editor such as TinyMCE)', () => {
    document.body.setAttribute('contenteditable', 'true');
    document.body.innerHTML = '<p>The user text.</p>';
    const before = document.body.innerHTML;
    const { card } = mount({ kind: 'notice', message: 'Hello' });
    expect(card.host.parentNode).toBe(document.documentElement);
    expect(card.host.getAttribute('contenteditable')).toBe('false');
    expect(document.body.innerHTML).toBe(before);
  });

  it('holds no text of the card: "Working…" only, the model goes to the frame', async () => {
    const roots = captureRoots();
    const { card, links } = await mountLinked(result('The secret rewrite.'));
    expect(card.host.localName).toBe('div');
    expect(card.host.shadowRoot).toBeNull();
    expect(roots).toHaveLength(1);
    expect(roots[0]!.textContent).not.toContain('secret');
    expect(roots[0]!.textContent).toContain(englishMessages('cardWorking'));
    expect(document.documentElement.textContent).not.toContain('secret');
    expect(links[0]!.posted).toEqual([
      { type: 'show', model: result('The secret rewrite.'), theme: 'light' },
    ]);
    card.update({ kind: 'replacing' });
    expect(links[0]!.posted.at(-1)).toEqual({
      type: 'show',
      model: { kind: 'replacing' },
      theme: 'light',
    });
  });

  it('has one size per kind of card, whatever the length of its text', () => {
    const height = (c: MountedCard) => c.host.style.getPropertyValue('--humanizer-h');
    const { card } = mount(result('Short.'));
    const short = height(card);
    card.update(result('A much longer rewrite. '.repeat(400)));
    expect(height(card)).toBe(short);
    card.update({ kind: 'replacing' });
    expect(height(card)).not.toBe(short);
  });

  it('runs the action the frame asks for, and moves focus into the frame once it has drawn', async () => {
    const { card, links, actions } = await mountLinked({
      kind: 'replaced',
      wordsCharged: 2,
      restored: false,
    });
    const link = links[0]!;
    card.focus();
    expect(link.frame.focus).not.toHaveBeenCalled();
    link.events.onEvent({ type: 'shown' });
    expect(link.frame.focus).toHaveBeenCalled();
    expect(link.posted.at(-1)).toEqual({ type: 'focus' });
    link.events.onEvent({ type: 'action', name: 'restore' });
    expect(actions.restore).toHaveBeenCalledTimes(1);
  });

  it('tells the session when the page takes the card out of the document', async () => {
    const onLost = vi.fn();
    const { card } = mount({ kind: 'replacing' }, { onLost });
    card.host.remove();
    await vi.waitFor(() => expect(onLost).toHaveBeenCalledTimes(1));
  });

  it('tells the session when its frame is lost (navigated by the page), and goes', async () => {
    const onLost = vi.fn();
    const { card, links } = await mountLinked({ kind: 'replacing' }, { onLost });
    links[0]!.events.onLost();
    expect(onLost).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(card.host.isConnected).toBe(false));
  });

  it('is gone from the document once removed, without counting as lost', async () => {
    const onLost = vi.fn();
    const { card, links } = await mountLinked({ kind: 'replacing' }, { onLost });
    const host = card.host;
    card.remove();
    await vi.waitFor(() => expect(host.isConnected).toBe(false));
    expect(links[0]!.closed).toBe(true);
    expect(onLost).not.toHaveBeenCalled();
  });
});
