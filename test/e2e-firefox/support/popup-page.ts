/** The popup as the Firefox tests drive it: open it hydrated, submit a draft, read it. */
import type { Page } from 'puppeteer-core';
import type { FirefoxHarness } from './firefox';
import { fill, valueOf } from './page-actions';

export const DRAFT = '#draft';
export const OUTPUT = 'textarea[aria-label="Humanized text"]';

/** Opens popup.html in a tab and waits until it shows what storage holds. */
export async function openPopup(ext: FirefoxHarness): Promise<Page> {
  const popup = await ext.openExtensionPage('popup.html');
  await popup.waitForSelector('main[data-hydrated="true"]');
  return popup;
}

/** Puts `text` in the draft and presses Humanize (a real click). */
export async function submitDraft(popup: Page, text: string): Promise<void> {
  await fill(popup, DRAFT, text);
  await popup.click('form.draft button[type="submit"]:not([disabled])');
}

/** The result's text, or null while there is none. */
export const resultText = (popup: Page) => valueOf(popup, OUTPUT);

/** The current job panel's text (status, countdown, result counts). */
export const jobPanelText = (popup: Page) =>
  popup.evaluate(() => document.querySelector('section.job')?.textContent ?? '');
