/**
 * The manifest's strings are __MSG_key__ references into public/_locales: the browser must
 * resolve them to the same English users saw before (name, description, shortcut, tooltip),
 * and the context menu's title must come out of the catalogue as "Humanize selection".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionHarness } from './support/extension';

/** The worker's APIs this test reads (the e2e code has no chrome.* types of its own). */
declare const chrome: {
  management: { getSelf(): Promise<{ name: string; description: string }> };
  commands: { getAll(): Promise<Array<{ name?: string; description?: string }>> };
  action: { getTitle(details: object): Promise<string> };
  i18n: { getMessage(key: string): string };
};

describe('localised manifest (built extension)', () => {
  let ext: ExtensionHarness;
  beforeAll(async () => {
    ext = await launchExtension();
  });
  afterAll(async () => {
    await ext?.close();
  });

  it('resolves every __MSG_ key to its English text', async () => {
    const worker = await ext.worker();
    const seen = await worker.evaluate(async () => {
      const self = await chrome.management.getSelf();
      const commands = await chrome.commands.getAll();
      return {
        name: self.name,
        description: self.description,
        command: commands.find((c) => c.name === 'humanize-selection')?.description,
        tooltip: await chrome.action.getTitle({}),
        menu: chrome.i18n.getMessage('menuHumanizeSelection'),
      };
    });
    expect(seen).toEqual({
      name: 'Humanizer',
      description: 'Rewrites AI-sounding text into natural prose wherever you write.',
      command: 'Humanize the selection or the focused field',
      tooltip: 'Humanizer',
      menu: 'Humanize selection',
    });
  });
});
