import { describe, expect, it } from 'vitest';
import type { InlineRun } from './model';
import { transferMarks } from './transfer-marks';

const link = { href: 'https://example.com/setup', attributes: { title: 'Setup' } };
const runs = (...parts: Array<[string, InlineRun['marks']?]>): InlineRun[] =>
  parts.map(([text, marks]) => ({ text, marks: marks ?? {} }));

function moved(original: InlineRun[], rewrite: string) {
  const result = transferMarks(original, rewrite);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

describe('transferMarks', () => {
  it('puts a bold phrase on the replacement of its words', () => {
    const out = moved(
      runs(['You can '], ['utilize the flow', { bold: true }], [' now.']),
      'You can use the flow now.',
    );
    expect(out.runs).toEqual(runs(['You can '], ['use the flow', { bold: true }], [' now.']));
  });

  it('keeps a link one link when the rewrite inserts a word inside it', () => {
    const out = moved(runs(['read '], ['the guide', { link }]), 'read the handy guide');
    expect(out.runs).toEqual(runs(['read '], ['the handy guide', { link }]));
  });

  it('reports a link whose words all vanished, with its text and href', () => {
    const out = moved(
      runs(['Keep this. '], ['Read the whole guide.', { link }], [' End.']),
      'Keep this. End.',
    );
    expect(out.unplaced).toEqual([
      { kind: 'link', text: 'Read the whole guide.', href: link.href },
    ]);
    expect(out.runs).toEqual(runs(['Keep this. End.']));
  });

  it('follows a moved word', () => {
    const out = moved(runs(['alpha '], ['beta', { italic: true }], [' gamma']), 'gamma beta alpha');
    expect(out.runs).toEqual(runs(['gamma '], ['beta', { italic: true }], [' alpha']));
  });

  it('keeps a mark inside a word and over punctuation beside it when those stay', () => {
    const out = moved(runs(['un', { bold: true }], ['do it (']), 'undo that (');
    expect(out.runs[0]).toEqual({ text: 'un', marks: { bold: true } });
    const quoted = moved(runs(['say '], ['"hi"', { italic: true }]), 'say "hi" now');
    expect(quoted.runs).toEqual(runs(['say '], ['"hi"', { italic: true }], [' now']));
  });

  it('places inline code where its text is, and refuses a rewrite that changed it', () => {
    const original = runs(['run '], ['git commit --amend', { code: true }], [' when done']);
    expect(moved(original, 'then run git commit --amend once done').runs).toEqual(
      runs(['then run '], ['git commit --amend', { code: true }], [' once done']),
    );
    expect(transferMarks(original, 'run git commit when done')).toEqual({
      ok: false,
      error: { code: 'code-changed', text: 'git commit --amend' },
    });
  });

  it("leaves a provider's markup in the rewrite as literal text", () => {
    const out = moved(runs(['a '], ['b', { bold: true }]), 'a <b>b</b> **c** [d](e)');
    expect(out.runs.map((r) => r.text).join('')).toBe('a <b>b</b> **c** [d](e)');
    expect(out.runs.find((r) => r.marks.bold)?.text).toBe('b');
  });

  it('carries 5,000 marks over 10,000 words', () => {
    const parts: InlineRun[] = [];
    for (let i = 0; i < 5_000; i += 1) {
      parts.push({ text: `w${i}a `, marks: {} });
      parts.push({
        text: `w${i}b`,
        marks: i % 2 ? { bold: true } : { link: { href: `/p${i}`, attributes: {} } },
      });
      parts.push({ text: ' ', marks: {} });
    }
    const text = parts
      .map((p) => p.text)
      .join('')
      .trim();
    const rewrite = text.replace(/w(\d+)a/g, (w, n: string) => (Number(n) % 5 === 0 ? 'x' : w));
    const out = moved(parts, rewrite);
    expect(out.unplaced).toEqual([]);
    expect(out.runs.filter((r) => r.marks.bold || r.marks.link)).toHaveLength(5_000);
  });
});
