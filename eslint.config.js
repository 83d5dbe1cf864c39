import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importRules } from './scripts/import-rules.js';

export default tseslint.config(
  {
    ignores: [
      '.output*/**',
      '.wxt/**',
      'node_modules/**',
      'dist/**',
      'coverage/**',
      'test/pages/dist/**',
      '.e2e-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.webextensions } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // WXT auto-imports defineBackground / defineContentScript / createShadowRootUi.
      'no-undef': 'off',
    },
  },
  // Which folder may import which: scripts/import-rules.js, docs/architecture.md › The rules.
  ...importRules,
);
