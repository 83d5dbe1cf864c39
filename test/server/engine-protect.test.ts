// @vitest-environment node
/** What the engine must leave untouched: one test per protected span. */
import { describe, expect, it } from 'vitest';
import { humanize } from '../../server/engine/index';

describe('protected spans', () => {
  it('inline code spans', () => {
    expect(humanize('Call `utilize()` and `do not delve into` it.')).toBe(
      'Call `utilize()` and `do not delve into` it.',
    );
    expect(humanize('Run ``a ` b utilize`` first, then we utilize it.')).toBe(
      'Run ``a ` b utilize`` first, then we use it.',
    );
  });

  it('fenced code blocks, including blank lines and an unclosed fence', () => {
    const text =
      'We utilize this:\n\n```ts\nconst x = utilize(); // it is\n\n// furthermore\n```\n\nFurthermore, done.';
    expect(humanize(text)).toBe(
      'We use this:\n\n```ts\nconst x = utilize(); // it is\n\n// furthermore\n```\n\nAlso, done.',
    );
    const tilde = 'Intro text.\n~~~\nit is important to note that x\n~~~';
    expect(humanize(tilde)).toBe(tilde);
    const unclosed = 'Intro text.\n```\nwe utilize it\nit is here';
    expect(humanize(unclosed)).toBe(unclosed);
  });

  it('indented code lines', () => {
    const text = 'Example:\n\n    we utilize it; do not change\n\tfurthermore = 1';
    expect(humanize(text)).toBe(text);
  });

  it('URLs, with trailing punctuation left outside', () => {
    expect(humanize('See https://example.com/delve-into/utilize?it=is. It works.')).toBe(
      'See https://example.com/delve-into/utilize?it=is. It works.',
    );
    expect(humanize('Visit www.utilize-robust.org/furthermore, we utilize it.')).toBe(
      'Visit www.utilize-robust.org/furthermore, we use it.',
    );
    expect(humanize('A link (https://en.wikipedia.org/wiki/Robust_(disambiguation)) helps.')).toBe(
      'A link (https://en.wikipedia.org/wiki/Robust_(disambiguation)) helps.',
    );
  });

  it('Markdown link targets and HTML tags', () => {
    expect(humanize('Read [the robust guide](./docs/robust-utilize.md "utilize") now.')).toBe(
      'Read [the solid guide](./docs/robust-utilize.md "utilize") now.',
    );
    expect(humanize('<span class="robust">We utilize it</span>')).toBe(
      '<span class="robust">We use it</span>',
    );
  });

  it('e-mail addresses', () => {
    expect(humanize('Write to robust.utilize@furthermore.example.com today.')).toBe(
      'Write to robust.utilize@furthermore.example.com today.',
    );
  });

  it('numbers', () => {
    expect(humanize('Version 3.5 costs 1,000.50 USD. It is 10:30 now.')).toBe(
      "Version 3.5 costs 1,000.50 USD. It's 10:30 now.",
    );
    expect(humanize('Use 2024/01/05 as the date in the form.')).toBe(
      'Use 2024/01/05 as the date in the form.',
    );
  });

  it('quotations in straight, curly and other quote marks', () => {
    const quoted = [
      'He said "furthermore, we utilize it" and left the room.',
      'He said “it is important to note that we utilize it” and left.',
      "He said 'do not delve into it' and left the room.",
      'He said ‘do not delve into it’ and left the room.',
      'Elle a dit «furthermore, utilize» et elle est partie.',
      'Er sagte „we utilize it“ und ging.',
      '彼は「we utilize it」と言った。',
    ];
    for (const text of quoted) expect(humanize(text)).toBe(text);
    // An apostrophe is not a quotation mark: the text around it is still rewritten.
    expect(humanize("The dogs' bowls are robust and the cats' toys are too.")).toBe(
      "The dogs' bowls are solid and the cats' toys are too.",
    );
  });

  it('paragraph breaks: every blank-line separator is kept exactly', () => {
    const text =
      'We utilize it.\n\nWe utilize it.\n \nWe utilize it.\n\n\n\nWe utilize it.\r\n\r\nEnd here.\n';
    expect(humanize(text)).toBe(
      'We use it.\n\nWe use it.\n \nWe use it.\n\n\n\nWe use it.\r\n\r\nEnd here.\n',
    );
  });

  it('list markers, task boxes and quote markers', () => {
    const text =
      '- Furthermore, x is robust.\n* We utilize y.\n+ It is fine here.\n1. Utilize z.\n12) Utilize w.\n- [ ] Utilize v.\n> We utilize u.';
    expect(humanize(text)).toBe(
      "- Also, x is solid.\n* We use y.\n+ It's fine here.\n1. Use z.\n12) Use w.\n- [ ] Use v.\n> We use u.",
    );
  });

  it('Markdown headings are untouched entirely', () => {
    const text =
      '# Furthermore, we utilize it\n## It is important to note that\n###### Robust\n> # Utilize\nBody: we utilize it.';
    expect(humanize(text)).toBe(
      '# Furthermore, we utilize it\n## It is important to note that\n###### Robust\n> # Utilize\nBody: we use it.',
    );
  });

  it('tables and horizontal rules', () => {
    const text = '| utilize | robust |\n|---|---|\n| it is | x |\n\n---\n***';
    expect(humanize(text)).toBe(text);
  });

  it('non-Latin text, emoji and CJK pass through intact', () => {
    const texts = [
      '日本語のテキストです。',
      '中文文本，没有变化。',
      '🎉🚀👩‍👩‍👧‍👦🏳️‍🌈',
      'Ünïcödé façade naïveté',
      'Привет, мир! Это тест.',
      'مرحبا بالعالم',
    ];
    for (const text of texts) expect(humanize(text)).toBe(text);
    expect(humanize('We utilize 日本語 and 🎉 robustly.')).toBe('We use 日本語 and 🎉 robustly.');
  });

  it('characters of the placeholder range already in the input come back unchanged', () => {
    const text = 'We utilize \uE000\uE010\uE001 and \uE005 here.';
    expect(humanize(text)).toBe('We use \uE000\uE010\uE001 and \uE005 here.');
  });
});
