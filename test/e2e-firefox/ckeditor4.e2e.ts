/** Firefox: CKEditor 4 (test/e2e/support/ckeditor4-scenarios.ts). */
import { describe } from 'vitest';
import { ckeditor4Scenarios } from '../e2e/support/ckeditor4-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

describe('CKEditor 4', () => ckeditor4Scenarios(() => env));
