/**
 * The editor test pages: one page per rich editor, built with the real libraries from npm
 * into test/pages/dist/ (served to the e2e tests by test/e2e/support/pages-server.ts).
 */
import { cpSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

export const EDITOR_PAGES = [
  'quill',
  'tiptap',
  'lexical',
  'slate',
  'draft',
  'ckeditor',
  'ckeditor4',
  'tinymce',
  // Editors no family is written for (the general path) and previous majors.
  'contenteditable',
  'codemirror',
  'squire',
  'medium-editor',
  'toastui',
  'milkdown',
  'quill1',
  'tinymce7',
  'monaco',
  'codemirror5',
  'trix',
  'trumbowyg',
  'ace',
  'editorjs',
  'editorjs-tools',
  'keyup-mirror',
  'sabotage',
  'br-paste',
  'shadow-root',
  'cross-origin',
];

const root = import.meta.dirname;

export default defineConfig({
  root,
  base: './',
  // The stamp tells test/e2e/support/pages-server.ts that dist is current.
  plugins: [
    {
      // CKEditor 4 loads its plugins, skin and languages from its base path at run time.
      name: 'ckeditor4-files',
      closeBundle: () =>
        cpSync(resolve(root, '../../node_modules/ckeditor4'), resolve(root, 'dist/ckeditor4/lib'), {
          recursive: true,
          filter: (path) => !/[\\/](samples|adapters)$|\.md$/.test(path),
        }),
    },
    { name: 'built-stamp', closeBundle: () => writeFileSync(resolve(root, 'dist/.built'), '') },
  ],
  logLevel: 'warn',
  // draft-js (through fbjs) still reads `global`.
  define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 10_000,
    rollupOptions: {
      input: Object.fromEntries(
        EDITOR_PAGES.map((name) => [name, resolve(root, name, 'index.html')]),
      ),
    },
  },
});
