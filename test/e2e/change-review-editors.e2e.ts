/**
 * Chromium, issue 27 in a rich editor (Tiptap): change by change in review
 * (support/change-review-scenarios.ts); another version of the paragraph under the caret
 * (support/paragraph-caret-scenarios.ts).
 */
import { describe } from 'vitest';
import { EDITOR_SPECS } from './support/editor-page';
import { withEditorPagesEnv } from './support/editor-pages-env';
import { configureExtension } from './support/extension-settings';
import { changeReviewEditorScenario } from './support/change-review-scenarios';
import { caretParagraphEditorScenario } from './support/paragraph-caret-scenarios';

const env = withEditorPagesEnv();
const tiptap = EDITOR_SPECS.find((s) => s.name === 'tiptap')!;

describe('change by change in Tiptap', () =>
  changeReviewEditorScenario(
    () => env,
    tiptap,
    () => configureExtension(env.ext, env.server.baseUrl, { editableBehaviour: 'review' }),
  ));

describe('another version of the paragraph under the caret in Tiptap', () =>
  caretParagraphEditorScenario(
    () => env,
    tiptap,
    () => configureExtension(env.ext, env.server.baseUrl, { editableBehaviour: 'replace' }),
  ));
