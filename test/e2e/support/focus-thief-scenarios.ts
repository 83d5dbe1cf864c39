/**
 * The rewrite lands only where the user chose (issue 16, point 7), in both browsers from one
 * definition (test/e2e/editors-focus-thief.e2e.ts, test/e2e-firefox/editors-focus-thief.e2e.ts).
 * A hostile page (test/fixtures/pages/focus-thief.html) moves the focus to another field, or
 * removes the field, as soon as the write starts (on focus, on selectionchange): nothing is
 * written anywhere, the user's text is intact, and the card offers the rewrite with Copy
 * (and the original with Copy original when the field is gone).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENTUALLY } from './editor-page';
import type { BrowserName, EditorDriver, PageFrame, TabDriver } from './page-driver';
import type { ReferenceApi } from './reference-api';

export interface FocusThiefEnv {
  driver: EditorDriver;
  api: ReferenceApi;
  /** Where test/fixtures/pages is served. */
  fixturesUrl: string;
}

const TEXTAREA = 'Our team wrote this. It is important to note that this field keeps the text.';
const EDITOR = 'Our team wrote this. It is important to note that this editor keeps the text.';
const OTHER = 'Another field the user never chose.';
/** The server answers this late: the page is armed and the focus left before the write. */
const SERVER_DELAY_MS = 4000;

const fields = (top: PageFrame) =>
  top.evaluate(
    () => ({
      target: (document.getElementById('target') as HTMLTextAreaElement | null)?.value ?? null,
      editor: document.getElementById('editor')?.textContent?.trim() ?? null,
      other: (document.getElementById('other') as HTMLInputElement).value,
      stolen: Number(document.body.dataset.stolen ?? 0),
    }),
    undefined,
  );

/** Selects "It is important …" in the textarea or the editor, as the user does. */
function selectIn(top: PageFrame, what: 'target' | 'editor') {
  return top.evaluate((id) => {
    const from = 'It is important';
    if (id === 'target') {
      const area = document.getElementById('target') as HTMLTextAreaElement;
      area.focus();
      area.setSelectionRange(area.value.indexOf(from), area.value.length);
      return;
    }
    const text = document.querySelector('#editor p')!.firstChild as Text;
    (document.getElementById('editor') as HTMLElement).focus();
    document.getSelection()!.setBaseAndExtent(text, text.data.indexOf(from), text, text.length);
  }, what);
}

export function focusThiefScenarios(browser: BrowserName, env: () => FocusThiefEnv): void {
  describe(`${browser}: a page that moves the focus or removes the field before the write`, () => {
    let tab: TabDriver;
    beforeEach(async () => {
      await env().api.reset();
      await env().api.faults({ delayMs: SERVER_DELAY_MS });
      tab = await env().driver.openTab(`${env().fixturesUrl}/focus-thief.html`);
    });
    afterEach(async () => {
      await tab?.close();
      await env().api.reset();
    });

    /** Selects, humanizes, then arms the page and lets the focus go (the user looks away). */
    async function humanizeThenArm(what: 'target' | 'editor', mode: 'steal' | 'remove') {
      await selectIn(tab.top, what);
      await tab.humanize();
      await tab.top.evaluate((how) => {
        (window as unknown as { arm(how: string): void }).arm(how);
        (document.activeElement as HTMLElement | null)?.blur();
      }, mode);
    }

    it.each([
      ['textarea', 'target', TEXTAREA],
      ['contenteditable', 'editor', EDITOR],
    ] as const)(
      'the %s: nothing is written anywhere, the card offers the rewrite with Copy',
      async (_, what, original) => {
        const selected = original.slice(original.indexOf('It is important'));
        const rewrite = await env().api.rewriteOf(selected);
        await humanizeThenArm(what, 'steal');

        await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('result');
        expect(await tab.card.text('card-status')).toContain('moved the focus away');
        expect(await tab.card.text('card-text')).toBe(rewrite);
        expect(await tab.card.text('card-copy')).not.toBeNull();
        const after = await fields(tab.top);
        expect(after.stolen).toBeGreaterThan(0); // the page did act
        expect(after.other).toBe(OTHER);
        expect(after[what]).toBe(original);
        // Nothing to recover: the user's text is where it was.
        expect(await tab.card.text('card-copy-original')).toBeNull();
      },
    );

    it('the field removed by the page: nothing is written, Copy original keeps the user text', async () => {
      await humanizeThenArm('target', 'remove');

      await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('result');
      // What was observed: the field left the page (not "the page moved the focus").
      expect(await tab.card.text('card-status')).toContain('left the page');
      expect(await tab.card.text('card-copy-original')).not.toBeNull();
      const after = await fields(tab.top);
      expect(after.target).toBeNull();
      expect(after.other).toBe(OTHER);
    });
  });
}
