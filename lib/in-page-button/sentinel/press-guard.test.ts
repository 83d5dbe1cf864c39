// @vitest-environment happy-dom
/**
 * The press guard's clock: a press acts only DELAY_MS after the button appeared or changed,
 * and only while its host keeps the style the button wrote; `armed` tells when that holds
 * (the end-to-end tests wait for it). happy-dom has no IntersectionObserver v2, as Firefox:
 * the checks made at the press are what stands.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELAY_MS, guardPresses } from './press-guard';

beforeEach(() => {
  vi.useFakeTimers();
  // The guard's clock is the page's: moved with the faked timers.
  vi.spyOn(window.performance, 'now').mockImplementation(() => Date.now());
  // happy-dom computes none of these (''); a browser's computed values for a plain element.
  vi.spyOn(window, 'getComputedStyle').mockImplementation(
    () =>
      ({
        opacity: '1',
        filter: 'none',
        transform: 'none',
        clipPath: 'none',
        maskImage: 'none',
        mixBlendMode: 'normal',
        translate: 'none',
        rotate: 'none',
        scale: 'none',
      }) as unknown as CSSStyleDeclaration,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function setUp(ready?: () => boolean) {
  const host = document.createElement('div');
  host.setAttribute('style', 'position: fixed');
  document.body.appendChild(host);
  const reports: boolean[] = [];
  const guard = guardPresses(
    host,
    window,
    () => 'position: fixed',
    (on) => reports.push(on),
    ready,
  );
  return { host, guard, reports };
}

describe('the press guard', () => {
  it('refuses a press until the button was still for DELAY_MS, then reports it armed', () => {
    const { guard, reports } = setUp();
    expect(guard.accepts()).toBe(false);
    vi.advanceTimersByTime(DELAY_MS - 50);
    expect(guard.accepts()).toBe(false);
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(guard.accepts()).toBe(true);
    expect(reports).toEqual([true]);
    guard.stop();
  });

  it('a change (a move, the menu) disarms it at once and restarts the delay', () => {
    const { guard, reports } = setUp();
    vi.advanceTimersByTime(DELAY_MS + 50);
    guard.changed();
    expect(reports).toEqual([true, false]);
    expect(guard.accepts()).toBe(false);
    vi.advanceTimersByTime(DELAY_MS + 50);
    expect(guard.accepts()).toBe(true);
    expect(reports).toEqual([true, false, true]);
    guard.stop();
  });

  it('refuses while the page restyled the host, arming only once the style is back', () => {
    const { host, guard, reports } = setUp();
    host.setAttribute('style', 'position: fixed; opacity: 0');
    vi.advanceTimersByTime(DELAY_MS * 3);
    expect(guard.accepts()).toBe(false);
    expect(reports).toEqual([]);
    host.setAttribute('style', 'position: fixed');
    vi.advanceTimersByTime(DELAY_MS + 50);
    expect(reports).toEqual([true]);
    guard.stop();
  });

  it('calls whenSeen once, after the delay, and nothing after stop()', () => {
    const { guard } = setUp();
    const seen = vi.fn();
    guard.whenSeen(seen);
    vi.advanceTimersByTime(DELAY_MS + 50);
    expect(seen).toHaveBeenCalledTimes(1);
    guard.changed();
    vi.advanceTimersByTime(DELAY_MS + 50);
    expect(seen).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    guard.whenSeen(later);
    guard.stop();
    vi.advanceTimersByTime(DELAY_MS * 3);
    expect(later).not.toHaveBeenCalled();
  });

  it('marks a press as acting only once what whenSeen started settled (the note it shows moves the parts)', async () => {
    const { guard, reports } = setUp();
    let noteShown = () => {};
    guard.whenSeen(() => new Promise<void>((resolve) => (noteShown = resolve)));
    vi.advanceTimersByTime(DELAY_MS + 50);
    // The note is still on its way: no mark a test (or a tool) could press on too early.
    expect(reports).toEqual([]);
    noteShown();
    guard.changed(); // what showing the note does (button-ui.ts fit())
    await vi.advanceTimersByTimeAsync(DELAY_MS + 50);
    expect(reports.at(-1)).toBe(true);
    expect(guard.accepts()).toBe(true);
    guard.stop();
  });

  it("refuses while an ancestor is moved or distorted by the individual transform properties; the host's own translate is its place", () => {
    const { host, guard } = setUp();
    const plainStyle = window.getComputedStyle(host);
    let ancestor: Record<string, string> = {};
    vi.spyOn(window, 'getComputedStyle').mockImplementation(
      (el) =>
        ({
          ...plainStyle,
          ...(el === host ? { translate: '120px 40px' } : ancestor),
        }) as unknown as CSSStyleDeclaration,
    );
    vi.advanceTimersByTime(DELAY_MS + 50);
    expect(guard.accepts()).toBe(true);
    const moves: Array<Record<string, string>> = [
      { translate: '0px 300px' },
      { scale: '2' },
      { rotate: '1deg' },
    ];
    for (const moved of moves) {
      ancestor = moved;
      expect(guard.accepts()).toBe(false);
    }
    ancestor = {};
    expect(guard.accepts()).toBe(true);
    guard.stop();
  });

  it('takes no press until the press pad is ready, then after its delay', () => {
    let ready = false;
    const { guard, reports } = setUp(() => ready);
    vi.advanceTimersByTime(DELAY_MS * 4);
    expect(guard.accepts()).toBe(false);
    expect(reports).toEqual([]);
    ready = true;
    guard.changed();
    vi.advanceTimersByTime(DELAY_MS + 50);
    expect(guard.accepts()).toBe(true);
    expect(reports.at(-1)).toBe(true);
    guard.stop();
  });
});
