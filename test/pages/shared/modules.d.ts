// Editors whose npm packages ship no types; the test pages use only what is declared here.
declare module 'quill1' {
  export default class Quill {
    constructor(selector: string, options: object);
    setText(text: string): void;
    getText(): string;
    setContents(ops: object[] | object, source?: string): void;
    getContents(): object;
    history: { clear(): void };
    clipboard: { container: HTMLElement; convert(): object };
  }
}
declare module 'medium-editor' {
  export default class MediumEditor {
    constructor(element: HTMLElement, options: object);
    getContent(): string;
    setContent(html: string): void;
  }
}
declare module '@toast-ui/editor' {
  export default class Editor {
    constructor(options: object);
    getMarkdown(): string;
    getHTML(): string;
    setHTML(html: string): void;
  }
}
declare module 'codemirror5' {
  interface Position {
    line: number;
    ch: number;
  }
  interface Editor {
    getValue(): string;
    save(): void;
    focus(): void;
    posFromIndex(index: number): Position;
    setSelection(anchor: Position, head: Position): void;
  }
  const CodeMirror: {
    fromTextArea(area: HTMLTextAreaElement, options: object): Editor;
  };
  export default CodeMirror;
}
declare module 'jquery' {
  interface JQueryLike {
    val(value: string): JQueryLike;
    trumbowyg(options: object): JQueryLike;
    trumbowyg(method: 'html'): unknown;
    trumbowyg(method: 'html', html: string): JQueryLike;
    /** The editor instance (Trumbowyg keeps it in the field's jQuery data). */
    data(key: 'trumbowyg'): { semanticCode(): void };
  }
  const $: (selector: string) => JQueryLike;
  export default $;
}
declare module 'trumbowyg';

// @editorjs/checklist 1.6 ships no types: the page passes its class to Editor.js as a tool.
declare module '@editorjs/checklist' {
  const Checklist: unknown;
  export default Checklist;
}
