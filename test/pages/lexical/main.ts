import { $createParagraphNode, $createTextNode, $getRoot, createEditor } from 'lexical';
import { registerRichText } from '@lexical/rich-text';
import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const root = document.querySelector<HTMLElement>('#editor')!;
root.contentEditable = 'true';
const editor = createEditor({
  namespace: 'test-page',
  onError: (error) => {
    throw error;
  },
});
editor.setRootElement(root);
registerRichText(editor);
editor.update(
  () => {
    $getRoot()
      .clear()
      .append(...SAMPLE_PARAGRAPHS.map((t) => $createParagraphNode().append($createTextNode(t))));
  },
  { discrete: true },
);
// History starts after the sample, so the first undo step is the user's.
registerHistory(editor, createEmptyHistoryState(), 300);
exposeEditor('lexical', {
  getText: () =>
    editor.getEditorState().read(() =>
      $getRoot()
        .getChildren()
        .map((block) => block.getTextContent())
        .join('\n'),
    ),
});
