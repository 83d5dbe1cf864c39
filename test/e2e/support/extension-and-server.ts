/**
 * The usual pair of an end-to-end file: the reference server (test routes on) and Chromium
 * with the built extension, which is not configured yet (see extension-settings.ts).
 */
import type { ServerConfig } from '../../../server/config';
import { startBrowserAndServer, type BrowserAndServer } from './browser-and-server';
import { launchExtension, type ExtensionHarness } from './extension';
import { withFixture } from './with-fixture';

export type ExtensionAndServer = BrowserAndServer<ExtensionHarness>;

/** `config` overrides the server's (port 0 and test faults on by default). */
export function startExtensionAndServer(
  config: Partial<ServerConfig> = {},
): Promise<ExtensionAndServer> {
  return startBrowserAndServer(launchExtension, config);
}

/** The pair for a describe block: started in beforeAll, closed in afterAll. */
export function withExtensionAndServer(config: Partial<ServerConfig> = {}): ExtensionAndServer {
  return withFixture(() => startExtensionAndServer(config));
}
