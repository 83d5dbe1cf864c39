/**
 * Firefox: change by change in review, in Tiptap (../e2e/support/change-review-scenarios.ts).
 */
import { describe } from 'vitest';
import { EDITOR_SPECS } from '../e2e/support/editor-page';
import { changeReviewEditorScenario } from '../e2e/support/change-review-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();
const tiptap = EDITOR_SPECS.find((s) => s.name === 'tiptap')!;

describe('change by change in Tiptap', () =>
  changeReviewEditorScenario(
    () => env,
    tiptap,
    () => env.configure({ editableBehaviour: 'review' }),
  ));
