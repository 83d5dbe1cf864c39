/**
 * /metrics on its own port (METRICS_PORT): Prometheus scrapes it from inside the network, and
 * the API port, which faces users, never shows the server's counters. Plain node:http, one
 * route; anything else is 404.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MetricsRegistry } from './metrics-registry';

export interface MetricsServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

export async function startMetricsServer(
  registry: MetricsRegistry,
  port: number,
  host = '127.0.0.1',
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method === 'GET' && path === '/metrics') {
      response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' });
      response.end(registry.render());
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found: the metrics are at GET /metrics\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    port: bound,
    url: `http://${shown}:${bound}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
