/**
 * A browser harness (Chromium's or Firefox's) started beside the reference server (test
 * routes on), closed together: what every end-to-end file needs first.
 */
import type { ServerConfig } from '../../../server/config';
import { startServer, type RunningServer } from '../../../server/start';
import { referenceApi, type ReferenceApi } from './reference-api';

export interface BrowserAndServer<B> {
  ext: B;
  server: RunningServer;
  api: ReferenceApi;
  close(): Promise<void>;
}

/** `config` overrides the server's (port 0 and test faults on by default). */
export async function startBrowserAndServer<B extends { close(): Promise<void> }>(
  launch: () => Promise<B>,
  config: Partial<ServerConfig> = {},
): Promise<BrowserAndServer<B>> {
  const server = await startServer({ port: 0, testFaults: true, ...config });
  let ext: B;
  try {
    ext = await launch();
  } catch (err) {
    await server.close();
    throw err;
  }
  return {
    ext,
    server,
    api: referenceApi(server.baseUrl, server.testToken),
    async close() {
      await ext.close();
      await server.close();
    },
  };
}
