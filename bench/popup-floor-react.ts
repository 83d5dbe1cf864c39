/**
 * The floor reading storage (popup-floor-storage.ts), drawn by React: the same two reads,
 * started first thing, then the same box, usage and history lines rendered by React 19
 * (createRoot, flushSync) from one module bundled by esbuild, minified, as the popup's is.
 * What React itself costs a popup that shows storage's answer (its bundle and first render),
 * with none of the popup's own components, stores or styles.
 */
import { build } from 'esbuild';
import { TEXT_PREFIX } from '../lib/queue/stored-layout';

export const FLOOR_REACT_PAGE = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>floor</title>
<script type="module" src="bench-floor-react.js"></script></head><body><div id="root"></div></body></html>`;

const SOURCE = `
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createElement as h } from 'react';

const read = chrome.storage.local.get(['usage', 'history']).then(async (stored) => {
  const recent = (stored.history || []).slice(0, 3);
  const keys = recent.map((entry) => '${TEXT_PREFIX}' + entry.id);
  const texts = await chrome.storage.local.get(keys);
  return { total: stored.usage.total, lines: keys.map((key, i) => texts[key] || recent[i].original || '') };
});

function Floor({ total, lines }) {
  return h('main', { 'data-hydrated': 'true' },
    h('label', { htmlFor: 'draft' }, 'Text to humanize'),
    h('textarea', { id: 'draft', rows: 5 }),
    h('dl', { className: 'usage' }, h('dt', null, 'Today'), h('dd', null, String(total))),
    h('section', { className: 'history' }, h('ul', null, lines.map((line, i) => h('li', { key: i }, line)))));
}

read.then((data) => {
  const root = createRoot(document.getElementById('root'));
  flushSync(() => root.render(h(Floor, data)));
});
`;

/** The page's module: React and the few lines above, in one minified ES module. */
export async function floorReactScript(): Promise<string> {
  const out = await build({
    stdin: { contents: SOURCE, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const [file] = out.outputFiles;
  if (!file) throw new Error('esbuild wrote nothing for the React floor.');
  return file.text;
}
