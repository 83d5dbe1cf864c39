/**
 * The floor with storage: the box-only page of popup-ready.bench.ts, whose usage and three
 * newest history lines come from storage (one read for usage and the index, one for the three
 * entries' texts, as the popup reads them) by a few lines of plain script, then marked ready.
 * What no popup that shows storage's answer can beat, React or not.
 */
import { TEXT_PREFIX } from '../lib/queue/stored-layout';

export const FLOOR_STORAGE_PAGE = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>floor</title></head>
<body><main><label for="draft">Text to humanize</label><textarea id="draft" rows="5"></textarea>
<dl class="usage"><dt>Today</dt><dd></dd></dl><section class="history"><ul></ul></section></main>
<script src="bench-floor-storage.js"></script></body></html>`;

export const FLOOR_STORAGE_SCRIPT = `chrome.storage.local.get(['usage', 'history']).then(async (stored) => {
  const recent = (stored.history || []).slice(0, 3);
  const keys = recent.map((entry) => '${TEXT_PREFIX}' + entry.id);
  const texts = await chrome.storage.local.get(keys);
  document.querySelector('dd').textContent = String(stored.usage.total);
  for (const [i, entry] of recent.entries()) {
    const li = document.createElement('li');
    li.textContent = texts[keys[i]] || entry.original || '';
    document.querySelector('ul').append(li);
  }
  document.querySelector('main').dataset.hydrated = 'true';
});`;
