/**
 * The in-page core's own write and undo (lib/editors/rich-target.ts with the families of
 * lib/editors/families), bundled for the page and run there without the extension: events
 * reach the page's listeners from any world. Used to find and pin which path each editor
 * accepts, with the family's paragraph break, afterWrite and undo applied exactly as the
 * extension applies them.
 */
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { InsertPath } from '../../../lib/editors/editor-family';
import type { PageFrame } from './page-driver';

let bundle: Promise<string> | undefined;

/** Defines `window.__core = { write(family, path, text), undo(family) }` (built once per run). */
export function coreBundle(): Promise<string> {
  bundle ??= build({
    stdin: {
      contents: `import { editorFamilies } from './families/index';
        import { richTarget } from './rich-target';
        const targetFor = (name) => {
          const family = editorFamilies.find((f) => f.name === name);
          const node = document.getSelection().focusNode;
          const root = family.match(node);
          if (!root) throw new Error(name + ' does not own the selection');
          return richTarget(root, family);
        };
        window.__core = {
          write: (name, path, text) => targetFor(name).write(path, text),
          undo: (name) => {
            const target = targetFor(name);
            for (const method of target.undoMethods) if (target.undo(method)) break;
          },
        };`,
      resolveDir: resolve('lib/editors'),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    logLevel: 'silent',
  }).then((out) => out.outputFiles[0]?.text ?? '');
  return bundle;
}

type CoreWindow = {
  __core: {
    write(family: string, path: InsertPath, text: string): void;
    undo(family: string): void;
  };
};

async function withCore(frame: PageFrame): Promise<void> {
  const loaded = await frame.evaluate(() => '__core' in window, undefined);
  // Indirect eval: the bundle runs in the page's global scope (the test pages have no CSP).
  if (!loaded) await frame.evaluate((source) => void (0, eval)(source), await coreBundle());
}

/** Writes `text` over the selection through `path`, exactly as the core does for `family`. */
export async function writeLikeCore(
  frame: PageFrame,
  family: string,
  path: InsertPath,
  text: string,
) {
  await withCore(frame);
  await frame.evaluate(
    ({ family, path, text }) => (window as unknown as CoreWindow).__core.write(family, path, text),
    { family, path, text },
  );
}

/** The core's undo for `family`: its methods in order until one is claimed (no verification). */
export async function undoLikeCore(frame: PageFrame, family: string) {
  await withCore(frame);
  await frame.evaluate((family) => (window as unknown as CoreWindow).__core.undo(family), family);
}
