// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { pageTheme } from './page-theme';

describe("the cards' theme from the page", () => {
  afterEach(() => {
    document.body.removeAttribute('style');
    document.documentElement.removeAttribute('style');
    document.body.innerHTML = '';
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
});
