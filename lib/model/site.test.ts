import { describe, expect, it } from 'vitest';
import { canonicalHost, normaliseSite, patternMatches, siteLabel, sitePatternOf } from './site';

describe('sitePatternOf', () => {
  it('is the scheme and host of an http(s) page, any port', () => {
    expect(sitePatternOf('https://mail.example.com:8443/inbox?x=1')).toBe(
      'https://mail.example.com/*',
    );
    expect(sitePatternOf('http://127.0.0.1:5173/a.html')).toBe('http://127.0.0.1/*');
  });

  it('is one canonical site whatever form the address takes', () => {
    const forms = [
      'http://localhost:8080/',
      'http://localhost.:8080/',
      'http://LOCALHOST.:8080/a',
      'http://LocalHost/',
      'http://localhost:80/',
    ];
    for (const url of forms) expect(sitePatternOf(url), url).toBe('http://localhost/*');
    expect(sitePatternOf('https://Mail.Example.COM.:443/x')).toBe('https://mail.example.com/*');
    // An IDN, in unicode or punycode: the browser's form (punycode).
    expect(sitePatternOf('https://bücher.example/')).toBe('https://xn--bcher-kva.example/*');
    expect(sitePatternOf('https://xn--bcher-kva.example./')).toBe(
      'https://xn--bcher-kva.example/*',
    );
    expect(sitePatternOf('http://127.1:5173/')).toBe('http://127.0.0.1/*');
    expect(sitePatternOf('http://[::1]:5173/')).toBe('http://[::1]/*');
  });

  it('is null for other pages and for garbage', () => {
    for (const url of [
      'chrome://extensions',
      'about:blank',
      'http://./',
      'http://a..b/',
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

  it('writes every form of a host as the one sitePatternOf gives for its pages', () => {
    expect(normaliseSite('localhost.')).toBe('*://localhost/*');
    expect(normaliseSite('http://LOCALHOST./*')).toBe('http://localhost/*');
    expect(normaliseSite('http://localhost.:8080/*')).toBe('http://localhost/*');
    expect(normaliseSite('https://example.com:443/*')).toBe('https://example.com/*');
    expect(normaliseSite('Bücher.Example')).toBe('*://xn--bcher-kva.example/*');
    expect(normaliseSite('*.Bücher.example.')).toBe('*://*.xn--bcher-kva.example/*');
    expect(normaliseSite('https://xn--bcher-kva.example/*')).toBe(
      'https://xn--bcher-kva.example/*',
    );
    expect(normaliseSite('http://[::1]/*')).toBe('http://[::1]/*');
    for (const url of ['http://localhost.:9/', 'https://bücher.example./', 'https://A.com:443/']) {
      expect(normaliseSite(sitePatternOf(url)), url).toBe(sitePatternOf(url));
    }
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
      'user@example.com',
      'https://a@example.com/*',
      'example.com/path',
      'example.com..',
      'a..b',
      '.',
      'https://example.com:99999/*',
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

  it('matches a host with its trailing dot, as the browser does, in any case', () => {
    expect(patternMatches('http://localhost/*', 'http://localhost.:8080/')).toBe(true);
    expect(patternMatches('http://localhost/*', 'http://LOCALHOST/')).toBe(true);
    expect(patternMatches('*://*.example.com/*', 'https://a.example.com./')).toBe(true);
    expect(patternMatches('https://xn--bcher-kva.example/*', 'https://bücher.example/')).toBe(true);
    expect(patternMatches('http://localhost/*', 'http://localhost.evil/')).toBe(false);
  });
});

describe('canonicalHost', () => {
  it('lower case, punycode, dotted IPv4, no port, no trailing dot', () => {
    expect(canonicalHost('Example.COM.')).toBe('example.com');
    expect(canonicalHost('example.com:8080')).toBe('example.com');
    expect(canonicalHost('*.bücher.example')).toBe('*.xn--bcher-kva.example');
    expect(canonicalHost('0x7f.1')).toBe('127.0.0.1');
    expect(canonicalHost('*')).toBe('*');
    expect(canonicalHost('a b')).toBeNull();
    expect(canonicalHost('**.a.com')).toBeNull();
  });
});

describe('siteLabel', () => {
  it('names the host, with http:// only for http', () => {
    expect(siteLabel('https://mail.example.com/*')).toBe('mail.example.com');
    expect(siteLabel('http://127.0.0.1/*')).toBe('http://127.0.0.1');
    expect(siteLabel('*://*.school.edu/*')).toBe('*.school.edu');
  });
});
