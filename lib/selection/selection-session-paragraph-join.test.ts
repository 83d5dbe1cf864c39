// @vitest-environment happy-dom
/**
 * Plain paragraphs whose rewrite the provider joined (issue 25): the plain path asks for the
 * formatting writer only when the rewrite holds fewer line breaks than the selection, and
 * writes the rewrite cut where the paragraphs start (formatting/paragraph-split.ts); when the
 * writer cannot be loaded nothing is written and the card says why.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Captured } from '@/lib/editors/capture';
import { createFormattingWriter } from '@/lib/editors/formatting/formatting-writer';
import { fakeTarget } from '@/lib/editors/testing/fake-target';
import { englishMessages } from '@/lib/i18n/english-messages';
import { SelectionSession } from './selection-session';
import { done, job, setup } from './testing/session-harness';

const SELECTED = 'One two.\n\nThree four.';

/** A text field (no block kinds): paragraphs a blank line apart, the middle two selected. */
function fieldWithParagraphs(breaks?: string) {
  const text = `Before.\n\n${SELECTED}\n\nAfter.`;
  const fake = fakeTarget(text, { execCommand: 'accept' });
  if (breaks !== undefined) fake.target.readBreaks = () => breaks;
  const start = text.indexOf(SELECTED);
  const span = { start, end: start + SELECTED.length };
  const captured: Captured = {
    kind: 'editable',
    target: fake.target,
    before: text,
    span,
    text: SELECTED,
  };
  return { fake, captured };
}

function session(
  captured: Captured,
  load: () => Promise<ReturnType<typeof createFormattingWriter>>,
) {
  const harness = setup();
  harness.deps.formattingWriter = load;
  return {
    harness,
    session: new SelectionSession(captured, 'replace', job(), harness.deps, () => {}),
  };
}

describe('a plain selection whose rewrite joined its paragraphs', () => {
  it('is written with the blank line back, the writer asked for then only', async () => {
    const { fake, captured } = fieldWithParagraphs();
    const load = vi.fn(async () => createFormattingWriter());
    const { harness, session: s } = session(captured, load);
    expect(load).not.toHaveBeenCalled(); // not at capture: most rewrites keep their breaks
    await s.onJob(done('One too. Three for.'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.value()).toBe('Before.\n\nOne too.\n\nThree for.\n\nAfter.');
    expect(harness.last().model).toMatchObject({ kind: 'replaced' });

    harness.last().actions.restore();
    await harness.settle();
    expect(fake.value()).toBe(`Before.\n\n${SELECTED}\n\nAfter.`);
  });

  it("cuts at a rich editor's paragraph break (one \"\\n\" of kind 'p')", async () => {
    const text = 'Before.\nOne two.\nThree four.\nAfter.';
    const fake = fakeTarget(text, { execCommand: 'accept' });
    fake.target.readBreaks = () => 'ppp';
    const start = text.indexOf('One');
    const span = { start, end: text.indexOf('\nAfter') };
    const captured: Captured = {
      kind: 'editable',
      target: fake.target,
      before: text,
      span,
      text: text.slice(span.start, span.end),
    };
    const { session: s } = session(captured, async () => createFormattingWriter());
    await s.onJob(done('One too. Three for.'));
    expect(fake.value()).toBe('Before.\nOne too.\nThree for.\nAfter.');
  });

  it('is written as it came, without the writer, when it kept its breaks', async () => {
    const { fake, captured } = fieldWithParagraphs();
    const load = vi.fn(async () => createFormattingWriter());
    const { session: s } = session(captured, load);
    await s.onJob(done('One too.\n\nThree for.'));
    expect(load).not.toHaveBeenCalled();
    expect(fake.value()).toBe('Before.\n\nOne too.\n\nThree for.\n\nAfter.');
  });

  it('writes nothing when the writer cannot be loaded; Try replace again asks again', async () => {
    const { fake, captured } = fieldWithParagraphs();
    const load = vi
      .fn<() => Promise<ReturnType<typeof createFormattingWriter>>>()
      .mockRejectedValueOnce(new Error('Cannot access contents of the page'))
      .mockResolvedValue(createFormattingWriter());
    const { harness, session: s } = session(captured, load);
    await s.onJob(done('One too. Three for.'));
    expect(fake.value()).toBe(`Before.\n\n${SELECTED}\n\nAfter.`);
    expect(harness.last().model).toMatchObject({
      kind: 'result',
      reason: 'rejected',
      text: 'One too. Three for.',
      message: englishMessages('formattingWriterUnavailable'),
    });

    harness.last().actions.tryReplace();
    await harness.settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(fake.value()).toBe('Before.\n\nOne too.\n\nThree for.\n\nAfter.');
  });
});
