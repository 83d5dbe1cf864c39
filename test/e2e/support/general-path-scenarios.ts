/**
 * The general write path where no family is written for the page, defined once and run in
 * both browsers (test/e2e/editors-general.e2e.ts, test/e2e-firefox/editors-general.e2e.ts):
 * an editor that sabotages writes (nothing of the user's is lost: the editor is restored, or
 * the card offers the original), fields inside an open shadow root, and a real editor inside
 * a cross-origin frame. docs/editors.md's rows for them say the same.
 */
import { describe, expect, it } from 'vitest';
import { ACROSS_PARAGRAPHS, SAMPLE_PARAGRAPHS } from '../../pages/shared/sample';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import type { BrowserName, TabDriver } from './page-driver';
import { shadowText, selectInShadow, type ShadowPart } from './shadow-root-page';

const SAMPLE = SAMPLE_PARAGRAPHS.join('\n');
const SELECTED = SAMPLE.slice(ACROSS_PARAGRAPHS.start, ACROSS_PARAGRAPHS.end);
const SABOTAGE: EditorSpec = {
  name: 'sabotage',
  family: 'contenteditable',
  root: '#editor',
  block: ':scope > p',
};
const CODEMIRROR: EditorSpec = {
  name: 'codemirror',
  family: 'contenteditable',
  root: '.cm-content',
  block: '.cm-line',
};

/** Runs `body` in a tab of its own at `url`, closed whatever happens. */
async function inTab(env: ScenarioEnv, url: string, body: (tab: TabDriver) => Promise<void>) {
  const tab = await env.driver.openTab(url);
  try {
    await body(tab);
  } finally {
    await tab.close();
  }
}

function sabotageScenarios(env: () => ScenarioEnv) {
  describe('an editor that deletes the selection on paste and refuses every other write', () => {
    it('without an undo of its own: the card offers the original beside the rewrite', async () => {
      await inTab(env(), `${env().pagesUrl}/`, async (tab) => {
        const editor = await EditorPage.open(tab, env().pagesUrl, SABOTAGE);
        const rewrite = await env().api.rewriteOf(SELECTED);
        await editor.select(ACROSS_PARAGRAPHS.start, ACROSS_PARAGRAPHS.end);
        await tab.humanize();

        await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('result');
        // The editor lost the selection and could not be given it back: the card holds both.
        expect(await editor.modelText()).not.toContain(SELECTED);
        expect(await tab.card.text('card-status')).toContain('could not be put back');
        await tab.card.click('card-copy-original');
        await expect.poll(() => tab.clipboardText(), EVENTUALLY).toBe(SELECTED);
        await tab.card.click('card-copy');
        await expect.poll(() => tab.clipboardText(), EVENTUALLY).toBe(rewrite);
      });
    });

    it('with an undo: the editor is restored exactly and verified; no original to copy', async () => {
      await inTab(env(), `${env().pagesUrl}/`, async (tab) => {
        const editor = await EditorPage.open(tab, env().pagesUrl, SABOTAGE, '?undo=1');
        await editor.select(ACROSS_PARAGRAPHS.start, ACROSS_PARAGRAPHS.end);
        await tab.humanize();

        await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('result');
        expect(await editor.modelText()).toBe(SAMPLE);
        expect(await editor.domText()).toBe(SAMPLE);
        expect(await tab.card.text('card-copy-original')).toBeNull();
        expect(await tab.card.text('card-status')).toContain('nothing was changed');
      });
    });
  });
}

function shadowRootScenarios(env: () => ScenarioEnv) {
  describe('fields inside an open shadow root', () => {
    it.each(['field', 'editable'] as const satisfies readonly ShadowPart[])(
      'the %s in the shadow root: replaced in place, one Ctrl+Z restores',
      async (part) => {
        await inTab(env(), `${env().pagesUrl}/shadow-root/index.html`, async (tab) => {
          await tab.top.waitFor('body[data-editor-ready="shadow-root"]');
          const first = SAMPLE_PARAGRAPHS[0]!;
          const span = { start: first.indexOf('It is important'), end: first.length };
          const rewrite = await env().api.rewriteOf(first.slice(span.start, span.end));
          await selectInShadow(tab.top, part, span);
          await tab.humanize();

          const expected = first.slice(0, span.start) + rewrite + SAMPLE.slice(span.end);
          await expect.poll(() => shadowText(tab.top, part), EVENTUALLY).toBe(expected);
          await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
          await tab.pressUndo();
          await expect.poll(() => shadowText(tab.top, part), EVENTUALLY).toBe(SAMPLE);
        });
      },
    );
  });
}

function crossOriginScenarios(env: () => ScenarioEnv) {
  describe('a real editor inside a cross-origin frame', () => {
    it('CodeMirror 6 served from 127.0.0.1 in a localhost page: model replaced, one Ctrl+Z restores', async () => {
      const frameUrl = `${env().pagesUrl}/codemirror/index.html`;
      const top = `${env().pagesUrl.replace('127.0.0.1', 'localhost')}/cross-origin/index.html?frame=${encodeURIComponent(frameUrl)}`;
      await inTab(env(), top, async (tab) => {
        const frame = await tab.top.child('#frame');
        const origins = await Promise.all(
          [tab.top, frame].map((f) => f.evaluate(() => location.origin, undefined)),
        );
        expect(origins[0]).not.toBe(origins[1]);
        const editor = await EditorPage.inFrame(tab, frame, CODEMIRROR);
        const rewrite = await env().api.rewriteOf(SELECTED);
        await editor.select(ACROSS_PARAGRAPHS.start, ACROSS_PARAGRAPHS.end);
        await tab.humanize();

        const expected =
          SAMPLE.slice(0, ACROSS_PARAGRAPHS.start) + rewrite + SAMPLE.slice(ACROSS_PARAGRAPHS.end);
        await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(expected);
        await expect.poll(() => editor.domText(), EVENTUALLY).toBe(expected);
        await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('replaced');
        await editor.focus();
        await editor.pressUndo();
        await expect.poll(() => editor.modelText(), EVENTUALLY).toBe(SAMPLE);
      });
    });
  });
}

/** Defines the general path's scenarios for `browser`. */
export function generalPathScenarios(browser: BrowserName, env: () => ScenarioEnv): void {
  describe(`${browser}: the general write path`, () => {
    sabotageScenarios(env);
    shadowRootScenarios(env);
    crossOriginScenarios(env);
  });
}
