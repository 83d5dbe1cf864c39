/**
 * Runs an expression in the extension's next service worker before its own script: CDP
 * auto-attach with waitForDebuggerOnStart pauses every new target; the worker is paused once
 * more before its first script (its chrome.* bindings do not exist earlier), the expression
 * runs, and it is resumed and detached. Every other target is resumed and detached at once.
 */
import type { PipeConnection } from './cdp-pipe';
import type { TargetInfo } from './raw-cdp';

export async function preloadNextWorker(
  cdp: PipeConnection,
  isOurWorker: (info: TargetInfo) => boolean,
  expression: string,
): Promise<{ installed: Promise<void> }> {
  const autoAttach = (on: boolean) =>
    cdp.send('Target.setAutoAttach', {
      autoAttach: on,
      waitForDebuggerOnStart: on,
      flatten: true,
    });
  // Targets already running, attached by the switch and let go (a worker with a debugger
  // attached would not stop).
  const released: Array<Promise<unknown>> = [];
  const installed = new Promise<void>((resolve, reject) => {
    const off = cdp.on('Target.attachedToTarget', (params) => {
      const sessionId = params.sessionId as string;
      const info = params.targetInfo as TargetInfo;
      // Targets already running are attached too, not waiting: the worker must be a new one.
      const ours = isOurWorker(info) && params.waitingForDebugger === true;
      if (ours) off();
      const run = async () => {
        if (ours) {
          // Paused before the worker's first script runs, once its chrome.* bindings exist
          // (they do not yet while it waits for the debugger).
          const paused = new Promise<void>((done) => {
            const stop = cdp.on('Debugger.paused', (_event, from) => {
              if (from !== sessionId) return;
              stop();
              done();
            });
          });
          await cdp.send('Debugger.enable', {}, sessionId);
          await cdp.send(
            'Debugger.setInstrumentationBreakpoint',
            { instrumentation: 'beforeScriptExecution' },
            sessionId,
          );
          await cdp.send('Runtime.runIfWaitingForDebugger', {}, sessionId);
          await paused;
          const reply = await cdp.send<{
            result: { value?: unknown };
            exceptionDetails?: { text: string; exception?: { description?: string } };
          }>('Runtime.evaluate', { expression, returnByValue: true }, sessionId);
          const failure = reply.exceptionDetails;
          if (failure) throw new Error(failure.exception?.description ?? failure.text);
          // Disabling the debugger resumes the worker, into its own script.
          await cdp.send('Debugger.disable', {}, sessionId);
        } else {
          await cdp.send('Runtime.runIfWaitingForDebugger', {}, sessionId);
        }
        // Every target runs on as if never attached (turning auto-attach off detaches).
        await cdp.send('Target.detachFromTarget', { sessionId });
        if (ours) await autoAttach(false);
      };
      // Another target may be gone before it is resumed (a page closing): nothing to do.
      const done = run();
      if (ours) done.then(resolve, reject);
      else released.push(done.catch(() => undefined));
    });
  });
  // Chromium reports the targets already running before it answers.
  await autoAttach(true);
  await Promise.all(released);
  return { installed };
}
