import { describe, expect, it } from 'vitest';
import { englishMessages } from '@/lib/i18n/english-messages';
import { unplacedLines } from './unplaced-lines';

describe('the lines of marks that could not be placed', () => {
  it('names the kind and the words, and a link its address', () => {
    expect(
      unplacedLines(
        [
          { kind: 'link', text: 'It is worth noting that', href: 'https://example.com/notes' },
          { kind: 'bold', text: ' really ' },
        ],
        englishMessages,
      ),
    ).toEqual(['link “It is worth noting that” (https://example.com/notes)', 'bold “really”']);
  });

  it('is bounded: at most 50 lines, each text and address clipped', () => {
    const marks = Array.from({ length: 5000 }, () => ({
      kind: 'link' as const,
      text: 'w'.repeat(10_000),
      href: `https://example.com/${'p'.repeat(10_000)}`,
    }));
    const lines = unplacedLines(marks, englishMessages);
    expect(lines).toHaveLength(50);
    expect(lines[0]!.length).toBeLessThan(2500);
    expect(lines[0]).toMatch(/^link “w{300}…” \(https:\/\/example\.com\/p+…\)$/);
  });
});
