import { describe, expect, it } from 'vitest';
import { englishMessages } from '../i18n/english-messages';
import { baseUrlProblem, humanizeEndpoint, normaliseBaseUrl, originPattern } from './base-url';

describe('normaliseBaseUrl', () => {
  it.each([
    ['http://127.0.0.1:8787/v1', 'http://127.0.0.1:8787/v1'],
    ['http://127.0.0.1:8787/v1/', 'http://127.0.0.1:8787/v1'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787/v1'],
    ['http://127.0.0.1:8787/', 'http://127.0.0.1:8787/v1'],
    ['  https://api.example.com/v1  ', 'https://api.example.com/v1'],
    ['https://api.example.com/humanizer/v1', 'https://api.example.com/humanizer/v1'],
    ['https://api.example.com/humanizer', 'https://api.example.com/humanizer/v1'],
    ['https://api.example.com/v1/humanize', 'https://api.example.com/v1'],
    ['https://API.Example.com//v1//', 'https://api.example.com/v1'],
    ['https://api.example.com/V1', 'https://api.example.com/V1'],
    ['https://api.example.com/V1/', 'https://api.example.com/V1'],
    ['https://api.example.com/V1/Humanize', 'https://api.example.com/V1'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseBaseUrl(input)).toBe(expected);
  });

  it('builds the operation URL from any accepted form', () => {
    expect(humanizeEndpoint('http://localhost:8787/')).toBe('http://localhost:8787/v1/humanize');
  });

  it('throws on text that is not a URL (callers check baseUrlProblem first)', () => {
    expect(() => normaliseBaseUrl('api.example.com')).toThrow();
  });
});

describe('baseUrlProblem', () => {
  it.each([
    ['api.example.com', /full URL/],
    ['ftp://api.example.com/v1', /https:\/\/ or http:\/\//],
    ['https://api.example.com/v1?x=1', /query/],
    ['https://user:pass@api.example.com/v1', /API key field/],
    ['http://api.example.com/v1', /Use https:\/\//],
    ['http://192.168.1.5:8787/v1', /Use https:\/\//],
    [`https://api.example.com/${'a'.repeat(2100)}`, /too long/],
  ])('refuses %s with a specific message', (input, message) => {
    expect(baseUrlProblem(input, englishMessages)).toMatch(message);
  });

  it('accepts a plain https or http base', () => {
    expect(baseUrlProblem('https://api.example.com', englishMessages)).toBeNull();
    expect(baseUrlProblem('http://127.0.0.1:8787/v1', englishMessages)).toBeNull();
    expect(baseUrlProblem('http://localhost:8787', englishMessages)).toBeNull();
    expect(baseUrlProblem('http://[::1]:8787/v1', englishMessages)).toBeNull();
  });
});

describe('originPattern', () => {
  it('drops the port and path: Firefox refuses ports in match patterns', () => {
    expect(originPattern('http://127.0.0.1:8787/v1')).toBe('http://127.0.0.1/*');
    expect(originPattern('https://api.example.com/some/v1')).toBe('https://api.example.com/*');
  });
});
