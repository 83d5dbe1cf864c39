import { describe, expect, it } from 'vitest';
import catalogue from '@/public/_locales/en/messages.json';
import config from '@/wxt.config';
import { englishMessages, formatCatalogueMessage } from './english-messages';

type Entry = { message: string; placeholders?: Record<string, { content: string }> };
const entries = Object.entries(catalogue as Record<string, Entry>);

describe('the English catalogue', () => {
  it.each(entries)('%s names only placeholders it defines, as $1…$n', (_key, entry) => {
    const used = [...entry.message.matchAll(/\$(\w+)\$/g)].map((m) => m[1]!.toLowerCase());
    const defined = Object.keys(entry.placeholders ?? {});
    expect([...new Set(used)].sort()).toEqual([...defined].sort());
    const contents = Object.values(entry.placeholders ?? {}).map((p) => p.content);
    expect(contents.sort()).toEqual(defined.map((_, i) => `$${i + 1}`));
  });

  it('fills placeholders in order, as browser.i18n does', () => {
    expect(englishMessages('cardQueuedWait', 2, 7)).toBe(
      'Queued: position 2, starts in about 7 s.',
    );
    expect(englishMessages('apiNetwork', 'api.example.com')).toBe(
      'Could not reach the API at api.example.com. Check your connection and the base URL.',
    );
    expect(formatCatalogueMessage('noSuchKey')).toBe('');
  });

  it('writes numbers as English does, text as given', () => {
    expect(englishMessages('apiTooManyWords', 10_000)).toBe(
      'The text is too long for one request (at most 10,000 words).',
    );
    expect(englishMessages('popupDraftWords', '12345')).toBe('12345 words');
  });
});

describe('the manifest', () => {
  const manifest = () => {
    const build = config.manifest as (env: { browser: string }) => Record<string, unknown>;
    return build({ browser: 'chrome' });
  };

  it('takes its name, description and command description from the catalogue', () => {
    const m = manifest() as {
      name: string;
      description: string;
      commands: Record<string, { description: string }>;
    };
    const resolve = (value: string) => {
      const key = /^__MSG_(\w+)__$/.exec(value)?.[1];
      expect(key, `${value} is not a __MSG_key__`).toBeDefined();
      return formatCatalogueMessage(key!);
    };
    expect(resolve(m.name)).toBe('Humanizer');
    expect(resolve(m.description)).toBe(
      'Rewrites AI-sounding text into natural prose wherever you write.',
    );
    expect(resolve(m.commands['humanize-selection']!.description)).toBe(
      'Humanize the selection or the focused field',
    );
  });

  it("titles the toolbar button from the catalogue, not from the popup's <title>", async () => {
    const generated = { action: { default_title: 'Humanizer', default_popup: 'popup.html' } };
    const hooks = config.hooks as Record<string, unknown> | undefined;
    const hook = hooks?.['build:manifestGenerated'] as
      ((wxt: unknown, manifest: typeof generated) => void | Promise<void>) | undefined;
    expect(hook).toBeTypeOf('function');
    await hook?.(undefined, generated);
    expect(generated.action.default_title).toBe('__MSG_extensionName__');
  });
});
