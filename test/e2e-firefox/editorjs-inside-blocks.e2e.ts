/**
 * Firefox: Editor.js, inside one block: checklist items (e2e/support/editorjs-checklist-scenarios.ts),
 * a line break in a paragraph and inline code without its tool (e2e/support/editorjs-lines-scenarios.ts).
 */
import { describe } from 'vitest';
import { editorjsChecklistScenarios } from '../e2e/support/editorjs-checklist-scenarios';
import { editorjsLinesScenarios } from '../e2e/support/editorjs-lines-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

describe('Editor.js checklists', () => editorjsChecklistScenarios(() => env));
describe('Editor.js paragraph: line breaks, inline code without its tool', () =>
  editorjsLinesScenarios(() => env));
