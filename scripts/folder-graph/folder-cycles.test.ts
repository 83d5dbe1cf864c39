import { describe, expect, it } from 'vitest';
import { findFolderCycles } from './folder-cycles';
import { buildFolderGraph } from './folder-graph';
import { readImports } from './read-imports';
import { resolveImport } from './resolve-import';

const ROOTS = ['lib', 'components', 'utils'];
const graphOf = (files: Record<string, string>) =>
  buildFolderGraph(new Map(Object.entries(files)), ROOTS);

describe('readImports', () => {
  it('finds every import form our files use, and nothing in plain strings', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '@/lib/b';",
      "export { c } from '../c';",
      "export * from './d';",
      "import './side-effect.css';",
      "const lazy = () => import('@/lib/lazy');",
      "import {\n  e,\n  f,\n} from './multi-line';",
      "const text = 'from ./not-an-import';",
    ].join('\n');
    expect(readImports(source)).toEqual([
      './a',
      '@/lib/b',
      '../c',
      './d',
      './side-effect.css',
      '@/lib/lazy',
      './multi-line',
    ]);
  });
});

describe('resolveImport', () => {
  it('resolves the aliases and relative paths, and leaves packages out', () => {
    expect(resolveImport('lib/queue/engine.ts', '../api/client')).toBe('lib/api/client');
    expect(resolveImport('lib/queue/engine.ts', './views')).toBe('lib/queue/views');
    expect(resolveImport('components/popup/x.tsx', '@/lib/model/job-view')).toBe(
      'lib/model/job-view',
    );
    expect(resolveImport('utils/x.ts', '~/lib/text/chunk?raw')).toBe('lib/text/chunk');
    expect(resolveImport('lib/x.ts', 'wxt/browser')).toBeUndefined();
    expect(resolveImport('lib/x.ts', '../../outside')).toBeUndefined();
  });
});

describe('findFolderCycles', () => {
  it('finds a deliberate two-folder cycle and names the imports that close it', () => {
    const graph = graphOf({
      'lib/a/one.ts': "import { two } from '../b/two';",
      'lib/b/two.ts': "import { one } from '@/lib/a/one';",
    });
    expect(findFolderCycles(graph)).toEqual([
      {
        folders: ['lib/a', 'lib/b'],
        path: [
          { from: 'lib/a', to: 'lib/b', file: 'lib/a/one.ts' },
          { from: 'lib/b', to: 'lib/a', file: 'lib/b/two.ts' },
        ],
      },
    ]);
  });

  it('finds a cycle through three folders, and one through a folder index', () => {
    const graph = graphOf({
      'lib/a/one.ts': "import '@/lib/b/two';",
      'lib/b/two.ts': "import '@/utils/three';",
      'utils/three.ts': "import '@/lib/a';",
      'lib/a/index.ts': "export * from './one';",
    });
    const [cycle, ...others] = findFolderCycles(graph);
    expect(others).toEqual([]);
    expect(cycle?.folders).toEqual(['lib/a', 'lib/b', 'utils']);
    expect(cycle?.path.map((step) => step.to)).toEqual(['lib/b', 'utils', 'lib/a']);
  });

  it('counts a parent and its subfolder importing each other as a cycle', () => {
    const graph = graphOf({
      'lib/editors/form-copy.ts': "import { readBlocks } from './families/block-text';",
      'lib/editors/families/block-text.ts': "import type { X } from '../editor-family';",
      'lib/editors/editor-family.ts': 'export type X = 1;',
    });
    expect(findFolderCycles(graph).map((cycle) => cycle.folders)).toEqual([
      ['lib/editors', 'lib/editors/families'],
    ]);
  });

  it('finds none when the arrows run one way, and ignores tests and packages', () => {
    const graph = graphOf({
      'lib/model/job.ts': "import { z } from 'zod';",
      'lib/queue/engine.ts': "import type { Job } from '../model/job';",
      'lib/model/job.test.ts': "import { engine } from '../queue/engine';",
      'components/popup/app.tsx': "import '@/lib/queue/engine';",
    });
    expect(findFolderCycles(graph)).toEqual([]);
    expect([...graph.get('lib/model')!.keys()]).toEqual([]);
  });
});
