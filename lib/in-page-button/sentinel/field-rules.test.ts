// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fieldAllowed, isTextField } from './field-rules';

const make = (html: string) => {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-t]') as HTMLElement;
};

describe('fieldAllowed', () => {
  it('textareas, text inputs and editable content', () => {
    expect(fieldAllowed(make('<textarea data-t></textarea>'))).toBe(true);
    expect(fieldAllowed(make('<input data-t type="text" name="subject">'))).toBe(true);
    expect(fieldAllowed(make('<div data-t contenteditable="true"></div>'))).toBe(true);
    expect(fieldAllowed(make('<textarea data-t name="card-description"></textarea>'))).toBe(true);
  });

  it('never secrets, payments, searches, opted-out or read-only fields', () => {
    for (const html of [
      '<input data-t type="text" autocomplete="one-time-code">',
      '<input data-t type="text" autocomplete="cc-number">',
      '<input data-t type="text" name="cardnumber">',
      '<input data-t type="text" id="cvc">',
      '<input data-t type="text" name="iban">',
      '<input data-t type="text" inputmode="numeric">',
      '<input data-t type="text" name="q">',
      '<input data-t type="text" autocomplete="current-password">',
      '<form role="search"><input data-t type="text"></form>',
      '<input data-t type="text" role="combobox">',
      '<textarea data-t data-gramm="false"></textarea>',
      '<div data-enable-grammarly="false"><div data-t contenteditable="true"></div></div>',
      '<textarea data-t data-gramm_editor="false"></textarea>',
      '<textarea data-t readonly></textarea>',
      '<div class="cm-editor"><div data-t contenteditable="true" spellcheck="false"></div></div>',
      '<pre><code data-t contenteditable="true" spellcheck="false"></code></pre>',
      '<textarea data-t class="json-code" spellcheck="false"></textarea>',
    ]) {
      expect(fieldAllowed(make(html)), html).toBe(false);
    }
  });

  it('spellcheck="false" alone does not refuse a prose field', () => {
    expect(fieldAllowed(make('<textarea data-t spellcheck="false"></textarea>'))).toBe(true);
  });
});

describe('isTextField', () => {
  it('a textarea or a text input, nothing else', () => {
    expect(isTextField(make('<textarea data-t></textarea>'))).toBe(true);
    expect(isTextField(make('<input data-t>'))).toBe(true);
    for (const type of ['password', 'search', 'email', 'url', 'number', 'tel']) {
      expect(isTextField(make(`<input data-t type="${type}">`)), type).toBe(false);
    }
    expect(isTextField(make('<div data-t contenteditable="true"></div>'))).toBe(false);
  });
});
