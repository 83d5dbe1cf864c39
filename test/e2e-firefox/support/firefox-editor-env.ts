/**
 * Firefox's env for the scenarios shared with Chromium (test/e2e/support/*-scenarios.ts):
 * the extension configured to write into the page ('replace'), driven as those scenarios
 * drive a browser (`driver`), and, for the editors' files, the editor test pages (test/pages)
 * served. Chromium's twin is test/e2e/support/editor-pages-env.ts.
 */
import type { ServerConfig } from '../../../server/config';
import type { EditorDriver } from '../../e2e/support/page-driver';
import { servePages, type PagesServer } from '../../e2e/support/pages-server';
import { withFixture } from '../../e2e/support/with-fixture';
import { firefoxDriver } from './firefox-driver';
import { startFirefoxEnv, type FirefoxEnv } from './firefox-env';

export interface FirefoxScenarioEnv extends FirefoxEnv {
  driver: EditorDriver;
}

export interface FirefoxEditorEnv extends FirefoxScenarioEnv {
  /** Where test/pages/dist is served. */
  pagesUrl: string;
}

/** The server's word quota: the scenarios of a whole file never reach it. */
const QUOTA = { quota: 100_000 } satisfies Partial<ServerConfig>;

async function startScenarioEnv(): Promise<FirefoxScenarioEnv> {
  const env = await startFirefoxEnv(QUOTA);
  try {
    await env.configure({ editableBehaviour: 'replace' });
  } catch (err) {
    await env.close();
    throw err;
  }
  return { ...env, driver: firefoxDriver(() => env.ext) };
}

async function startEditorEnv(): Promise<FirefoxEditorEnv> {
  const env = await startScenarioEnv();
  let pages: PagesServer;
  try {
    pages = await servePages();
  } catch (err) {
    await env.close();
    throw err;
  }
  return {
    ...env,
    pagesUrl: pages.url,
    async close() {
      await pages.close();
      await env.close();
    },
  };
}

/** Firefox configured for the shared scenarios: started in beforeAll, closed in afterAll. */
export function withFirefoxScenarioEnv(): FirefoxScenarioEnv {
  return withFixture(startScenarioEnv);
}

/** The same with the editor test pages served (`pagesUrl`). */
export function withFirefoxEditorEnv(): FirefoxEditorEnv {
  return withFixture(startEditorEnv);
}
