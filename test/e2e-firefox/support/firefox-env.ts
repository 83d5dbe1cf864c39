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

export async function startFirefoxEnv(
  server: Partial<ServerConfig> = {},
  prefs: Record<string, unknown> = {},
): Promise<FirefoxEnv> {
  const [pair, reactBundle] = await Promise.all([
    startBrowserAndServer(() => launchFirefoxExtension(prefs), server),
    buildReactPage(),
  ]);
  const pages = await serveDir(PAGES_DIR, { '/react-fields.js': reactBundle });
  return {
    ...pair,
    pages,
    async configure(setup) {
      // As the options page saves them: through the background, which keeps the key and the
      // settings where a content script can neither read nor write them (Firefox: the
      // extension's IndexedDB; a settings item written to storage.local would not be obeyed).
      const { apiKey, settings, queueWindowMs } = extensionStorage(pair.server.baseUrl, setup);
      if (queueWindowMs !== undefined) {
        throw new Error('Firefox: the queue window lives in the protected area; not set here.');
      }
      await pair.ext.sendMessage('settings.save', {
        ...(settings as object),
        apiKey,
        keyTyped: true,
      });
    },
    async close() {
      await pair.close();
      await pages.close();
    },
  };
}

/** The env for a describe block: started in beforeAll, closed in afterAll. */
export function withFirefoxEnv(
  server: Partial<ServerConfig> = {},
  prefs: Record<string, unknown> = {},
): FirefoxEnv {
  return withFixture(() => startFirefoxEnv(server, prefs));
}
