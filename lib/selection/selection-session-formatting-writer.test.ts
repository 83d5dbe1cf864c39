// @vitest-environment happy-dom
/**
 * The formatting writer is loaded into the page only for a formatted selection
 * (lib/editors/formatting/formatting-writer.ts): asked for at capture, while the API rewrites;
 * when it cannot be loaded nothing is written and the card says why, with the rewrite to copy;
 * "Try replace again" asks for it again.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Captured } from '@/lib/editors/capture';
import {
  createFormattingWriter,
  WritePathsAbsentError,
} from '@/lib/editors/formatting/formatting-writer';
import type { FormattedSelection } from '@/lib/editors/formatting/model';
import type { Span } from '@/lib/editors/span';
import { fakeTarget } from '@/lib/editors/testing/fake-target';
import { englishMessages } from '@/lib/i18n/english-messages';
import { SelectionSession } from './selection-session';
import { done, job, setup } from './testing/session-harness';

const bold = (text: string): FormattedSelection => ({
  blocks: [{ kind: { type: 'paragraph' }, runs: [{ text, marks: { bold: true } }] }],
});

/** "Hello world!" with "world" bold, captured formatted; its editor writes what it is given. */
function formattedWorld() {
  const fake = fakeTarget('Hello world!', { execCommand: 'accept' });
  Object.assign(fake.target.element, { ownerDocument: document });
  const capture = (span: Span) => bold(fake.value().slice(span.start, span.end));
  fake.target.formatted = {
    capture,
    reading: () => ({ text: fake.value(), capture, breaks: () => fake.target.readBreaks?.() }),
    writeHtml(span, _fragment, text) {
      fake.target.select(span);
      return fake.target.write('execCommand', text);
    },
  };
  const span = { start: 6, end: 11 };
  const captured: Captured = {
    kind: 'editable',
    target: fake.target,
    before: fake.value(),
    span,
    text: 'world',
    formatted: bold('world'),
  };
  return { fake, captured };
}

describe('the formatting writer of a formatted selection', () => {
  it('is asked for at capture; unavailable, nothing is written and the card says why', async () => {
    const { fake, captured } = formattedWorld();
    const harness = setup();
    const load = vi
      .fn<() => ReturnType<typeof harness.deps.formattingWriter>>()
      .mockRejectedValueOnce(new Error('Cannot access contents of the page'))
      .mockResolvedValue(createFormattingWriter());
    harness.deps.formattingWriter = load;
    const session = new SelectionSession(captured, 'replace', job(), harness.deps, () => {});
    expect(load).toHaveBeenCalledTimes(1); // before the rewrite came back
    await session.onJob(done('planet'));
    expect(fake.value()).toBe('Hello world!');
    expect(harness.last().model).toMatchObject({
      kind: 'result',
      reason: 'rejected',
      text: 'planet',
      message: englishMessages('formattingWriterUnavailable'),
    });

    harness.last().actions.tryReplace();
    await harness.settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(fake.value()).toBe('Hello planet!');
    expect(harness.last().model).toMatchObject({ kind: 'replaced' });
  });

  it("refuses, nothing written, when the editor's write path (a shaped paste) is not in the frame", async () => {
    const { fake, captured } = formattedWorld();
    // What pasted-formatted-access.ts throws for a family's shaped paste without the writer file.
    fake.target.formatted!.writeHtml = () => {
      throw new WritePathsAbsentError();
    };
    const harness = setup();
    const session = new SelectionSession(captured, 'replace', job(), harness.deps, () => {});
    await session.onJob(done('planet'));
    expect(fake.value()).toBe('Hello world!');
    expect(harness.last().model).toMatchObject({
      kind: 'result',
      reason: 'rejected',
      text: 'planet',
      message: englishMessages('formattingWriterUnavailable'),
    });
  });

  it('is not asked for where the selection holds no formatting', async () => {
    const { fake, captured } = formattedWorld();
    const harness = setup();
    const load = vi.fn(async () => createFormattingWriter());
    harness.deps.formattingWriter = load;
    const plain: Captured = { ...captured, formatted: undefined };
    fake.target.paths = ['execCommand'];
    const session = new SelectionSession(plain, 'replace', job(), harness.deps, () => {});
    await session.onJob(done('planet'));
    expect(fake.value()).toBe('Hello planet!');
    expect(load).not.toHaveBeenCalled();
  });
  it('Restore original after the user typed: the formatted original written back, not plain text', async () => {
    const { fake, captured } = formattedWorld();
    const fragments: string[] = [];
    const writeHtml = fake.target.formatted!.writeHtml;
    fake.target.formatted!.writeHtml = (span, fragment, text) => {
      const holder = document.createElement('div');
      holder.appendChild(fragment.cloneNode(true));
      fragments.push(holder.innerHTML);
      return writeHtml(span, fragment, text);
    };
    const harness = setup();
    harness.deps.formattingWriter = async () => createFormattingWriter();
    const session = new SelectionSession(captured, 'replace', job(), harness.deps, () => {});
    await session.onJob(done('planet'));
    expect(fake.value()).toBe('Hello planet!');
    // The user types after the rewrite: its undo would take the typing back too.
    fake.target.select({ start: 13, end: 13 });
    fake.target.write('execCommand', ' Hi.');

    harness.last().actions.restore();
    await harness.settle();
    expect(fake.value()).toBe('Hello world! Hi.');
    expect(fragments).toEqual(['<p><strong>planet</strong></p>', '<p><strong>world</strong></p>']);
    expect(harness.last().model).toMatchObject({ kind: 'replaced', restored: true });
  });
});
