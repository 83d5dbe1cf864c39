// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { asPageText, selectedTextInPage } from './read-selection';

describe('selectedTextInPage', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it("reads a field's selection with its line breaks, else the focused field's whole text", () => {
    document.body.innerHTML = '<textarea id="f"></textarea>';
    const field = document.getElementById('f') as HTMLTextAreaElement;
    field.value = 'One.\n\nTwo.\n\nThree.';
    field.focus();
    field.setSelectionRange(0, 10);
    expect(selectedTextInPage()).toBe('One.\n\nTwo.');
    field.setSelectionRange(3, 3);
    expect(selectedTextInPage()).toBe('One.\n\nTwo.\n\nThree.');
  });

  it('never reads a password field', () => {
    document.body.innerHTML = '<input id="p" type="password" value="secret words">';
    const field = document.getElementById('p') as HTMLInputElement;
    field.focus();
    field.select();
    expect(selectedTextInPage()).toBe('');
  });

  it("reads the page's selection outside fields", () => {
    document.body.innerHTML = '<p id="p">Selected words here.</p>';
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('p')!);
    document.getSelection()?.addRange(range);
    expect(selectedTextInPage()).toBe('Selected words here.');
  });
});

describe('asPageText', () => {
  it('takes a string within the Copy limit and nothing else', () => {
    expect(asPageText('text')).toBe('text');
    expect(asPageText(42)).toBeNull();
    expect(asPageText({ toString: () => 'x' })).toBeNull();
    expect(asPageText('x'.repeat(2_000_001))).toBeNull();
  });
});
