/**
 * Chromium: Editor.js, inside one block: checklist items (support/editorjs-checklist-scenarios.ts),
 * a line break in a paragraph and inline code without its tool (support/editorjs-lines-scenarios.ts).
 */
import { describe } from 'vitest';
import { editorjsChecklistScenarios } from './support/editorjs-checklist-scenarios';
import { editorjsLinesScenarios } from './support/editorjs-lines-scenarios';
import { withEditorPagesEnv } from './support/editor-pages-env';

const env = withEditorPagesEnv();

describe('Editor.js checklists', () => editorjsChecklistScenarios(() => env));
describe('Editor.js paragraph: line breaks, inline code without its tool', () =>
  editorjsLinesScenarios(() => env));
