import { describe, expect, it } from 'vitest';
import { isCardSecret } from '@/lib/messages/protocol-validators';
import { randomUuid } from './random-uuid';

describe('randomUuid', () => {
  it('is a version-4 UUID, different each time', () => {
    const ids = new Set(Array.from({ length: 100 }, () => randomUuid()));
    expect(ids.size).toBe(100);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(isCardSecret(id)).toBe(true);
    }
  });

  it('uses only getRandomValues (no randomUUID, which insecure pages lack)', () => {
    const random = { getRandomValues: <T extends ArrayBufferView | null>(a: T) => a };
    expect(randomUuid(random as Pick<Crypto, 'getRandomValues'>)).toBe(
      '00000000-0000-4000-8000-000000000000',
    );
  });
});
