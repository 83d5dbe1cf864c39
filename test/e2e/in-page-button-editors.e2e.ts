/**
 * The in-page button in real rich editors (test/pages, npm libraries): TinyMCE, which edits
 * in a same-origin about:srcdoc frame of the granted page (the button's script runs there
 * through the registration's matchOriginAsFallback), and Tiptap (ProseMirror) in the page
 * itself. The user extends a selection with Shift+→, presses the button, and the editor's
 * own model reads prefix + server rewrite + suffix; one Ctrl+Z brings the original back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACROSS_PARAGRAPHS, SAMPLE_PARAGRAPHS } from '../pages/shared/sample';
import { EDITOR_SPECS, EditorPage, EVENTUALLY } from './support/editor-page';
import {
  buttonInChildFrame,
  buttonShown,
  clickPart,
  sentinelRunning,
  waitUntil,
  withButtonEnv,
} from './support/in-page-button';
import { servePages, type PagesServer } from './support/pages-server';
import { playwrightTab } from './support/playwright-driver';

const SITE = 'http://127.0.0.1/*';
const specs = EDITOR_SPECS.filter((s) => s.name === 'tinymce' || s.name === 'tiptap');

describe.each(specs)('the button in $name', (spec) => {
  const env = withButtonEnv();
  let pages: PagesServer;

  beforeAll(async () => {
    pages = await servePages();
    await env.set({ kind: 'site', site: SITE, on: true });
  });
  afterAll(async () => {
    await pages?.close();
  });

  it('shows for a selection the user extended, and pressing it rewrites in the editor', async () => {
    const page = await env.ext.context.newPage();
    const editor = await EditorPage.open(playwrightTab(page, env.ext), pages.url, spec);
    await page.bringToFront();
    await sentinelRunning(env, page);
    const original = await editor.modelText();
    expect(original).toBe(SAMPLE_PARAGRAPHS.join('\n'));
    const { start, end } = ACROSS_PARAGRAPHS;
    const selected = original.slice(start, end);
    const rewrite = await env.api.rewriteOf(selected);
    // Selected up to one character short, then the user's Shift+→ ends the selection.
    await editor.select(start, end - 1);
    await page.keyboard.press('Shift+ArrowRight');
    await waitUntil(() => buttonShown(page), 'the button shown');
    // TinyMCE's: shown by the script in its about:srcdoc frame (the page's origin).
    expect(await buttonInChildFrame(page)).toBe(spec.frame !== undefined);
    await clickPart(page, 'press');
    const expected = original.slice(0, start) + rewrite + original.slice(end);
    await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(expected);
    await editor.focus();
    await editor.pressUndo();
    await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(original);
    await page.close();
  });
});
