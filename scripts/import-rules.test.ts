/**
 * The folder import rules (scripts/import-rules.js) as ESLint applies them through
 * eslint.config.js: each forbidden arrow is reported, and the allowed ones are not.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the folder import rules', { timeout: 90_000 }, () => {
  it('refuse lib/ importing components/, entrypoints/, utils/ or the browser API', async () => {
    const source = [
      "import { PopupApp } from '@/components/popup/popup-app';",
      "import { getQueue } from '@/entrypoints/background/queue/queue-service';",
      "import { apiKeyStore } from '../../utils/storage';",
      "import { browser } from 'wxt/browser';",
      'export const used = [PopupApp, getQueue, apiKeyStore, browser];',
    ].join('\n');
    const messages = await restricted('lib/text/new-file.ts', source);
    expect(messages).toHaveLength(4);
    expect(messages[0]).toContain('no components/, entrypoints/ or browser-bound utils/');
  });

  it('refuse lib/model importing anything of ours but its own files', async () => {
    const source =
      "import { countWords } from '../text/word-count';\nimport { a } from './errors';\nexport const b = [countWords, a];";
    expect(await restricted('lib/model/new-file.ts', source)).toEqual([
      expect.stringContaining('lib/model is the shared vocabulary'),
    ]);
  });

  it('refuse reaching past the queue front door, and let it through', async () => {
    const inside =
      "import { QueueEngine } from '@/lib/queue/engine';\nexport const e = QueueEngine;";
    const door = "import { QueueEngine } from '@/lib/queue';\nexport const e = QueueEngine;";
    expect(await restricted('components/popup/new-file.ts', inside)).toHaveLength(1);
    expect(
      await restricted('lib/api/new-file.ts', inside.replace('@/lib/queue/', '../queue/')),
    ).toHaveLength(1);
    expect(await restricted('components/popup/new-file.ts', door)).toEqual([]);
    const readers =
      "import { readTexts } from '@/lib/queue/published';\nexport const r = readTexts;";
    expect(await restricted('utils/new-file.ts', readers)).toEqual([]);
    expect(
      await restricted(
        'lib/queue/new-file.ts',
        "import { a } from './engine';\nexport const b = a;",
      ),
    ).toEqual([]);
  });

  it("refuse lib/editors knowing of jobs or cards, and the card's halves importing each other", async () => {
    const jobs = "import type { JobView } from '../model/job-view';\nexport type A = JobView;";
    expect(await restricted('lib/editors/new-file.ts', jobs)).toHaveLength(1);
    const frame =
      "import { renderResultCard } from '../frame/result-card';\nexport const a = renderResultCard;";
    expect(await restricted('lib/card/host/new-file.ts', frame)).toHaveLength(1);
    const host =
      "import { mountCard } from '@/lib/card/host/mount-card';\nexport const a = mountCard;";
    expect(await restricted('lib/card/frame/new-file.ts', host)).toHaveLength(1);
  });

  it('refuse the background and utils/ importing the pages UI; the pages may', async () => {
    const ui =
      "import { PopupApp } from '@/components/popup/popup-app';\nexport const a = PopupApp;";
    expect(await restricted('entrypoints/background/queue/new-file.ts', ui)).toHaveLength(1);
    expect(await restricted('utils/new-file.ts', ui)).toHaveLength(1);
    expect(await restricted('entrypoints/popup/new-file.ts', ui)).toEqual([]);
  });
});
