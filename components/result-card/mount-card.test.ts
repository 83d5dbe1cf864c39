// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishMessages } from '@/lib/i18n/english-messages';
import { mountCard, type MountedCard } from './mount-card';
import { cardActions } from '@/test/unit/fixtures';

const actions = cardActions;
const cardText = (card: MountedCard) => card.shadow.textContent ?? '';

describe('mountCard', () => {
  let card: MountedCard | undefined;
  afterEach(() => {
    card?.remove();
    card = undefined;
    document.body.removeAttribute('contenteditable');
    document.body.innerHTML = '';
  });

  it('stays out of an editable body (an iframe editor such as TinyMCE)', async () => {
    document.body.setAttribute('contenteditable', 'true');
    document.body.innerHTML = '<p>The user text.</p>';
    const before = document.body.innerHTML;
    card = mountCard(
      document,
      document.querySelector('p'),
      actions(),
      { kind: 'notice', message: 'Hello' },
      englishMessages,
    );
    await vi.waitFor(() => expect(cardText(card!)).toContain('Hello'));
    expect(card.host.parentNode).toBe(document.documentElement);
    expect(card.host.getAttribute('contenteditable')).toBe('false');
    expect(document.body.innerHTML).toBe(before);
  });

  it('is a plain element with a closed root: the page sees no shadowRoot and no card text', () => {
    card = mountCard(
      document,
      null,
      actions(),
      { kind: 'notice', message: 'Secret' },
      englishMessages,
    );
    expect(card.host.localName).toBe('div');
    expect(card.host.shadowRoot).toBeNull();
    expect(document.documentElement.textContent).not.toContain('Secret');
    expect(cardText(card)).toContain('Secret');
  });

  it('acts only on trusted events: a synthetic click on Restore does nothing', () => {
    const a = actions();
    card = mountCard(
      document,
      null,
      a,
      { kind: 'replaced', wordsCharged: 2, restored: false },
      englishMessages,
    );
    card.shadow.querySelector<HTMLElement>('[data-testid="card-restore"]')!.click();
    expect(a.restore).not.toHaveBeenCalled();
  });

  it('re-renders a ticking countdown while keeping focus on the same control', async () => {
    card = mountCard(
      document,
      null,
      actions(),
      {
        kind: 'failed',
        failedAt: Date.now(),
        error: { kind: 'rate_limited', message: 'Wait.', action: 'wait', retryAfterMs: 1200 },
      },
      englishMessages,
      { accept: () => true },
    );
    card.shadow.querySelector<HTMLElement>('[data-testid="card-close"]')!.focus();
    const retry = () =>
      card!.shadow.querySelector<HTMLButtonElement>('[data-testid="card-retry"]')!;
    expect(retry().disabled).toBe(true);
    await vi.waitFor(() => expect(retry().disabled).toBe(false), { timeout: 5000 });
    expect(card.shadow.activeElement?.getAttribute('data-testid')).toBe('card-close');
  });

  it('tells the session when the page takes the card out of the document', async () => {
    const onLost = vi.fn();
    card = mountCard(document, null, actions(), { kind: 'replacing' }, englishMessages, { onLost });
    card.host.remove();
    await vi.waitFor(() => expect(onLost).toHaveBeenCalledTimes(1));
  });

  it('is gone from the document once removed, without counting as lost', async () => {
    const onLost = vi.fn();
    card = mountCard(document, null, actions(), { kind: 'replacing' }, englishMessages, { onLost });
    const host = card.host;
    card.remove();
    expect(host.isConnected).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(onLost).not.toHaveBeenCalled();
    card = undefined;
  });
});
