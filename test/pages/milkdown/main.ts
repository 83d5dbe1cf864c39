// Milkdown (ProseMirror inside) with CommonMark and its history; its model read back as Markdown.
import { Editor, defaultValueCtx, rootCtx } from '@milkdown/kit/core';
import { history } from '@milkdown/kit/plugin/history';
import { commonmark } from '@milkdown/kit/preset/commonmark';
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
exposeEditor('milkdown', {
  getText: () =>
    editor
      .action(getMarkdown())
      .trim()
      .split(/\n{2,}/)
      .join('\n'),
  getData: () => editor.action(getMarkdown()),
});
