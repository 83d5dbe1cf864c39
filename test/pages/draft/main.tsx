import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ContentState, Editor, EditorState } from 'draft-js';
import 'draft-js/dist/Draft.css';
import { SAMPLE_PARAGRAPHS, exposeEditor } from '../shared/sample';

// Draft.js 0.11.7 no longer calls ReactDOM.findDOMNode, so it runs on the React 19 the
// extension already depends on (unstable_flushControlled is optional in its code).
function App() {
  const [state, setState] = useState(() =>
    EditorState.createWithContent(ContentState.createFromText(SAMPLE_PARAGRAPHS.join('\n'))),
  );
  useEffect(() => {
    exposeEditor('draft', { getText: () => state.getCurrentContent().getPlainText('\n') });
  }, [state]);
  return <Editor editorState={state} onChange={setState} />;
}

createRoot(document.querySelector('#editor')!).render(<App />);
