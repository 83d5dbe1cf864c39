/**
 * Fixtures shared by the selection-session tests (lib/editors/selection-session*.test.ts),
 * on top of the controller harness (session-harness.ts).
 */
import { done, job, setup } from './session-harness';
import type { Captured } from '@/lib/editors/capture';
import type { EditableTarget } from '@/lib/editors/editable-target';
import { SelectionSession } from '@/lib/selection/selection-session';

/** An empty page with nothing selected: each test builds the field it needs. */
export function resetPage(): void {
  document.body.innerHTML = '';
  document.getSelection()?.removeAllRanges();
}

/** The span the direct session tests capture: "world" in "Hello world…". */
const WORLD = { start: 6, end: 11 };

/**
 * A replace-mode session on `target`, built directly (no controller) from a capture of
 * [6, 11), after its job finished with `rewrite`. Returns the harness to read the card.
 */
export async function rewriteWorld(target: EditableTarget, rewrite: string) {
  const harness = setup();
  const before = target.read();
  const captured: Captured = {
    kind: 'editable',
    target,
    before,
    span: WORLD,
    text: before.slice(WORLD.start, WORLD.end),
  };
  const session = new SelectionSession(captured, 'replace', job(), harness.deps, () => undefined);
  await session.onJob(done(rewrite));
  return harness;
}
