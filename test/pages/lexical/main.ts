import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $insertNodes,
  createEditor,
} from 'lexical';
import { HeadingNode, QuoteNode, registerRichText } from '@lexical/rich-text';
import { ListItemNode, ListNode, registerList } from '@lexical/list';
import { LinkNode } from '@lexical/link';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const root = document.querySelector<HTMLElement>('#editor')!;
root.contentEditable = 'true';
const editor = createEditor({
  namespace: 'test-page',
  // A rich-text editor as sites configure one: headings, quotes, lists and links.
  nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode],
  onError: (error) => {
    throw error;
  },
});
editor.setRootElement(root);
registerRichText(editor);
registerList(editor);
editor.update(
  () => {
    $getRoot()
      .clear()
      .append(...SAMPLE_PARAGRAPHS.map((t) => $createParagraphNode().append($createTextNode(t))));
  },
  { discrete: true },
);
// History starts after the sample, so the first undo step is the user's.
const history = createEmptyHistoryState();
registerHistory(editor, history, 300);
exposeEditor('lexical', {
  getText: () =>
    editor.getEditorState().read(() =>
      $getRoot()
        .getChildren()
        .map((block) => block.getTextContent())
        .join('\n'),
    ),
  // HTML serialised from Lexical's editor state, not read from the DOM.
  getData: () => editor.getEditorState().read(() => $generateHtmlFromNodes(editor, null)),
  setHtml: (html) => {
    editor.update(
      () => {
        const dom = new DOMParser().parseFromString(html, 'text/html');
        $getRoot().clear().select();
        $insertNodes($generateNodesFromDOM(editor, dom));
      },
      { discrete: true },
    );
    history.undoStack = [];
    history.redoStack = [];
  },
});
