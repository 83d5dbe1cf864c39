/**
 * Reads the clipboard as the user gets it, from a page of another origin than the one under
 * test (the same pages server by the name `localhost`): that origin alone is granted
 * clipboard-read, so a page under test can never be the one that read it.
 */
import type { Page } from 'playwright-core';
import type { SelectionEnv } from './selection-helpers';

export const readerOrigin = (env: SelectionEnv) => env.pages.url.replace('127.0.0.1', 'localhost');

/** Grants the reader origin (only) the clipboard. Call once per env, before reading. */
export function grantClipboardReader(env: SelectionEnv): Promise<void> {
  return env.ext.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: readerOrigin(env),
  });
}

export async function readClipboard(env: SelectionEnv, back: Page): Promise<string> {
  const reader = await env.ext.context.newPage();
  await reader.goto(`${readerOrigin(env)}/article.html`);
  await reader.bringToFront();
  const text = await reader.evaluate(() => navigator.clipboard.readText());
  await reader.close();
  await back.bringToFront();
  return text;
}
