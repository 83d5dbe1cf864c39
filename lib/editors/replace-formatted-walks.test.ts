// @vitest-environment happy-dom
/**
 * A verification poll of the formatted write walks the editor once: its text, the span and the
 * lines around it (formatted-surroundings.ts) all come from one text map. It polled with four
 * walks before (read(), then a capture each), each the size of the whole editor.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { surroundingSpans, surroundingsDigest } from './formatted-surroundings';
import { createFormattingWriter } from './formatting/formatting-writer';
import { holds, type Meant } from './replace-formatted';
import { richTarget } from './rich-target';
import * as textMap from './text-map';

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
    aroundDigest: surroundingsDigest(reading.capture, digestOf, around),
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
