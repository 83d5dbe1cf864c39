/**
 * Counts the requests being answered, so that a shutdown can wait for them (drain.ts). A
 * request counts from its first hook until its response is closed (sent, or the client left).
 */
export class InFlight {
  private count = 0;
  private waiters: Array<() => void> = [];

  get size(): number {
    return this.count;
  }

  begin(): () => void {
    this.count += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.count -= 1;
      if (this.count === 0) for (const resolve of this.waiters.splice(0)) resolve();
    };
  }

  /** Resolves true when none are left, false if `timeoutMs` passed first. */
  idle(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
