/**
 * The checker as CI runs it (`npm run lint`): the real tree passes, and a checkout with a
 * deliberate folder cycle makes the command fail with the imports named.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderCycleProblems } from './check-cycles';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function checkout(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'folder-cycles-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function runChecker(root: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-folder-cycles.ts', root], {
    encoding: 'utf8',
  });
}

describe('check-folder-cycles', { timeout: 60_000 }, () => {
  it('passes on this repository', () => {
    expect(folderCycleProblems(process.cwd())).toEqual([]);
  });

  it('fails (exit 1) on a deliberate cycle, naming the importing files', () => {
    const root = checkout({
      'lib/queue/engine.ts': "import { mountCard } from '@/components/card/mount';",
      'components/card/mount.ts': "import { QueueEngine } from '@/lib/queue/engine';",
      'utils/fine.ts': "import '@/lib/queue/engine';",
    });
    const run = runChecker(root);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('folder cycle: components/card, lib/queue');
    expect(run.stderr).toContain('lib/queue → components/card (lib/queue/engine.ts)');
    expect(run.stderr).toContain('components/card → lib/queue (components/card/mount.ts)');
  });

  it('passes (exit 0) once the arrow is turned round', () => {
    const root = checkout({
      'lib/queue/engine.ts': 'export class QueueEngine {}',
      'components/card/mount.ts': "import { QueueEngine } from '@/lib/queue/engine';",
    });
    const run = runChecker(root);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
