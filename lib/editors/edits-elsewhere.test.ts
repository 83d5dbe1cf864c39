// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { watchEditsElsewhere } from './edits-elsewhere';

/** An input event as the browser fires it (happy-dom has no isTrusted: set here). */
function input(on: Element, trusted = true): void {
  const event = new Event('input', { bubbles: true, composed: true });
  Object.defineProperty(event, 'isTrusted', { value: trusted });
  on.dispatchEvent(event);
}

describe('watchEditsElsewhere', () => {
  afterEach(() => void (document.body.innerHTML = ''));

  function page() {
    document.body.innerHTML =
      '<div contenteditable id="a"><p id="in">A</p></div><div contenteditable id="b">B</div>';
    const byId = (id: string) => document.getElementById(id)!;
    return { target: byId('a'), inside: byId('in'), other: byId('b') };
  }

  it('counts a trusted edit in another editing host', () => {
    const { target, other } = page();
    const watch = watchEditsElsewhere(target);
    expect(watch.happened()).toBe(false);
    input(other);
    expect(watch.happened()).toBe(true);
  });

  it('does not count edits inside the target, nor input events a page dispatches', () => {
    const { target, inside, other } = page();
    const watch = watchEditsElsewhere(target);
    input(inside);
    input(target);
    input(other, false);
    expect(watch.happened()).toBe(false);
  });

  it('counts nothing once stopped', () => {
    const { target, other } = page();
    const watch = watchEditsElsewhere(target);
    watch.stop();
    input(other);
    expect(watch.happened()).toBe(false);
  });
});
