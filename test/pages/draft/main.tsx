import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ContentState, Editor, EditorState, convertFromHTML } from 'draft-js';
import 'draft-js/dist/Draft.css';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';
import { contentHtml, draftListHtml } from './draft-html';
import { linkDecorator } from './draft-link';

/** The content of `html` as Draft parses it (its paste uses the same parser), lists nested. */
function contentOf(html: string): ContentState {
  const { contentBlocks, entityMap } = convertFromHTML(draftListHtml(html));
  return ContentState.createFromBlockArray(contentBlocks, entityMap);
}

// Draft.js 0.11.7 no longer calls ReactDOM.findDOMNode, so it runs on the React 19 the
// extension already depends on (unstable_flushControlled is optional in its code).
function App() {
  const [state, setState] = useState(() =>
    EditorState.createWithContent(
      ContentState.createFromText(SAMPLE_PARAGRAPHS.join('\n')),
      linkDecorator,
    ),
  );
  useEffect(() => {
    exposeEditor('draft', {
      getText: () => state.getCurrentContent().getPlainText('\n'),
      getData: () => contentHtml(state.getCurrentContent()),
      // A new editor state: no undo history, one Ctrl+Z can only take back the rewrite.
      setHtml: (html) => setState(EditorState.createWithContent(contentOf(html), linkDecorator)),
    });
  }, [state]);
  return <Editor editorState={state} onChange={setState} />;
}

createRoot(document.querySelector('#editor')!).render(<App />);
