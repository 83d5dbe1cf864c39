/**
 * Issue 25's formatted passage as Trix holds it (one heading level, no inline code mark, links
 * without a title), in both browsers (test/e2e/formatting-models.e2e.ts and its Firefox twin):
 * the write is a text/html insertFromPaste shaped for Trix (families/trix-paste.ts). Checked in
 * Trix's own model (its document's text, `element.value`) and in the hidden field the form
 * posts; one Ctrl+Z (Trix's undo manager) brings the exact original back. A selection from the
 * editor's first block is kept when that block is a plain one; from a first heading, Trix's
 * paste makes every pasted block a heading (docs/editors.md ¹⁶): refused, Copy; so too the
 * whole editor selected (Ctrl+A) with a heading or a list first.
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import type { ScenarioEnv } from './editor-scenarios';
import { PASSAGE_API_TEXT, shapeOfInPage } from './formatted-passage';

export const TRIX_PASSAGE =
  '<h1>How we utilize the tools</h1>' +
  '<div>You can <strong>utilize the new flow</strong> to <em>really</em> speed things up; read ' +
  '<a href="https://example.com/setup">the setup guide</a> and run git commit --amend when done.</div>' +
  '<ul><li>We leverage <strong>short branches</strong> daily</li><li>Review often</li><li>Ship small</li></ul>';
export const TRIX_BEFORE = '<div>Before the passage.</div>';
export const TRIX_AFTER = '<div>After the <strong>passage</strong>.</div>';
/** A plain first block of the editor, with a mark, selected with the passage. */
const INTRO = '<div>Read this <em>first</em>, as we utilize it.</div>';
const INTRO_TEXT = 'Read this first, as we utilize it.';
/** A list as the editor's first block, a paragraph after it (before AFTER). */
const LIST_FIRST =
  '<ul><li>We leverage <strong>short branches</strong> daily</li><li>Review often</li></ul>' +
  '<div>You can utilize the new flow.</div>';
const LIST_FIRST_TEXT =
  'We leverage short branches daily\n\nReview often\n\nYou can utilize the new flow.';

/** Trix's serialised document and the hidden field's value (in the page). */
export function trixValues(): { value: string; posted: string } {
  const el = document.querySelector('trix-editor') as HTMLElement & { value: string };
  const field = document.getElementById(el.getAttribute('input')!) as HTMLInputElement;
  return { value: el.value, posted: field.value };
}

/** Selects from the first letter of the block `first` (a selector) to the last item's end. */
export function selectTrixPassage(first: string): void {
  const el = document.querySelector<HTMLElement>('trix-editor')!;
  const items = el.querySelectorAll('li');
  const last = items[items.length - 1]!.lastChild as Text;
  const from = el.querySelector(first)!.firstChild!;
  el.focus();
  document.getSelection()!.setBaseAndExtent(from, 0, last, last.length);
}

/**
 * Opens Trix holding `html`, selects from `first` to the passage's end (`first` null: the whole
 * editor, Ctrl+A) and humanizes.
 */
async function humanizeIn(env: ScenarioEnv, spec: EditorSpec, html: string, first: string | null) {
  const tab = await env.driver.openTab(`${env.pagesUrl}/`);
  const editor = await EditorPage.open(tab, env.pagesUrl, spec);
  await editor.setHtml(html);
  await expect.poll(() => editor.modelText()).toMatch(/After the passage\.$/);
  const original = await editor.frame.evaluate(trixValues, undefined);
  if (first !== null) await editor.frame.evaluate(selectTrixPassage, first);
  else {
    await editor.frame.evaluate(
      (root) => document.querySelector<HTMLElement>(root)!.focus(),
      'trix-editor',
    );
    await tab.pressSelectAll();
  }
  await editor.settle();
  await tab.humanize();
  return { tab, editor, original };
}

/**
 * After "Replaced": the model holds `before`, the rewrite of `api` (an intro block first when
 * `intro`), then the block after; the value, the posted field and the marks agree; one Ctrl+Z
 * gives back `original`.
 */
async function expectKept(
  env: ScenarioEnv,
  editor: EditorPage,
  arg: { before: string[]; api: string; intro: boolean; original: unknown },
): Promise<void> {
  await expect.poll(() => editor.tab.card.kind(), EVENTUALLY).toBe('replaced');
  expect((await env.api.log()).map((r) => r.text)).toContain(arg.api);
  const rewrite = await env.api.rewriteOf(arg.api);
  expect(rewrite).not.toBe(arg.api);
  const written = rewrite.split('\n\n');
  expect(await editor.modelText()).toBe(
    [...arg.before, ...written, 'After the passage.'].join('\n'),
  );
  const [heading = '', , ...items] = arg.intro ? written.slice(1) : written;
  const { value, posted } = await editor.frame.evaluate(trixValues, undefined);
  expect(posted).toBe(value);
  // Trix's plain blocks are <div>s: the shape lists its heading and list items.
  expect(await editor.frame.evaluate(shapeOfInPage, { html: value })).toEqual({
    blocks: [{ tag: 'h1', text: heading }, ...items.map((text) => ({ tag: 'ul>li', text }))],
    marks: [
      ...(arg.intro ? [{ tag: 'i', text: 'first' }] : []),
      { tag: 'b', text: 'use the new flow' },
      { tag: 'i', text: 'really' },
      { tag: 'a', text: 'the setup guide', href: 'https://example.com/setup', title: null },
      { tag: 'b', text: 'short branches' },
      { tag: 'b', text: 'passage' },
    ],
  });
  await editor.pressUndo();
  await expect
    .poll(() => editor.frame.evaluate(trixValues, undefined), EVENTUALLY)
    .toEqual(arg.original);
}

export function trixFormattedScenario(env: () => ScenarioEnv, spec: EditorSpec): void {
  it("keeps the heading, the list and every mark in Trix's model and form; one Ctrl+Z restores it", async () => {
    const html = TRIX_BEFORE + TRIX_PASSAGE + TRIX_AFTER;
    const { tab, editor, original } = await humanizeIn(env(), spec, html, 'h1');
    try {
      const before = ['Before the passage.'];
      await expectKept(env(), editor, { before, api: PASSAGE_API_TEXT, intro: false, original });
    } finally {
      await tab.close();
    }
  });

  it("keeps a selection from the editor's first block, a plain one; one Ctrl+Z restores it", async () => {
    const html = INTRO + TRIX_PASSAGE + TRIX_AFTER;
    const { tab, editor, original } = await humanizeIn(env(), spec, html, 'div');
    try {
      const api = `${INTRO_TEXT}\n\n${PASSAGE_API_TEXT}`;
      await expectKept(env(), editor, { before: [], api, intro: true, original });
    } finally {
      await tab.close();
    }
  });

  // Trix's mergeDocumentAtRange gives every pasted block the attributes of the block the paste
  // starts in unless all of them share those (docs/editors.md ¹⁶): a first heading or a first
  // list, selected with blocks of other kinds, cannot be pasted in one change.
  const refused: { name: string; html: string; first: string | null; api: string }[] = [
    {
      name: "a selection from the editor's first block when it is a heading",
      html: TRIX_PASSAGE + TRIX_AFTER,
      first: 'h1',
      api: PASSAGE_API_TEXT,
    },
    {
      name: 'the whole editor selected (Ctrl+A), a heading first',
      html: TRIX_PASSAGE + TRIX_AFTER,
      first: null,
      api: `${PASSAGE_API_TEXT}\n\nAfter the passage.`,
    },
    {
      name: 'the whole editor selected (Ctrl+A), a list first',
      html: LIST_FIRST + TRIX_AFTER,
      first: null,
      api: `${LIST_FIRST_TEXT}\n\nAfter the passage.`,
    },
  ];
  for (const c of refused) {
    it(`refuses ${c.name}: nothing stays written, Copy`, async () => {
      const { tab, editor, original } = await humanizeIn(env(), spec, c.html, c.first);
      try {
        await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe('result');
        expect(await tab.card.text('card-status')).toMatch(/did not accept the rewrite/);
        expect(await tab.card.text('card-copy')).not.toBeNull();
        expect((await env().api.log()).map((r) => r.text).at(-1)).toBe(c.api);
        await expect
          .poll(() => editor.frame.evaluate(trixValues, undefined), EVENTUALLY)
          .toEqual(original);
      } finally {
        await tab.close();
      }
    });
  }
}
