/** docs/architecture.md's folder diagram is the one the imports make today. */
import { describe, expect, it } from 'vitest';
import { architectureDoc } from './architecture-doc';
import { architectureDiagram } from './diagram';
import { DIAGRAM_END, DIAGRAM_START, withSection } from './doc-section';
import { buildFolderGraph } from './folder-graph';

const ROOTS = ['lib', 'components'];

describe('the architecture diagram', () => {
  it('in docs/architecture.md matches the imports (else: npm run docs:architecture)', () => {
    const { current, expected } = architectureDoc(process.cwd());
    expect(current).toBe(expected);
  });

  it('draws an arrow per import, leaves out arrows others imply and testing/ folders', () => {
    const graph = buildFolderGraph(
      new Map([
        ['components/popup/app.tsx', "import '@/lib/queue/engine';\nimport '@/lib/model/job';"],
        ['lib/queue/engine.ts', "import '../model/job';"],
        ['lib/model/job.ts', ''],
        ['lib/queue/testing/harness.ts', "import '../engine';"],
      ]),
      ROOTS,
    );
    const diagram = architectureDiagram(graph);
    expect(diagram).toContain('components_popup --> lib_queue');
    expect(diagram).toContain('lib_queue --> lib_model');
    expect(diagram).not.toContain('components_popup --> lib_model');
    expect(diagram).toMatch(/^components\/popup +→ lib\/model, lib\/queue$/m);
    expect(diagram).not.toContain('testing');
  });

  it('replaces only the text between the markers', () => {
    const doc = `# Title\n\n${DIAGRAM_START}\nold\n${DIAGRAM_END}\n\nAfter.\n`;
    expect(withSection(doc, 'new')).toBe(
      `# Title\n\n${DIAGRAM_START}\n\nnew\n\n${DIAGRAM_END}\n\nAfter.\n`,
    );
    expect(() => withSection('# No markers', 'new')).toThrow(/markers/);
  });
});
