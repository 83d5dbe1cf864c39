/** Firefox: Quill 1 with a 3-block passage (test/e2e/support/quill1-scenarios.ts). */
import { describe } from 'vitest';
import { quill1Scenarios } from '../e2e/support/quill1-scenarios';
import { withFirefoxEditorEnv } from './support/firefox-editor-env';

const env = withFirefoxEditorEnv();

describe('Quill 1', () => quill1Scenarios(() => env));
