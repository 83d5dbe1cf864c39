// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTheme } from './page-theme';

describe("the cards' theme from the page", () => {
  afterEach(() => {
    document.body.removeAttribute('style');
    document.documentElement.removeAttribute('style');
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it("from the page's own background, not a dark block inside it", () => {
    document.body.style.background = 'rgb(250, 250, 250)';
    document.body.innerHTML = '<section style="background: rgb(20, 20, 30)"><p>Text</p></section>';
    expect(pageTheme(document.body, document)).toBe('light');
    expect(pageTheme(document.querySelector('p'), document)).toBe('dark');
  });

  it('a dark page background gives the dark theme', () => {
    document.documentElement.style.background = 'rgb(10, 10, 10)';
    expect(pageTheme(document.body, document)).toBe('dark');
  });

  it('with no background at all: the light canvas', () => {
    expect(pageTheme(document.body, document)).toBe('light');
  });

  it('with no background, a page that declares only a dark scheme: dark', () => {
    document.documentElement.style.colorScheme = 'dark';
    expect(pageTheme(document.body, document)).toBe('dark');
  });

  it("with no background and both schemes declared: the user's preference", () => {
    document.documentElement.style.colorScheme = 'light dark';
    const prefersDark = (dark: boolean) =>
      vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: dark } as MediaQueryList);
    prefersDark(true);
    expect(pageTheme(document.body, document)).toBe('dark');
    prefersDark(false);
    expect(pageTheme(document.body, document)).toBe('light');
  });
});
