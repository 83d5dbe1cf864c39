/**
 * The formatted write's verification poll (issue 25 review): replace-formatted.ts polls until
 * the write holds, each poll reading the editor's text, the span's model and the lines around
 * it (formatted-surroundings.ts). It now takes them from one text map (FormattedAccess.reading)
 * where it walked the whole editor four times. Timed in Chromium, no extension: the lib code
 * bundled into a page (bench/pages/formatted-poll-page.ts) whose plain contenteditable holds
 * the formatted passage of the write bench (bench/formatted-passage-2000.ts) at two sizes
 * between a line before and after; both polls, interleaved in the same page, and one text map
 * alone. Fails if a poll does not find what it meant (each capture ran).
 */
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../test/e2e/support/global-setup';
import { benchPassage } from './formatted-passage-2000';
import type { PollTimes } from './pages/formatted-poll-page';

export const title = 'Formatted write: one verification poll, before/after one text map a poll';

const SIZES = (process.env.FORMATTED_POLL_WORDS ?? '2000,4000').split(',').map(Number);
const ROUNDS = Number(process.env.FORMATTED_POLL_ROUNDS ?? 15);
const BATCH = 4;

async function bundle(): Promise<string> {
  const out = await build({
    entryPoints: [resolve('bench/pages/formatted-poll-page.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

export async function run(): Promise<Array<Record<string, string | number>>> {
  const script = await bundle();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows: Array<Record<string, string | number>> = [];
    for (const words of SIZES) {
      const passage = benchPassage(words);
      const page = await browser.newPage();
      await page.setContent(
        `<!doctype html><meta charset="utf-8"><div id="editor" contenteditable="true">` +
          `<p>Before the passage.</p>${passage.formattedHtml}<p>After the passage.</p></div>`,
      );
      await page.addScriptTag({ content: script });
      const t = (await page.evaluate(
        ([rounds, batch]) =>
          (window as unknown as { pollTimes(r: number, b: number): PollTimes }).pollTimes(
            rounds!,
            batch!,
          ),
        [ROUNDS, BATCH],
      )) as PollTimes;
      await page.close();
      rows.push({
        editor: `${passage.words} words (${t.chars} chars), median of ${ROUNDS}×${BATCH}`,
        poll_before_ms: +t.before.toFixed(2),
        poll_after_ms: +t.after.toFixed(2),
        after_over_before: +(t.after / t.before).toFixed(2),
        one_text_map_ms: +t.textMap.toFixed(2),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
