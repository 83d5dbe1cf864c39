/**
 * A tiny static file server on loopback for test pages: `serveDir(dir)` → {url, close}.
 * `files` adds in-memory files (e.g. a bundle built by the test) by URL path.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

export interface StaticServer {
  /** http://127.0.0.1:PORT (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

export async function serveDir(
  dir: string,
  files: Record<string, string | Buffer> = {},
): Promise<StaticServer> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const send = (status: number, body: string | Buffer, type: string) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    const type = MIME[extname(path)] ?? 'application/octet-stream';
    const inMemory = files[path];
    if (inMemory !== undefined) return send(200, inMemory, type);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (file !== root && !file.startsWith(root + sep)) return send(403, 'forbidden', 'text/plain');
    readFile(file).then(
      (body) => send(200, body, type),
      () => send(404, 'not found', 'text/plain'),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
