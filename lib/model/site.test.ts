import { describe, expect, it } from 'vitest';
import { normaliseSite, patternMatches, siteLabel, sitePatternOf } from './site';

describe('sitePatternOf', () => {
  it('is the scheme and host of an http(s) page, any port', () => {
    expect(sitePatternOf('https://mail.example.com:8443/inbox?x=1')).toBe(
      'https://mail.example.com/*',
    );
    expect(sitePatternOf('http://127.0.0.1:5173/a.html')).toBe('http://127.0.0.1/*');
  });

  it('is null for other pages and for garbage', () => {
    for (const url of [
      'chrome://extensions',
      'about:blank',
      'file:///etc/passwd',
      'x',
      '',
      undefined,
    ]) {
      expect(sitePatternOf(url)).toBeNull();
    }
  });
});

describe('normaliseSite', () => {
  it('takes hosts (both schemes) and http(s) match patterns, widened to the host', () => {
    expect(normaliseSite('Example.com')).toBe('*://example.com/*');
    expect(normaliseSite('*.school.edu')).toBe('*://*.school.edu/*');
    expect(normaliseSite('https://*.school.edu/*')).toBe('https://*.school.edu/*');
    expect(normaliseSite('https://mail.example.com/inbox/*')).toBe('https://mail.example.com/*');
    expect(normaliseSite('*://*/*')).toBe('*://*/*');
  });

  it('refuses anything else', () => {
    for (const entry of [
      'file:///x',
      'ftp://a.com/*',
      'javascript:alert(1)',
      '*',
      'a b.com',
      'https://exa*mple.com/*',
      'https://example.com',
      'x'.repeat(400),
      42,
      null,
      { host: 'a.com' },
    ]) {
      expect(normaliseSite(entry), String(entry)).toBeNull();
    }
  });
});

describe('patternMatches', () => {
  it('matches scheme, host and subdomains as the browser does, ignoring the port', () => {
    expect(patternMatches('https://mail.example.com/*', 'https://mail.example.com:8443/x')).toBe(
      true,
    );
    expect(patternMatches('https://mail.example.com/*', 'http://mail.example.com/x')).toBe(false);
    expect(patternMatches('*://*.example.com/*', 'http://example.com/')).toBe(true);
    expect(patternMatches('*://*.example.com/*', 'https://a.b.example.com/')).toBe(true);
    expect(patternMatches('*://*.example.com/*', 'https://notexample.com/')).toBe(false);
    expect(patternMatches('*://*/*', 'https://any.where/')).toBe(true);
    expect(patternMatches('*://*/*', 'file:///x')).toBe(false);
    expect(patternMatches('*://*/*', 'not a url')).toBe(false);
  });
});

describe('siteLabel', () => {
  it('names the host, with http:// only for http', () => {
    expect(siteLabel('https://mail.example.com/*')).toBe('mail.example.com');
    expect(siteLabel('http://127.0.0.1/*')).toBe('http://127.0.0.1');
    expect(siteLabel('*://*.school.edu/*')).toBe('*.school.edu');
  });
});
