/**
 * GET /v1/demo-key: the public Pro demo key ("demo-pro-key", printed by `npm start` and told
 * by README), so the extension's welcome page can offer it in one click (issue 28). It is
 * answered only where it cannot hand out anything else or reach anyone else:
 *   - in demo mode alone (config.demoKeys: the embedded default with the built-in keys), and
 *     only a key that is one of the public demo keys (isDemoKey): never a real key;
 *   - to a client on this computer (the socket's address is loopback; no proxy is trusted);
 *   - never to a web page: a request whose Origin is a web origin is refused, and the reply
 *     carries no CORS header (app.ts), so only the extension's background (host permission
 *     for 127.0.0.1 and localhost) or a local shell can read it.
 * Anywhere else the route answers 404 like any unknown path.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';
import { ApiError } from './core/errors';
import { isDemoKey } from './key-display';

export const DEMO_KEY_PATH = '/v1/demo-key';

/** Extension pages and workers send these origins; web pages send http(s) ones. */
const EXTENSION_ORIGIN = /^(chrome-extension|moz-extension|safari-web-extension):\/\//u;

export function isDemoKeyRoute(path: string): boolean {
  return path === DEMO_KEY_PATH;
}

/** Whether a socket address is this computer (IPv4 127/8, ::1, IPv4-mapped 127/8). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const raw = (address ?? '').toLowerCase();
  if (raw === '::1') return true;
  const v4 = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/u.test(v4);
}

/** The Pro demo key the server holds in demo mode, or undefined. */
function demoProKey(config: ServerConfig): string | undefined {
  if (config.demoKeys !== true) return undefined;
  return [...config.keys].find(([key, plan]) => plan === 'pro' && isDemoKey(key, plan))?.[0];
}

function admitted(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && !EXTENSION_ORIGIN.test(origin)) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}

export function registerDemoKeyRoute(app: FastifyInstance, config: ServerConfig): void {
  app.get(DEMO_KEY_PATH, async (request, reply) => {
    const key = demoProKey(config);
    if (key === undefined || !admitted(request)) {
      throw new ApiError(404, 'not_found', `No such route: GET ${DEMO_KEY_PATH}.`);
    }
    return reply.header('cache-control', 'no-store').send({ key, plan: 'pro' });
  });
}
