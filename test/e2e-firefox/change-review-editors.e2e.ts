/**
 * Firefox, issue 27 in a rich editor (Tiptap): change by change in review
 * (../e2e/support/change-review-scenarios.ts); another version of the paragraph under the caret
 * (../e2e/support/paragraph-caret-scenarios.ts).
 */
import { describe } from 'vitest';
import { EDITOR_SPECS } from '../e2e/support/editor-page';
import { changeReviewEditorScenario } from '../e2e/support/change-review-scenarios';
import { caretParagraphEditorScenario } from '../e2e/support/paragraph-caret-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();
const tiptap = EDITOR_SPECS.find((s) => s.name === 'tiptap')!;

describe('change by change in Tiptap', () =>
  changeReviewEditorScenario(
    () => env,
    tiptap,
    () => env.configure({ editableBehaviour: 'review' }),
  ));

describe('another version of the paragraph under the caret in Tiptap', () =>
  caretParagraphEditorScenario(
    () => env,
    tiptap,
    () => env.configure({ editableBehaviour: 'replace' }),
  ));
