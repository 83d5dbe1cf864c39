/**
 * Driving test/pages/editorjs-tools (Editor.js with Header, List 2.x, Checklist and Inline Code)
 * for the scenarios that write inside one of its blocks: the page set to some HTML, a phrase
 * selected inside one contenteditable, humanized, its saved blocks read (`editor.save()`);
 * blockScenario makes one test of that.
 */
import { expect, it } from 'vitest';
import { EditorPage, EVENTUALLY, type EditorSpec } from './editor-page';
import { EDITORJS_TOOLS_SPEC } from './editor-specs';
import type { ScenarioEnv } from './editor-scenarios';
import { shapeOfInPage } from './formatted-passage';
import type { TabDriver } from './page-driver';

export interface SavedBlock {
  type: string;
  data: { text?: string; level?: number; style?: string; items?: SavedItem[] };
}
export interface SavedItem {
  content: string;
  meta: { checked?: boolean };
  items: SavedItem[];
}
/** A Checklist tool item as saved (`data.items` of a `checklist` block). */
export interface SavedChecklistItem {
  text: string;
  checked: boolean;
}

/** A phrase inside the `index`th element matching `selector`. */
export interface PhraseIn {
  selector: string;
  index: number;
  phrase: string;
}

/** Selects `phrase` inside the `index`th element matching `selector` (in the page). */
export function selectPhrase(args: PhraseIn): void {
  const element = document.querySelectorAll<HTMLElement>(args.selector)[args.index]!;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
  const from = texts
    .map((t) => t.data)
    .join('')
    .indexOf(args.phrase);
  // The first text node holding the point: at a node boundary, the end of the one before.
  const at = (offset: number): [Text, number] => {
    for (const text of texts) {
      if (offset <= text.data.length) return [text, offset];
      offset -= text.data.length;
    }
    throw new Error(`no point ${offset}`);
  };
  const [startNode, startOffset] = at(from);
  const [endNode, endOffset] = at(from + args.phrase.length);
  element.focus();
  document.getSelection()!.setBaseAndExtent(startNode, startOffset, endNode, endOffset);
}

/**
 * The caret before "Then" in the second paragraph block, as the user's click puts it: where the
 * line and restore scenarios press Shift+Enter.
 */
export function caretBeforeThen(): void {
  const block = document.querySelectorAll<HTMLElement>('.ce-paragraph')[1]!;
  const text = block.firstChild as Text;
  block.focus();
  document.getSelection()!.collapse(text, text.data.indexOf('Then'));
}

export interface Written {
  editor: EditorPage;
  original: string;
  rewrite: string;
  saved: () => Promise<SavedBlock[]>;
}

/** How a scenario humanizes: the page (the tools page unless said) and the card it expects. */
export interface HumanizeOptions {
  /** The text the API receives, when not the phrase (a line break inside it). */
  apiText?: string;
  spec?: EditorSpec;
  /** The card's kind once the rewrite is in: 'replaced' unless said ('result': not written). */
  kind?: string;
  /** The provider's rewrite, scripted (the server's `answerNext`) instead of its own answer. */
  answer?: string;
  /** The user's edit after the page is set, before the original is read (a Shift+Enter). */
  prepare?: (editor: EditorPage, tab: TabDriver) => Promise<void>;
}

/** Opens the page with `html`, selects `phrase` and humanizes it: the card says "Replaced". */
export async function humanizeIn(
  env: ScenarioEnv,
  tab: TabDriver,
  html: string,
  select: PhraseIn,
  options: HumanizeOptions = {},
): Promise<Written> {
  const apiText = options.apiText ?? select.phrase;
  const editor = await EditorPage.open(tab, env.pagesUrl, options.spec ?? EDITORJS_TOOLS_SPEC);
  await editor.setHtml(html);
  await expect.poll(() => editor.modelText()).toMatch(/^Before the passage\.\n/);
  await options.prepare?.(editor, tab);
  const original = (await editor.savedData())!;
  const rewrite = options.answer ?? (await env.api.rewriteOf(apiText));
  expect(rewrite).not.toBe(apiText);
  if (options.answer) await env.api.faults({ answerNext: [options.answer] });
  await editor.frame.evaluate(selectPhrase, select);
  await editor.settle();
  await tab.humanize();
  await expect.poll(() => tab.card.kind(), EVENTUALLY).toBe(options.kind ?? 'replaced');
  const saved = async () => JSON.parse((await editor.savedData())!) as SavedBlock[];
  return { editor, original, rewrite, saved };
}

/** What a block scenario humanizes: the page's HTML, the phrase selected, how (humanizeIn). */
export interface BlockSetup {
  html: string;
  select: PhraseIn;
  options?: HumanizeOptions;
}

/**
 * One Editor.js block scenario: a test that opens a tab, humanizes `setup` in it (humanizeIn:
 * the card as expected) and hands what was written and the tab to `check`, the scenario's own
 * assertions (`editor.save()`, the block's DOM, the undo); the tab closed whatever happens.
 * The checklist, tools and lines scenarios of both browsers are each one of these.
 */
export function blockScenario(
  env: () => ScenarioEnv,
  name: string,
  setup: BlockSetup,
  check: (written: Written, tab: TabDriver) => Promise<void>,
): void {
  it(name, async () => {
    const tab = await env().driver.openTab(`${env().pagesUrl}/`);
    try {
      const written = await humanizeIn(env(), tab, setup.html, setup.select, setup.options);
      await check(written, tab);
    } finally {
      await tab.close();
    }
  });
}

/** The text and marks of some saved HTML, read in the page. */
export const shapeOf = (editor: EditorPage, html: string) =>
  editor.frame.evaluate(shapeOfInPage, { html: `<p>${html}</p>` });

/** The outer blocks stay as they were; one Ctrl+Z gives the saved original back. */
export async function expectOthersAndUndo(written: Written): Promise<void> {
  const blocks = await written.saved();
  expect(blocks[0]).toEqual({ type: 'paragraph', data: { text: 'Before the passage.' } });
  expect(blocks[2]).toEqual({ type: 'paragraph', data: { text: 'After the passage.' } });
  await written.editor.pressUndo();
  await expect.poll(() => written.editor.savedData(), EVENTUALLY).toBe(written.original);
}

export const around = (middle: string) =>
  `<p>Before the passage.</p>${middle}<p>After the passage.</p>`;
