/**
 * Chromium: change by change in review, in Tiptap (support/change-review-scenarios.ts).
 */
import { describe } from 'vitest';
import { EDITOR_SPECS } from './support/editor-page';
import { withEditorPagesEnv } from './support/editor-pages-env';
import { configureExtension } from './support/extension-settings';
import { changeReviewEditorScenario } from './support/change-review-scenarios';

const env = withEditorPagesEnv();
const tiptap = EDITOR_SPECS.find((s) => s.name === 'tiptap')!;

describe('change by change in Tiptap', () =>
  changeReviewEditorScenario(
    () => env,
    tiptap,
    () => configureExtension(env.ext, env.server.baseUrl, { editableBehaviour: 'review' }),
  ));
