/**
 * The pair of a Firefox end-to-end file: the reference server and Firefox with the built
 * extension (not configured yet), plus the local test pages of the Chromium suite.
 */
import type { ServerConfig } from '../../../server/config';
import { startBrowserAndServer, type BrowserAndServer } from '../../e2e/support/browser-and-server';
import { extensionStorage, type ExtensionSetup } from '../../e2e/support/extension-settings';
import { buildReactPage, PAGES_DIR } from '../../e2e/support/selection-helpers';
import { serveDir, type StaticServer } from '../../e2e/support/static-server';
import { withFixture } from '../../e2e/support/with-fixture';
import { launchFirefoxExtension, type FirefoxHarness } from './firefox';

export interface FirefoxEnv extends BrowserAndServer<FirefoxHarness> {
  /** The fixture pages of test/fixtures/pages, served on loopback. */
  pages: StaticServer;
  /** Points the extension at the reference server (storage as the options page saves it). */
  configure(setup?: ExtensionSetup): Promise<void>;
}

export async function startFirefoxEnv(server: Partial<ServerConfig> = {}): Promise<FirefoxEnv> {
  const [pair, reactBundle] = await Promise.all([
    startBrowserAndServer(launchFirefoxExtension, server),
    buildReactPage(),
  ]);
  const pages = await serveDir(PAGES_DIR, { '/react-fields.js': reactBundle });
  return {
    ...pair,
    pages,
    async configure(setup) {
      // The key as the options page saves it: through the background, which keeps it where
      // a content script cannot read it (Firefox: the extension's IndexedDB).
      const {
        apiKey,
        apiKey$: _version,
        ...settings
      } = extensionStorage(pair.server.baseUrl, setup);
      await pair.ext.writeStorage(settings);
      await pair.ext.sendMessage('settings.save', { apiKey, keyTyped: true });
    },
    async close() {
      await pair.close();
      await pages.close();
    },
  };
}

/** The env for a describe block: started in beforeAll, closed in afterAll. */
export function withFirefoxEnv(server: Partial<ServerConfig> = {}): FirefoxEnv {
  return withFixture(() => startFirefoxEnv(server));
}
