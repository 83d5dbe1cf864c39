// Milkdown (ProseMirror inside) with CommonMark and its history; its model read back as Markdown
// (getText) and as the HTML its ProseMirror doc serialises to (getData: the formatting tests
// read blocks and marks from it). setHtml parses HTML with the doc's own schema.
import { Editor, defaultValueCtx, editorViewCtx, rootCtx } from '@milkdown/kit/core';
import { history } from '@milkdown/kit/plugin/history';
import { commonmark } from '@milkdown/kit/preset/commonmark';
import { DOMParser, DOMSerializer } from '@milkdown/kit/prose/model';
import { getMarkdown } from '@milkdown/kit/utils';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const editor = await Editor.make()
  .config((ctx) => {
    ctx.set(rootCtx, document.querySelector<HTMLElement>('#editor')!);
    ctx.set(defaultValueCtx, SAMPLE_PARAGRAPHS.join('\n\n'));
  })
  .use(commonmark)
  .use(history)
  .create();

/** The ProseMirror doc serialised by its schema's own toDOM: the model, not the view's DOM. */
function modelHtml(): string {
  const { state } = editor.action((ctx) => ctx.get(editorViewCtx));
  const box = document.createElement('div');
  box.append(DOMSerializer.fromSchema(state.schema).serializeFragment(state.doc.content));
  return box.innerHTML;
}

/** Replaces the doc with `html` parsed by the schema, kept out of the undo history. */
function setHtml(html: string): void {
  const view = editor.action((ctx) => ctx.get(editorViewCtx));
  const template = document.createElement('template');
  template.innerHTML = html;
  const doc = DOMParser.fromSchema(view.state.schema).parse(template.content);
  const tr = view.state.tr.replaceWith(0, view.state.doc.content.size, doc.content);
  view.dispatch(tr.setMeta('addToHistory', false));
}

exposeEditor('milkdown', {
  getText: () =>
    editor
      .action(getMarkdown())
      .trim()
      .split(/\n{2,}/)
      .join('\n'),
  getData: modelHtml,
  setHtml,
});
