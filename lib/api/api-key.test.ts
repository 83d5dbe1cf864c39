import { describe, expect, it } from 'vitest';
import { englishMessages } from '../i18n/english-messages';
import { apiKeyProblem } from './api-key';

describe('apiKeyProblem', () => {
  it.each([
    ['a control character', 'demo\u0007key'],
    ['a zero-width space', 'demo\u200Bkey'],
    ['a zero-width joiner', 'demo\u200Dkey'],
    ['a byte-order mark', 'demo\uFEFFkey'],
    ['a soft hyphen', 'demo\u00ADkey'],
    ['an inner space', 'demo key'],
    ['a non-ASCII letter', 'démo-key'],
    ['a right-to-left mark', 'demo-key\u200F'],
  ])('refuses a key with %s, saying why', (_name, key) => {
    expect(apiKeyProblem(key, englishMessages)).toMatch(/cannot be sent/);
  });

  it('accepts visible ASCII keys and leaves an empty key to the "missing key" check', () => {
    expect(apiKeyProblem('demo-pro-key', englishMessages)).toBeNull();
    expect(apiKeyProblem('  sk_live.AbC/123+==  ', englishMessages)).toBeNull();
    expect(apiKeyProblem('', englishMessages)).toBeNull();
  });
});
