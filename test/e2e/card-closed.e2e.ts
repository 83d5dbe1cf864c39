/**
 * The card a page can neither read nor drive (issue #8.2 / #10.3): a closed root on a plain
 * element, trusted events only, and a page that blocks or removes the card loses nothing
 * (the result goes to the popup with a badge on the tab) and pays nothing (a job still queued
 * is cancelled before it is sent). Also where the card sits (#9.4):
 * next to its target, fully inside the viewport, one card per target.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cardHosts, untilCardTakesClicks } from './support/closed-card';
import { EVENTUALLY } from './support/editor-page';
import { configureExtension, readStorage } from './support/extension-settings';
import { storedJobsOf } from './support/stored-jobs';
import {
  card,
  cardPart,
  fieldValue,
  selectInField,
  withSelectionEnv,
} from './support/selection-helpers';

declare const chrome: {
  action: { getBadgeText(details: { tabId: number }): Promise<string> };
};
type Automation = { humanizer: { humanize(text: string): Promise<unknown> } };

describe('the closed card', () => {
  const env = withSelectionEnv();
  afterEach(async () => {
    await env.api.faults({ delayMs: 0 });
  });

  it('a page cannot read the card, even after taking its custom-element name and attachShadow', async () => {
    const { page, tabId } = await env.open('hostile-card.html');
    const original = await fieldValue(page, '#field');
    const rewrite = await env.api.rewriteOf(original);
    await selectInField(page, '#field', 0, original.length);
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(await fieldValue(page, '#field')).toBe(rewrite);
    const status = (await cardPart(page, 'card-status').textContent()) ?? '';
    expect(status).toMatch(/words? charged/);

    const [host] = await cardHosts(page);
    expect(host?.nodeName).toBe('DIV');
    const seenByPage = await page.evaluate(() => ({
      text: (window as unknown as { readCard(): string }).readCard(),
      roots: [...document.documentElement.children].filter((el) => el.shadowRoot).length,
    }));
    expect(seenByPage.roots).toBe(0);
    expect(seenByPage.text).not.toMatch(/charged|Restore original/);
    await page.close();
  });

  it("ignores a synthetic .click() on Restore original; the user's real click restores", async () => {
    const { page, tabId } = await env.open('input.html');
    const original = await fieldValue(page, '#field');
    const rewrite = await env.api.rewriteOf(original);
    await selectInField(page, '#field', 0, original.length);
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');

    // As a page would if it ever got hold of the button: a scripted, untrusted click (here
    // from inside the card's frame, where only a debugger can run a script).
    await untilCardTakesClicks(page);
    await cardPart(page, 'card-restore').evaluate((el) => {
      el.click();
      el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    await card(page).evaluate((el) =>
      el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    );
    await page.waitForTimeout(300); // give an obeyed click time to act (it must not)
    expect(await fieldValue(page, '#field')).toBe(rewrite);
    expect(await card(page).getAttribute('data-kind')).toBe('replaced');
    expect(await cardPart(page, 'card-restore').count()).toBe(1);

    await cardPart(page, 'card-restore').click();
    await expect.poll(() => fieldValue(page, '#field'), EVENTUALLY).toBe(original);
    await page.close();
  });

  it('a press on a card button leaves the focus in the page: Restore original writes every time', async () => {
    // The card's frame runs in its own process: a press that focused it reached the page
    // after Restore had focused the field, and the write stopped as if the page had moved it.
    const { page, tabId } = await env.open('input.html');
    const original = await fieldValue(page, '#field');
    await selectInField(page, '#field', 0, original.length);
    await env.humanizeSelection(tabId);
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    await page.evaluate(() => {
      const blurs: string[] = ((window as unknown as { blurs: string[] }).blurs = []);
      window.addEventListener('blur', () => blurs.push(document.activeElement?.nodeName ?? ''));
    });
    await cardPart(page, 'card-restore').click();
    await expect.poll(() => fieldValue(page, '#field'), EVENTUALLY).toBe(original);
    expect(await page.evaluate(() => (window as unknown as { blurs: string[] }).blurs)).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field');
    await page.close();
  });

  it('a page that removes the card: nothing is written, the result goes to the popup and the badge', async () => {
    const { page, tabId } = await env.open('card-remover.html?later');
    const original = await fieldValue(page, '#field');
    const rewrite = await env.api.rewriteOf(original);
    await env.api.faults({ delayMs: 1500 });
    await selectInField(page, '#field', 0, original.length);
    await env.humanizeSelection(tabId);
    // The card is taken away once its job is running (a queued one is cancelled instead:
    // the next test).
    // The newest job for this text (an earlier test may have sent the same one).
    const status = async () =>
      (await storedJobsOf(env.ext)).filter((j) => j.text === original).at(-1)?.status;
    await expect.poll(status, EVENTUALLY).toBe('sending');
    await expect.poll(() => card(page).count(), EVENTUALLY).toBe(1);
    await page.evaluate(() => (window as unknown as { startRemoving(): void }).startRemoving());
    const worker = await env.ext.worker();
    await expect
      .poll(
        () => worker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId),
        EVENTUALLY,
      )
      .toBe('!');
    const jobId = await readStorage<string | null>(env.ext, 'popupJobId');
    expect(jobId).toBeTruthy();

    const popup = await env.ext.context.newPage();
    await popup.goto(`chrome-extension://${env.ext.extensionId}/popup.html`);
    await expect.poll(() => popup.locator('body').textContent(), EVENTUALLY).toContain(rewrite);
    expect(await fieldValue(page, '#field')).toBe(original);
    expect(await card(page).count()).toBe(0);
    await popup.close();
    await page.close();
  });
});

describe('the closed card, while its job still waits', () => {
  const env = withSelectionEnv();

  it('a page that removes the card: the queued job is cancelled, nothing sent or charged', async () => {
    // One request per (long) window: spend it first, so the in-page job has to wait.
    await configureExtension(env.ext, env.server.baseUrl, {
      requestsPerMinute: 1,
      windowMs: 600_000,
    });
    const worker = await env.ext.worker();
    await worker.evaluate(
      (text) => (globalThis as unknown as Automation).humanizer.humanize(text),
      'This text spends the only request of the window.',
    );
    const usageBefore = await readStorage<{ total: number }>(env.ext, 'usage');
    expect(usageBefore.total).toBeGreaterThan(0);

    const { page, tabId } = await env.open('card-remover.html');
    const original = await fieldValue(page, '#field');
    await selectInField(page, '#field', 0, original.length);
    await env.humanizeSelection(tabId);

    const inPageJob = async () =>
      (await storedJobsOf(env.ext)).filter((j) => j.text === original).at(-1);
    await expect.poll(async () => (await inPageJob())?.status, EVENTUALLY).toBe('cancelled');
    expect((await env.api.log()).map((r) => r.text)).not.toContain(original);
    expect((await readStorage<{ total: number }>(env.ext, 'usage')).total).toBe(usageBefore.total);
    expect(await fieldValue(page, '#field')).toBe(original);
    expect(await card(page).count()).toBe(0);
    // Cancelled, not handed to the popup: no badge, not the popup's job.
    expect(
      await worker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId),
    ).not.toBe('!');
    expect(await readStorage<string | null>(env.ext, 'popupJobId')).not.toBe(
      (await inPageJob())?.id,
    );
    await page.close();
  });
});

describe('where the card sits', () => {
  const env = withSelectionEnv();
  afterEach(async () => {
    await env.api.faults({ delayMs: 0 });
  });

  it('next to the field, fully inside the viewport, and one card after two actions on it', async () => {
    const { page, tabId } = await env.open('textarea.html');
    await page.setViewportSize({ width: 900, height: 600 });
    await env.api.faults({ delayMs: 60_000 });
    await selectInField(page, '#field', 0, 20);
    await env.humanizeSelection(tabId);
    await card(page).waitFor({ state: 'visible' });
    await selectInField(page, '#field', 0, 30);
    await env.humanizeSelection(tabId);
    await expect.poll(async () => (await cardHosts(page)).length, EVENTUALLY).toBe(1);
    await card(page).waitFor({ state: 'visible' });

    const field = (await page.locator('#field').boundingBox())!;
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => {
        const box = await card(page).box();
        const inside =
          box.x >= 0 &&
          box.y >= 0 &&
          box.x + box.width <= viewport.width &&
          box.y + box.height <= viewport.height;
        // Next to the field: touching its box, give or take the gap, on some side.
        const near =
          box.x <= field.x + field.width + 16 &&
          box.x + box.width >= field.x - 16 &&
          box.y <= field.y + field.height + 16 &&
          box.y + box.height >= field.y - 16;
        return inside && near;
      }, EVENTUALLY)
      .toBe(true);
    await page.close();
  });

  it('flips above a field at the bottom of the viewport, and follows it on scroll and when content moves it', async () => {
    const { page, tabId } = await env.open('textarea.html');
    await page.setViewportSize({ width: 900, height: 600 });
    await env.api.faults({ delayMs: 60_000 });
    // A page tall enough to scroll, scrolled so that the field ends near the bottom edge.
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('#field')!.style.marginTop = '600px';
      document.body.style.paddingBottom = '1500px';
    });
    await selectInField(page, '#field', 0, 20);
    await page.evaluate(() => {
      const field = document.querySelector('#field')!.getBoundingClientRect();
      window.scrollBy(0, field.bottom - (window.innerHeight - 10));
    });
    await env.humanizeSelection(tabId);
    await card(page).waitFor({ state: 'visible' });
    /** Which side of the field the card touches (its gap apart), start-aligned; or none. */
    const side = async () => {
      const field = (await page.locator('#field').boundingBox())!;
      const box = await card(page).box();
      if (Math.abs(box.x - field.x) > 1) return 'misaligned';
      if (Math.abs(box.y + box.height + 8 - field.y) <= 1) return 'above';
      if (Math.abs(box.y - (field.y + field.height + 8)) <= 1) return 'below';
      return 'apart';
    };
    await expect.poll(side, EVENTUALLY).toBe('above');
    // Scrolled up by 300 px the field has room below it: the card moves there, with it.
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect.poll(side, EVENTUALLY).toBe('below');
    // Content inserted above the field moves it with no scroll at all: the card follows.
    const fieldY = async () => (await page.locator('#field').boundingBox())!.y;
    const before = await fieldY();
    await page.evaluate(() => {
      // Without the browser's scroll anchoring, which would scroll to keep the field in place.
      document.body.style.overflowAnchor = 'none';
      const news = document.createElement('div');
      news.style.height = '120px';
      document.querySelector('#field')!.before(news);
    });
    expect(await fieldY()).toBeCloseTo(before + 120, 0);
    await expect.poll(side, EVENTUALLY).toBe('below');
    await page.close();
  });
});
