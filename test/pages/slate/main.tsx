import { StrictMode, createElement, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Node, Transforms, createEditor, type Descendant } from 'slate';
import {
  Editable,
  type ReactEditor,
  Slate,
  withReact,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';
import { withHistory } from 'slate-history';
import { SAMPLE_PARAGRAPHS, exposeEditor, type EditorHandle } from '../shared/sample';
import { deserialize, serialize, type Marks } from './slate-html';

const initialValue = SAMPLE_PARAGRAPHS.map((text) => ({
  type: 'p',
  children: [{ text }],
})) as unknown as Descendant[];

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote']);

const renderElement = ({ attributes, children, element }: RenderElementProps) => {
  const { type, url, title } = element as unknown as { type: string; url?: string; title?: string };
  if (type === 'link')
    return (
      <a {...attributes} href={url} title={title}>
        {children}
      </a>
    );
  return createElement(BLOCK_TAGS.has(type) ? type : 'p', attributes, children);
};

const renderLeaf = ({ attributes, children, leaf }: RenderLeafProps) => {
  const marks = leaf as Marks;
  if (marks.code) children = <code>{children}</code>;
  if (marks.italic) children = <em>{children}</em>;
  if (marks.bold) children = <strong>{children}</strong>;
  if (marks.underline) children = <u>{children}</u>;
  if (marks.strike) children = <s>{children}</s>;
  return <span {...attributes}>{children}</span>;
};

/**
 * What Slate's "paste-html" example adds (real Slate apps that keep formatting do): links are
 * inline, and a text/html paste is deserialised into nodes, inserted as one fragment.
 */
function withHtml<T extends ReactEditor>(editor: T): T {
  const { insertData, isInline } = editor;
  editor.isInline = (element) =>
    (element as unknown as { type: string }).type === 'link' || isInline(element);
  editor.insertData = (data) => {
    const html = data.getData('text/html');
    if (html) Transforms.insertFragment(editor, deserialize(html));
    else insertData(data);
  };
  return editor;
}

// `?paste=off`: the page handles paste itself and leaves it unclaimed (an `onPaste` that
// returns true), so the extension's next path, an insertReplacementText beforeinput, is the
// one Slate takes: that path, in both browsers.
const pasteOff = new URLSearchParams(location.search).get('paste') === 'off';

// One editor for the page (a test page, not a library: made when the page loads).
const editor = withHtml(withHistory(withReact(createEditor())));
const handle: EditorHandle = {
  getText: () => editor.children.map((block) => Node.string(block)).join('\n'),
  getData: () => serialize(editor.children),
  // The content replaced outside the history: one Ctrl+Z can only take back the rewrite.
  setHtml: (html) => {
    Transforms.deselect(editor);
    editor.children = deserialize(html);
    editor.history = { undos: [], redos: [] };
    editor.onChange();
  },
};

function App() {
  // Ready once the editor is in the page.
  useEffect(() => exposeEditor('slate', handle), []);
  return (
    <Slate editor={editor} initialValue={initialValue}>
      <Editable
        renderElement={renderElement}
        renderLeaf={renderLeaf}
        onPaste={pasteOff ? () => true : undefined}
      />
    </Slate>
  );
}

createRoot(document.querySelector('#editor')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
