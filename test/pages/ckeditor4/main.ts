/**
 * CKEditor 4.22.1 (the last open-source release, LGPL/GPL/MPL): the classic editor, its
 * content in the wysiwygarea iframe (`body.cke_editable`). It loads its own plugins, skin
 * and language files from its base path, so the package is copied whole into
 * dist/ckeditor4/lib (test/pages/vite.config.ts) and its script loaded from there. As sites
 * do, the page copies the editor's data into the form's textarea on every change.
 */
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';
import { htmlBlocksText } from '../shared/html-text';

interface Ckeditor4 {
  getData(): string;
  setData(data: string, options?: { callback?: () => void }): void;
  resetUndo(): void;
  updateElement(): void;
  on(event: string, listener: () => void): void;
  focus(): void;
}

declare global {
  interface Window {
    CKEDITOR?: {
      replace(element: HTMLElement, config: Record<string, unknown>): Ckeditor4;
    };
    ckeditor4?: Ckeditor4;
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

await loadScript(new URL('./lib/ckeditor.js', document.baseURI).href);
const textarea = document.querySelector<HTMLTextAreaElement>('#f')!;
textarea.value = SAMPLE_PARAGRAPHS.map((t) => `<p>${t}</p>`).join('');
// versionCheck: 4.22 otherwise shows a "this version is not secure" banner.
const editor = window.CKEDITOR!.replace(textarea, { versionCheck: false, language: 'en' });
window.ckeditor4 = editor;
editor.on('change', () => editor.updateElement());
editor.on('instanceReady', () =>
  exposeEditor('ckeditor4', {
    getText: () => htmlBlocksText(editor.getData()),
    getData: () => editor.getData(),
    getSubmitted: () => textarea.value,
    focus: () => editor.focus(),
    setHtml: (html) => editor.setData(html, { callback: () => editor.resetUndo() }),
  }),
);
