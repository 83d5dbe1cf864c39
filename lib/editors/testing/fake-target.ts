/** A fake editable for the write-path unit tests (lib/editors/replace.test.ts, restore-text.test.ts). */
import type { EditableTarget, WritePath } from '@/lib/editors/editable-target';
import { TargetMovedError } from '@/lib/editors/focus-guard';
import type { Span } from '@/lib/editors/span';
import type { Waiter } from '@/lib/editors/waiter';

/** Resolves at once: the fake editors react synchronously. */
export const instant: Waiter = {
  until: async (done) => done(),
  tick: async () => undefined,
  settle: async () => undefined,
  sleep: async () => undefined,
};

/**
 * accept/garble: claimed, writes the text (garble drops its line breaks); ignore: unclaimed,
 * nothing happens; delete: unclaimed, but the selection is deleted and nothing inserted (an
 * editor acting on an uncancelled paste on a timer).
 */
type Behaviour = 'accept' | 'ignore' | 'garble' | 'delete';

/** A page that moves the focus away from the field before the `at`-th write (1-based). */
export interface Hostile {
  at: number;
  /** The field itself is removed from the document rather than the focus moved. */
  removes?: boolean;
}

/**
 * A fake editor whose paths accept, ignore, garble or delete; undo pops its history unless
 * `undoWorks` is false. `refuseAfterFirst`: once something went wrong it refuses every write.
 */
export function fakeTarget(
  text: string,
  behaviours: Partial<Record<WritePath, Behaviour>>,
  { undoWorks = true, refuseAfterFirst = false, hostile = undefined as Hostile | undefined } = {},
) {
  // Its document takes listeners (edits-elsewhere.ts) and never fires.
  const ownerDocument = { addEventListener() {}, removeEventListener() {} };
  const element = { isConnected: true, closest: () => null, ownerDocument } as {
    isConnected: boolean;
  };
  let value = text;
  let sel: Span = { start: 0, end: 0 };
  const history: string[] = [];
  const writes: string[] = [];
  const undos: string[] = [];
  const target: EditableTarget = {
    family: 'fake',
    element: element as HTMLElement,
    singleLine: false,
    paths: ['execCommand', 'paste', 'beforeinput'],
    read: () => value,
    selection: () => sel,
    select: (span) => {
      sel = span;
    },
    write(path, t) {
      if (hostile && writes.length + 1 >= hostile.at) {
        if (hostile.removes) element.isConnected = false;
        throw new TargetMovedError(hostile.removes === true);
      }
      writes.push(`${path}:${t}`);
      const behaviour =
        refuseAfterFirst && writes.length > 1 ? 'ignore' : (behaviours[path] ?? 'ignore');
      if (behaviour === 'ignore') return false;
      history.push(value);
      const inserted =
        behaviour === 'garble' ? t.replace(/\n/g, '') : behaviour === 'delete' ? '' : t;
      value = value.slice(0, sel.start) + inserted + value.slice(sel.end);
      return behaviour !== 'delete';
    },
    undoMethods: ['historyUndo', 'execCommand'],
    undo(method) {
      undos.push(method);
      if (!undoWorks || method !== 'historyUndo') return false;
      value = history.pop() ?? value;
      return true;
    },
  };
  return { target, writes, undos, value: () => value };
}
