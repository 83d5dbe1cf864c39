// @vitest-environment happy-dom
/**
 * The formatted write's verification reaches past its span: a write that leaves the span right
 * but changes the block after it (Chromium's insertHTML gave it the first block's kind; a paste
 * can merge it) is not "replaced". happy-dom has no insertHTML: the write is DOM surgery here.
 * And each poll of that check walks the editor once: its text, the span and the lines around it
 * all come from one text map (it walked it four times before: read(), then a capture each).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formattedSpanOf } from './formatted-span';
import { surroundingSpans, surroundingsDigest } from './formatted-surroundings';
import { apiTextOf } from './formatting/plain-text';
import { createFormattingWriter } from './formatting/formatting-writer';
import { holds, replaceFormatted, type Meant } from './replace-formatted';
import { richTarget } from './rich-target';
import { instant } from './testing/fake-target';
import * as textMap from './text-map';

/** readTextMap, counted: the walks of the editor. */
const walks = vi.hoisted(() => ({ count: 0 }));
vi.mock('./text-map', async (importOriginal) => {
  const original = await importOriginal<typeof textMap>();
  return {
    ...original,
    readTextMap: (root: Node) => {
      walks.count += 1;
      return original.readTextMap(root);
    },
  };
});

const HTML =
  '<p>Before.</p><h2>We utilize tools</h2><p>They <b>help</b> a lot.</p><p>After <i>this</i>.</p><p>End.</p>';

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = `<div id="ed" contenteditable="true">${HTML}</div>`;
  root = document.getElementById('ed')!;
});

/** Writes the fragment over the heading and the paragraph; `alsoAfter` changes the block after. */
function writeWith(alsoAfter: ((after: Element) => void) | null) {
  const target = richTarget(root, null);
  const access = target.formatted!;
  target.formatted = {
    ...access,
    writeHtml: (_span, fragment) => {
      const [, heading, paragraph, after] = Array.from(root.children);
      heading!.replaceWith(fragment);
      paragraph!.remove();
      if (alsoAfter) alsoAfter(after!);
      return true;
    },
  };
  return target;
}

async function run(alsoAfter: ((after: Element) => void) | null) {
  const target = writeWith(alsoAfter);
  const before = target.read();
  const start = before.indexOf('We utilize');
  const span = { start, end: before.indexOf(' a lot.') + ' a lot.'.length };
  const original = formattedSpanOf(root, span)!;
  const rewrite = apiTextOf(original).replace('utilize', 'use');
  return replaceFormatted(
    target,
    { before, span, original, rewrite },
    instant,
    createFormattingWriter(),
  );
}

describe('replaceFormatted: the blocks around the span', () => {
  it('says replaced when the span is written and its neighbours are as they were', async () => {
    const outcome = await run(null);
    expect(outcome.status).toBe('replaced');
    expect(root.querySelector('h2')!.textContent).toBe('We use tools');
  });

  it('refuses a write that gave the block after the span another kind', async () => {
    const outcome = await run((after) => {
      const h2 = document.createElement('h2');
      h2.append(...Array.from(after.childNodes));
      after.replaceWith(h2);
    });
    expect(outcome.status).not.toBe('replaced');
  });

  it('refuses a write that turned a space after the span into a no-break one', async () => {
    // Chromium's insertHTML ending before a space (docs/editors.md note ⁵): the text reads the
    // same, the page submits `&nbsp;`.
    const outcome = await run((after) => {
      const text = after.firstChild as Text;
      text.data = text.data.replace(' ', '\u00a0');
    });
    expect(outcome.status).not.toBe('replaced');
  });

  it('refuses a write that lost a mark in the block after the span', async () => {
    const outcome = await run((after) => after.querySelector('i')!.replaceWith('this'));
    expect(outcome.status).not.toBe('replaced');
  });

  it('does not say "nothing was changed" when a refused write left the words but lost a mark', async () => {
    const target = richTarget(root, null);
    target.formatted = {
      ...target.formatted!,
      // The editor took nothing of the rewrite but dropped the bold (TinyMCE's undo in Gecko).
      writeHtml: () => (root.querySelector('b')!.replaceWith('help'), true),
    };
    const before = target.read();
    const span = { start: before.indexOf('We utilize'), end: before.indexOf(' a lot.') + 7 };
    const original = formattedSpanOf(root, span)!;
    const rewrite = apiTextOf(original).replace('utilize', 'use');
    const request = { before, span, original, rewrite };
    const outcome = await replaceFormatted(target, request, instant, createFormattingWriter());
    expect(outcome.status).toBe('unverified');
  });
});

/** What the editor holds now, as the write would mean it: a poll that finds it all. */
function meantNow(target: ReturnType<typeof richTarget>): Meant {
  const { digestOf } = createFormattingWriter();
  const reading = target.formatted!.reading();
  const start = reading.text.indexOf('We utilize');
  const span = { start, end: reading.text.indexOf(' a lot.') + ' a lot.'.length };
  const around = surroundingSpans(reading.text, span);
  return {
    expected: { text: reading.text },
    span,
    digest: digestOf(reading.capture(span)!),
    around,
    aroundDigest: surroundingsDigest(reading.capture, digestOf, around, reading.hardSpaces),
  };
}

describe("the formatted write's poll", () => {
  it('checks the text, the span and both sides from one walk of the editor', () => {
    const target = richTarget(root, null);
    const meant = meantNow(target);
    walks.count = 0;
    expect(holds(target, meant, createFormattingWriter().digestOf)).toBe(true);
    expect(walks.count).toBe(1);
  });

  it('still sees a change beside the span from that one walk', () => {
    const target = richTarget(root, null);
    const meant = meantNow(target);
    root.querySelector('i')!.replaceWith('this');
    walks.count = 0;
    expect(holds(target, meant, createFormattingWriter().digestOf)).toBe(false);
    expect(walks.count).toBe(1);
  });
});

/** replaceFormatted over the heading and the paragraph with a write the editor refuses. */
async function refused(writeHtml: () => boolean) {
  const target = richTarget(root, null);
  target.formatted = { ...target.formatted!, writeHtml };
  const before = target.read();
  const span = { start: before.indexOf('We utilize'), end: before.indexOf(' a lot.') + 7 };
  const original = formattedSpanOf(root, span)!;
  const rewrite = apiTextOf(original).replace('utilize', 'use');
  const request = { before, span, original, rewrite };
  return replaceFormatted(target, request, instant, createFormattingWriter());
}

describe('the check after a refused write', () => {
  it('reads the text, its breaks and the span from one walk of the editor', async () => {
    // Counted from the refusal: the poll's one walk, then the "as it was" check's (it walked
    // three times: read(), readBreaks() and the span's capture).
    const outcome = await refused(() => ((walks.count = 0), false));
    expect(outcome.status).toBe('rejected');
    expect(walks.count).toBe(2);
  });

  it('still sees a break of another kind beside the span from that walk', async () => {
    // The editor took nothing but joined the last two paragraphs with a <br>: the same text.
    const outcome = await refused(() => {
      const [, , , after, end] = Array.from(root.children);
      after!.append(document.createElement('br'), ...Array.from(end!.childNodes));
      end!.remove();
      return false;
    });
    expect(outcome.status).toBe('unverified');
  });
});
