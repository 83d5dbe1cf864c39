import { MAX_PARAGRAPHS } from '@/lib/text/paragraphs';
import { describe, expect, it } from 'vitest';
import {
  isCardActionName,
  MAX_CARD_TEXT_CHARS,
  isCardFrameCommand,
  isCardFrameEvent,
  isCardFrameInit,
  isCardModel,
} from './card-frame-validators';

describe('the card frame messages', () => {
  it('takes each kind of model with its fields, and nothing else', () => {
    expect(isCardModel({ kind: 'replacing' })).toBe(true);
    expect(isCardModel({ kind: 'confirm', words: 25_009, requests: 3 })).toBe(true);
    expect(isCardModel({ kind: 'confirm', words: '25009', requests: 3 })).toBe(false);
    expect(
      isCardModel({ kind: 'replaced', wordsCharged: 2, restored: false, invisibleRemoved: 3 }),
    ).toBe(true);
    expect(
      isCardModel({ kind: 'replaced', wordsCharged: 2, restored: false, invisibleRemoved: '3' }),
    ).toBe(false);
    const replaced = { kind: 'replaced', wordsCharged: 2, restored: false };
    expect(isCardModel({ ...replaced, unplaced: ['link “a” (https://x)'] })).toBe(true);
    expect(isCardModel({ ...replaced, unplaced: [{ text: 'a' }] })).toBe(false);
    expect(isCardModel({ kind: 'review', original: 'a', text: 'b', wordsCharged: 1 })).toBe(true);
    expect(isCardModel({ kind: 'notice', message: 'm' })).toBe(true);
    expect(isCardModel({ kind: 'notice', message: 'm', text: 't' })).toBe(true);
    expect(isCardModel({ kind: 'notice', message: 'm', text: 3 })).toBe(false);
    expect(isCardModel({ kind: 'review', original: 'a', text: 'b' })).toBe(false);
    expect(isCardModel({ kind: 'waiting', job: 'j' })).toBe(false);
    expect(isCardModel({ kind: 'script' })).toBe(false);
    expect(isCardModel({ kind: 'toString' })).toBe(false);
    expect(isCardModel(null)).toBe(false);
  });

  it('takes the commands and events of the protocol only', () => {
    const model = { kind: 'cancelled' };
    expect(isCardFrameCommand({ type: 'show', model, theme: 'dark' })).toBe(true);
    expect(isCardFrameCommand({ type: 'show', model, theme: 'blue' })).toBe(false);
    expect(isCardFrameCommand({ type: 'focus' })).toBe(true);
    expect(isCardFrameCommand({ type: 'eval', code: '1' })).toBe(false);
    expect(isCardFrameEvent({ type: 'shown' })).toBe(true);
    expect(isCardFrameEvent({ type: 'action', name: 'restore' })).toBe(true);
    expect(isCardFrameEvent({ type: 'action', name: 'copy' })).toBe(false);
    expect(isCardFrameEvent({ type: 'action', name: 'constructor' })).toBe(false);
    expect(isCardActionName('openOptions')).toBe(true);
    expect(isCardActionName('confirm')).toBe(true);
  });

  it('takes a text with Replace only, bounded', () => {
    const replace = { type: 'action', name: 'tryReplace' };
    expect(isCardFrameEvent({ ...replace, text: 'merged words' })).toBe(true);
    expect(isCardFrameEvent({ ...replace, text: 42 })).toBe(false);
    expect(isCardFrameEvent({ ...replace, text: 'x'.repeat(MAX_CARD_TEXT_CHARS + 1) })).toBe(false);
    expect(isCardFrameEvent({ type: 'action', name: 'close', text: 'x' })).toBe(false);
  });

  it('takes a paragraph with Another version only: a whole number within the paragraphs offered', () => {
    const another = { type: 'action', name: 'another' };
    expect(isCardFrameEvent({ ...another, paragraph: 1 })).toBe(true);
    expect(isCardFrameEvent({ ...another, paragraph: 0 })).toBe(true);
    for (const paragraph of [-1, 1.5, '1', MAX_PARAGRAPHS, Number.NaN]) {
      expect(isCardFrameEvent({ ...another, paragraph })).toBe(false);
    }
    expect(isCardFrameEvent({ type: 'action', name: 'tryReplace', paragraph: 1 })).toBe(false);
    expect(isCardFrameEvent({ ...another, paragraph: 1, text: 'x' })).toBe(false);
  });

  it('takes a first message with a UUID secret only', () => {
    const secret = '0b7c6f1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(isCardFrameInit({ type: 'card.init', secret })).toBe(true);
    expect(isCardFrameInit({ type: 'card.init', secret: 'x' })).toBe(false);
    expect(isCardFrameInit({ type: 'show', secret })).toBe(false);
  });
});
