/**
 * Chromium's env for the files that humanize in the real editors (test/pages): the built
 * extension beside the reference server, configured as the options page saves it, and the
 * editor pages served. It is also the shared scenarios' env (editor-scenarios.ts,
 * general-path-scenarios.ts): `driver`, `api` and `pagesUrl`. Firefox's twin is
 * test/e2e-firefox/support/firefox-editor-env.ts.
 */
import type { Page } from 'playwright-core';
import type { ServerConfig } from '../../../server/config';
import { EditorPage, type EditorSpec } from './editor-page';
import type { ExtensionHarness } from './extension';
import { startExtensionAndServer, type ExtensionAndServer } from './extension-and-server';
import { configureExtension } from './extension-settings';
import type { EditorDriver } from './page-driver';
import { servePages, type PagesServer } from './pages-server';
import { chromiumDriver, playwrightTab } from './playwright-driver';
import { withFixture } from './with-fixture';

export interface EditorPagesEnv extends ExtensionAndServer {
  driver: EditorDriver;
  /** Where test/pages/dist is served. */
  pagesUrl: string;
}

async function startEditorPagesEnv(config: Partial<ServerConfig>): Promise<EditorPagesEnv> {
  const pair = await startExtensionAndServer(config);
  let pages: PagesServer | undefined;
  try {
    pages = await servePages();
    await configureExtension(pair.ext, pair.server.baseUrl);
    return {
      ...pair,
      driver: chromiumDriver(() => pair.ext),
      pagesUrl: pages.url,
      async close() {
        await pages?.close();
        await pair.close();
      },
    };
  } catch (err) {
    await pages?.close();
    await pair.close();
    throw err;
  }
}

/**
 * The env for a describe block (or a file): started in beforeAll, closed in afterAll. The
 * server's word quota is 1,000 unless `config` says otherwise.
 */
export function withEditorPagesEnv(config: Partial<ServerConfig> = {}): EditorPagesEnv {
  return withFixture(() => startEditorPagesEnv({ quota: 1000, ...config }));
}

/** `spec`'s page in a new tab of `ext`'s browser, brought to the front, its editor ready. */
export async function openEditorTab(
  ext: ExtensionHarness,
  pagesUrl: string,
  spec: EditorSpec,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; editor: EditorPage }> {
  const page = await ext.context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  const editor = await EditorPage.open(playwrightTab(page, ext), pagesUrl, spec);
  await page.bringToFront();
  return { page, editor };
}
