/**
 * "Restore original" after a formatted write (issue 25) in the editors with their own model
 * that formatted-restore-scenarios.ts's suites leave out: Quill 1, CKEditor 4, Slate, Draft.js,
 * Milkdown, Toast UI Editor (WYSIWYG); Trix has its own passage (trix-restore-scenarios.ts).
 * Both restores: right after "Replaced" (the editor's undo: the exact saved model back), and
 * after the user typed elsewhere (the formatted original written back, the typing kept), each
 * read in the editor's own model (Quill 1's Delta, CKEditor 4's getData(), Slate's
 * editor.children and Draft's ContentState serialised by the page, Milkdown's ProseMirror doc,
 * Toast UI's getHTML()). Both browsers (formatting-restore-more.e2e.ts in e2e/ and e2e-firefox/).
 */
import { describe } from 'vitest';
import { CKEDITOR4 } from './ckeditor4-scenarios';
import { EDITOR_SPECS, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { toastuiWysiwygSpec } from './editor-specs';
import {
  restoreAfterTypingScenario,
  restoreScenario,
  type RestoreOptions,
} from './formatted-restore-scenarios';
import { variationShapeOfDelta } from './formatting-variation-delta';
import { trixRestoreScenarios } from './trix-restore-scenarios';

const spec = (name: string) => EDITOR_SPECS.find((s) => s.name === name)!;

export function formattedRestoreMoreSuites(env: () => ScenarioEnv): void {
  const editors: [string, EditorSpec, RestoreOptions][] = [
    // Quill 1 has no HTML serialiser of its model: its Delta (getContents()) is read.
    ['Quill 1', spec('quill1'), { modelShape: variationShapeOfDelta }],
    // Firefox: Gecko ends the last list item with <br type="_moz"> after the first paste; the
    // write back takes it (families/block-end-fillers.ts), else an empty item was left.
    ['CKEditor 4', CKEDITOR4, {}],
    ['Slate', spec('slate'), {}],
    // Draft.js draws paragraphs as <div> and its styles as styled spans: its model is read.
    ['Draft.js', spec('draft'), { domHasTags: false }],
    ['Milkdown', spec('milkdown'), {}],
    ['Toast UI Editor (WYSIWYG)', toastuiWysiwygSpec(), {}],
  ];
  for (const [name, editorSpec, options] of editors) {
    describe(`Restore original after a formatted write: ${name}`, () => {
      restoreScenario(env, editorSpec, options);
      restoreAfterTypingScenario(env, editorSpec, options);
    });
  }
  // Trix holds one heading level, no inline code, links without a title: its own passage, and a
  // line break inside a block (trix-restore-scenarios.ts).
  describe('Restore original after a formatted write, a line break in a block: Trix', () =>
    trixRestoreScenarios(env, spec('trix')));
}
