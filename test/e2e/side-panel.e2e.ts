/**
 * The side panel (issue 28 point 2). Headless Chromium cannot show the panel itself, so the
 * tests open its page, sidepanel.html, in a tab: the same page and store the panel shows.
 * The open actions (menu item, command) are run through what the worker exposes
 * (`humanizer.sidePanel`), as the other user actions are.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVENTUALLY } from './support/editor-page';
import { saveSettings, seriousAxeViolations } from './support/popup-support';
import { PRO_KEY } from './support/reference-api';
import { card, fieldValue, selectInField, withSelectionEnv } from './support/selection-helpers';

type SidePanelAutomation = {
  humanizer: {
    sidePanel: {
      open(windowId: number): Promise<void>;
      humanizeInSidePanel(tabId: number): Promise<{ text: string; jobId: string | null }>;
    };
  };
};

/** The panel's draft once it holds `text` (a page of the panel that is already open). */
const draftOf = (panel: Page) =>
  panel.getByRole('textbox', { name: 'Text to humanize' }).inputValue();

describe('side panel', () => {
  const env = withSelectionEnv();

  it('rewrites a draft, copies it, keeps it on reopening, and passes axe in both themes', async () => {
    await env.api.reset();
    await saveSettings(env.ext, { apiKey: PRO_KEY, baseUrl: env.server.baseUrl });
    const manifest = (await (
      await env.ext.worker()
    ).evaluate(() =>
      (
        globalThis as unknown as { chrome: { runtime: { getManifest(): object } } }
      ).chrome.runtime.getManifest(),
    )) as { side_panel?: { default_path?: string }; permissions?: string[] };
    expect(manifest.side_panel?.default_path).toBe('sidepanel.html');
    expect(manifest.permissions).toContain('sidePanel');

    const text = 'It is important to note that the side panel leverages synergies for everyone.';
    const expected = await env.api.answer(text);
    const panel = await env.ext.openExtensionPage('sidepanel.html');
    const draft = panel.getByRole('textbox', { name: 'Text to humanize' });
    await draft.fill(text);
    await panel.getByRole('button', { name: 'Humanize', exact: true }).click();
    const output = panel.getByLabel('Humanized text');
    await expect.poll(() => output.count(), { timeout: 20_000 }).toBe(1);
    expect(await output.inputValue()).toBe(expected.humanized_text);

    await env.ext.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await panel.evaluate(() => navigator.clipboard.writeText('not the result'));
    await panel.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => panel.getByText('Copied.').count()).toBe(1);
    expect(await panel.evaluate(() => navigator.clipboard.readText())).toBe(
      expected.humanized_text,
    );
    // Wider than the popup: the panel follows its own width.
    await panel.setViewportSize({ width: 600, height: 800 });
    const width = await panel.evaluate(() => document.querySelector('main')?.clientWidth ?? 0);
    expect(width).toBeGreaterThan(380);

    for (const colorScheme of ['light', 'dark'] as const) {
      await panel.emulateMedia({ colorScheme });
      expect(await seriousAxeViolations(panel)).toEqual([]);
    }
    await panel.close();

    // State comes from storage, not the page's memory: a new panel shows the same rewrite.
    const again = await env.ext.openExtensionPage('sidepanel.html');
    await expect
      .poll(
        () =>
          again
            .getByLabel('Humanized text')
            .inputValue()
            .catch(() => ''),
        {
          timeout: 10_000,
        },
      )
      .toBe(expected.humanized_text);
    await again.close();
    expect(env.ext.consoleErrors).toEqual([]);
  });

  it('takes a selection from the menu item as its draft, rewrites it and inserts it into the field, undone by one Ctrl+Z', async () => {
    await env.api.reset();
    const worker = await env.ext.worker();
    const manifest = (await worker.evaluate(() =>
      (
        globalThis as unknown as { chrome: { runtime: { getManifest(): object } } }
      ).chrome.runtime.getManifest(),
    )) as { commands?: Record<string, { suggested_key?: object; description?: string }> };
    // The command has no default key, like Pause: the user assigns one.
    expect(manifest.commands?.['open-side-panel']).toBeDefined();
    expect(manifest.commands?.['open-side-panel']?.suggested_key).toBeUndefined();

    const panel = await env.ext.openExtensionPage('sidepanel.html');
    await panel.waitForSelector('main[data-hydrated="true"]');
    const { page, tabId } = await env.open('textarea.html');
    const original = await fieldValue(page, '#field');
    const start = original.indexOf('it is important');
    const end = original.indexOf('robust tools');
    const selected = original.slice(start, end);
    const rewrite = await env.api.rewriteOf(selected);
    await selectInField(page, '#field', start, end);

    // The command and the item call sidePanel.open: it is reached, and without a user
    // gesture (none here) Chrome refuses it, as it must.
    const { windowId } = await worker.evaluate(
      (id) =>
        (
          globalThis as unknown as {
            chrome: { tabs: { get(id: number): Promise<{ windowId: number }> } };
          }
        ).chrome.tabs.get(id),
      tabId,
    );
    const refused = await worker.evaluate(
      (id) =>
        (globalThis as unknown as SidePanelAutomation).humanizer.sidePanel.open(id).then(
          () => 'opened',
          (err: unknown) => String(err),
        ),
      windowId,
    );
    expect(refused).toMatch(/user gesture/i);

    // "Humanize in side panel": the selection, line breaks and all, is the open panel's draft
    // and is rewritten there.
    const sent = await worker.evaluate(
      (id) =>
        (globalThis as unknown as SidePanelAutomation).humanizer.sidePanel.humanizeInSidePanel(id),
      tabId,
    );
    expect(sent.text).toBe(selected);
    expect(sent.jobId).not.toBeNull();
    await expect.poll(() => draftOf(panel), EVENTUALLY).toBe(selected);
    const output = panel.getByLabel('Humanized text');
    await expect.poll(() => output.inputValue().catch(() => ''), EVENTUALLY).toBe(rewrite);

    // "Insert into the page": the page is the active tab beside the panel, its selection
    // still on the text that was sent.
    await page.bringToFront();
    await panel.getByRole('button', { name: 'Insert into the page' }).click();
    await expect.poll(() => card(page).getAttribute('data-kind'), EVENTUALLY).toBe('replaced');
    expect(await fieldValue(page, '#field')).toBe(
      original.slice(0, start) + rewrite + original.slice(end),
    );
    await expect
      .poll(() => panel.getByRole('status').filter({ hasText: 'Sent to the page' }).count())
      .toBe(1);
    await page.locator('#field').focus();
    await page.keyboard.press('Control+z');
    expect(await fieldValue(page, '#field')).toBe(original);
    // One request for the rewrite (plus the test's own): the insert sent nothing.
    expect((await env.api.log()).filter((r) => r.text === selected)).toHaveLength(2);
    await page.close();
    await panel.close();
    // Ours only (the test page's missing favicon is the static server's 404).
    const ours = env.ext.consoleErrors.filter((line) => !line.startsWith(env.pages.url));
    expect(ours).toEqual([]);
  });
});
