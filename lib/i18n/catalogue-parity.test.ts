import { describe, expect, it } from 'vitest';
import { catalogueGaps, hasGaps, type Catalogue } from './catalogue-parity';

const english: Catalogue = {
  plain: { message: 'Save', description: 'A button' },
  counted: {
    message: 'Retry in $SECONDS$ s',
    placeholders: { seconds: { content: '$1' } },
  },
  pair: {
    message: 'part $PART$ of $COUNT$',
    placeholders: { part: { content: '$1' }, count: { content: '$2' } },
  },
};

const german: Catalogue = {
  plain: { message: 'Speichern' },
  counted: { message: 'Wiederholen in $SECONDS$ s', placeholders: { seconds: { content: '$1' } } },
  pair: {
    message: 'Teil $PART$ von $COUNT$',
    placeholders: { part: { content: '$1' }, count: { content: '$2' } },
  },
};

describe('catalogueGaps', () => {
  it('finds nothing in a complete translation (descriptions stay in English only)', () => {
    expect(hasGaps(catalogueGaps(english, german))).toBe(false);
  });

  it('accepts placeholders in another order or case, as Chrome matches them', () => {
    const reordered: Catalogue = {
      ...german,
      pair: {
        message: '$count$: Teil $Part$',
        placeholders: { count: { content: '$2' }, part: { content: '$1' } },
      },
    };
    expect(catalogueGaps(english, reordered).placeholders).toEqual([]);
  });

  it('lists missing, extra and empty keys', () => {
    const { plain: _plain, ...rest } = german;
    const gaps = catalogueGaps(english, {
      ...rest,
      counted: { message: '  ', placeholders: { seconds: { content: '$1' } } },
      stale: { message: 'Alt' },
    });
    expect(gaps).toEqual({
      missing: ['plain'],
      extra: ['stale'],
      empty: ['counted'],
      placeholders: [],
    });
  });

  it.each<[string, Catalogue['pair']]>([
    [
      'a placeholder dropped from the message',
      {
        message: 'Teil $PART$',
        placeholders: { part: { content: '$1' }, count: { content: '$2' } },
      },
    ],
    [
      'a placeholder bound to another $n',
      {
        message: 'Teil $PART$ von $COUNT$',
        placeholders: { part: { content: '$2' }, count: { content: '$1' } },
      },
    ],
    [
      'a placeholder used but not defined',
      {
        message: 'Teil $PART$ von $COUNT$',
        placeholders: { part: { content: '$1' } },
      },
    ],
    [
      'a renamed placeholder',
      {
        message: 'Teil $TEIL$ von $COUNT$',
        placeholders: { teil: { content: '$1' }, count: { content: '$2' } },
      },
    ],
  ])('flags %s', (_what, pair) => {
    expect(catalogueGaps(english, { ...german, pair }).placeholders).toEqual(['pair']);
  });
});
