import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createEditor, Node, type Descendant } from 'slate';
import { Editable, Slate, withReact, type RenderElementProps } from 'slate-react';
import { withHistory } from 'slate-history';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

const initialValue = SAMPLE_PARAGRAPHS.map((text) => ({
  type: 'paragraph',
  children: [{ text }],
})) as unknown as Descendant[];

const renderElement = ({ attributes, children }: RenderElementProps) => (
  <p {...attributes}>{children}</p>
);

// `?paste=off`: the page handles paste itself and leaves it unclaimed (an `onPaste` that
// returns true), so the extension's next path, an insertReplacementText beforeinput, is the
// one Slate takes: that path, in both browsers.
const pasteOff = new URLSearchParams(location.search).get('paste') === 'off';

function App() {
  const [editor] = useState(() => withHistory(withReact(createEditor())));
  exposeEditor('slate', {
    getText: () => editor.children.map((block) => Node.string(block)).join('\n'),
  });
  return (
    <Slate editor={editor} initialValue={initialValue}>
      <Editable renderElement={renderElement} onPaste={pasteOff ? () => true : undefined} />
    </Slate>
  );
}

createRoot(document.querySelector('#editor')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
