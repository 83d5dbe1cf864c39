/**
 * Builds the editor test pages (test/pages, real editor libraries from npm) once per run and
 * serves them on loopback. The build is skipped when test/pages/dist is newer than every
 * source file, and guarded by a lock directory so two e2e files started together build once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';

const PAGES_DIR = resolve('test/pages');
const DIST_DIR = join(PAGES_DIR, 'dist');
const STAMP = join(DIST_DIR, '.built');
const LOCK = join(tmpdir(), 'humanizer-test-pages.lock');

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function upToDate(): boolean {
  return existsSync(STAMP) && statSync(STAMP).mtimeMs >= newestSource(PAGES_DIR);
}

async function waitForLock(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch {
      // Another e2e file is building; a lock older than two minutes is a crashed build.
      if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })!.mtimeMs > 120_000) {
        rmSync(LOCK, { recursive: true, force: true });
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** Builds test/pages/dist unless it is already current (`npm run build:test-pages` does the same). */
export async function ensureTestPages(): Promise<void> {
  if (upToDate()) return;
  await waitForLock();
  try {
    if (upToDate()) return;
    execFileSync(
      resolve('node_modules/.bin/vite'),
      ['build', '-c', join(PAGES_DIR, 'vite.config.ts')],
      {
        stdio: 'inherit',
        // Vitest runs with NODE_ENV=test, which would make the pages' JSX call React's dev runtime.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

export interface PagesServer {
  /** e.g. http://127.0.0.1:PORT — pages are at `${url}/<editor>/index.html`. */
  url: string;
  close(): Promise<void>;
}

/** Serves test/pages/dist (built first if needed) on an ephemeral loopback port. */
export async function servePages(): Promise<PagesServer> {
  await ensureTestPages();
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(DIST_DIR, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(DIST_DIR)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
        res.end(body);
      },
      () => res.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
