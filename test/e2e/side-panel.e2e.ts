/**
 * The side panel (issue 28 point 2). Headless Chromium cannot show the panel itself, so the
 * test opens its page, sidepanel.html, in a tab: the same page and store the panel shows.
 */
import { describe, expect, it } from 'vitest';
import { withExtensionAndServer } from './support/extension-and-server';
import { saveSettings, seriousAxeViolations } from './support/popup-support';
import { PRO_KEY } from './support/reference-api';

describe('side panel: draft, rewrite, copy', () => {
  const env = withExtensionAndServer({});

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
});
