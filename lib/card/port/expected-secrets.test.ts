import { describe, expect, it } from 'vitest';
import { createExpectedSecrets, MAX_HELD, TTL_MS } from './expected-secrets';

const S1 = '11111111-1111-4111-8111-111111111111';
const S2 = '22222222-2222-4222-8222-222222222222';

describe('the secrets expected for card frames', () => {
  it('answers true once, for the tab that expected it', () => {
    const secrets = createExpectedSecrets(() => 0);
    secrets.expect(7, S1);
    expect(secrets.claim(7, S2)).toBe(false);
    expect(secrets.claim(7, S1)).toBe(true);
    expect(secrets.claim(7, S1)).toBe(false);
  });

  it('refuses a claim from another tab, and the secret is spent by it', () => {
    const secrets = createExpectedSecrets(() => 0);
    secrets.expect(7, S1);
    expect(secrets.claim(8, S1)).toBe(false);
    expect(secrets.claim(7, S1)).toBe(false);
  });

  it('forgets a secret after TTL_MS', () => {
    let now = 0;
    const secrets = createExpectedSecrets(() => now);
    secrets.expect(7, S1);
    now = TTL_MS;
    expect(secrets.claim(7, S1)).toBe(false);
  });

  it('holds at most MAX_HELD secrets, dropping the oldest', () => {
    const secrets = createExpectedSecrets(() => 0);
    const ids = Array.from({ length: MAX_HELD + 1 }, (_, i) => `secret-${i}`);
    for (const id of ids) secrets.expect(1, id);
    expect(secrets.claim(1, ids[0]!)).toBe(false);
    expect(secrets.claim(1, ids[1]!)).toBe(true);
    expect(secrets.claim(1, ids[MAX_HELD]!)).toBe(true);
  });
});
