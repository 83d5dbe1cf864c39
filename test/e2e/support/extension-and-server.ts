/**
 * The usual pair of an end-to-end file: the reference server (test routes on) and Chromium
 * with the built extension, which is not configured yet (see extension-settings.ts).
 */
import type { ServerConfig } from '../../../server/config';
import { startServer, type RunningServer } from '../../../server/start';
import { launchExtension, type ExtensionHarness } from './extension';
import { referenceApi, type ReferenceApi } from './reference-api';
import { withFixture } from './with-fixture';

export interface ExtensionAndServer {
  ext: ExtensionHarness;
  server: RunningServer;
  api: ReferenceApi;
  close(): Promise<void>;
}

/** `config` overrides the server's (port 0 and test faults on by default). */
export async function startExtensionAndServer(
  config: Partial<ServerConfig> = {},
): Promise<ExtensionAndServer> {
  const server = await startServer({ port: 0, testFaults: true, ...config });
  let ext: ExtensionHarness;
  try {
    ext = await launchExtension();
  } catch (err) {
    await server.close();
    throw err;
  }
  return {
    ext,
    server,
    api: referenceApi(server.baseUrl),
    async close() {
      await ext.close();
      await server.close();
    },
  };
}

/** The pair for a describe block: started in beforeAll, closed in afterAll. */
export function withExtensionAndServer(config: Partial<ServerConfig> = {}): ExtensionAndServer {
  return withFixture(() => startExtensionAndServer(config));
}
