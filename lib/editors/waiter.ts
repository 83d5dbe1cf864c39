/**
 * How the core waits for an editor: polling a condition (never a fixed sleep standing in for
 * one), letting the editor's own timers and frames run once, and keeping a pause.
 */
export interface Waiter {
  /** Resolves true as soon as `done()` holds, false after the editor had time to react. */
  until(done: () => boolean): Promise<boolean>;
  /** Lets pending events (selectionchange, editor re-renders) run. */
  tick(): Promise<void>;
  /**
   * Lets an editor act on an event it did not claim: two animation frames and a few short
   * timers (one editor deletes the selection 1 ms after an uncancelled paste).
   */
  settle(): Promise<void>;
  /** Waits `ms` (the pause that keeps a write out of the user's last undo group). */
  sleep(ms: number): Promise<void>;
}

export function timerWaiter(timeoutMs = 600, stepMs = 16): Waiter {
  const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)));
  const frame = () =>
    typeof requestAnimationFrame === 'function'
      ? new Promise<void>((r) => requestAnimationFrame(() => r()))
      : sleep(stepMs);
  return {
    async until(done) {
      for (let waited = 0; waited <= timeoutMs; waited += stepMs) {
        if (done()) return true;
        await sleep(stepMs);
      }
      return done();
    },
    tick: () => sleep(stepMs),
    async settle() {
      await frame();
      await frame();
      await sleep(stepMs * 3);
    },
    sleep,
  };
}
