/**
 * What a user does in a page, the way Firefox lets a driver do it over BiDi: clicks and keys
 * are real input (a user gesture, which permissions.request needs); text fields are filled by
 * setting the value as an input event would, so React's controlled fields follow.
 */
import type { Page } from 'puppeteer-core';

/** Sets a text field's value and fires `input`, as typing would (React reads the event). */
export async function fill(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(selector);
  await page.evaluate(
    (sel, text) => {
      const field = document.querySelector(sel) as HTMLInputElement | HTMLTextAreaElement;
      const proto = Object.getPrototypeOf(field) as object;
      // The prototype's setter: React watches the element's own one to see its own writes.
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    },
    selector,
    value,
  );
}

/** Clicks the button whose text is `name` with a real mouse click. */
export async function clickButton(page: Page, name: string): Promise<void> {
  await page.click(`button::-p-text(${name})`);
}

/** The value of a text field, or null when there is none. */
export function valueOf(page: Page, selector: string): Promise<string | null> {
  return page.evaluate(
    (sel) => (document.querySelector(sel) as HTMLInputElement | null)?.value ?? null,
    selector,
  );
}

/** The text of the first element matching `selector`, or null when there is none. */
export function textOf(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((sel) => document.querySelector(sel)?.textContent ?? null, selector);
}

/** Whether some element matching `selector` has exactly the text `text`. */
export function hasText(page: Page, selector: string, text: string): Promise<boolean> {
  return page.evaluate(
    (sel, t) => Array.from(document.querySelectorAll(sel)).some((el) => el.textContent === t),
    selector,
    text,
  );
}

/** The user's undo: Ctrl+Z as real key presses in the focused editor. */
export async function undo(page: Page, focus: string): Promise<void> {
  await page.focus(focus);
  await page.keyboard.down('Control');
  await page.keyboard.press('z');
  await page.keyboard.up('Control');
}

/** The contenteditable `#editor`'s paragraphs as the user sees them (no-break spaces as spaces). */
export const paragraphs = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelector('#editor')?.children ?? []).map((p) =>
      (p.textContent ?? '').replace(/\u00a0/g, ' '),
    ),
  );
