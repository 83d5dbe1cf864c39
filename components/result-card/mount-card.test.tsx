// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishMessages } from '@/lib/i18n/english-messages';
import { CARD_HOST_TAG, mountCard, type MountedCard } from './mount-card';
import { cardActions } from '@/test/unit/fixtures';

const actions = cardActions;

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
    await vi.waitFor(() => expect(card!.host.shadowRoot?.textContent).toContain('Hello'));
    expect(card.host.parentNode).toBe(document.documentElement);
    expect(card.host.getAttribute('contenteditable')).toBe('false');
    expect(document.body.innerHTML).toBe(before);
    expect(document.body.querySelector(CARD_HOST_TAG)).toBeNull();
  });

  it('is gone from the document once removed', () => {
    card = mountCard(document, null, actions(), { kind: 'replacing' }, englishMessages);
    expect(document.querySelectorAll(CARD_HOST_TAG)).toHaveLength(1);
    card.remove();
    expect(document.querySelectorAll(CARD_HOST_TAG)).toHaveLength(0);
    card = undefined;
  });
});
