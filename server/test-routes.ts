/**
 * The /__test routes (see test-faults.ts); registered only when testFaults is on. They read
 * every key and text sent and change how the server answers, so only the test process that
 * started the server may reach them, never a web page the tester has open:
 *   - a request with an Origin header is refused (browsers send one on every cross-origin
 *     fetch and on every POST), and these routes never send CORS headers (app.ts);
 *   - every request must carry the run's secret in X-Test-Token (config.testToken). A custom
 *     header also forces a CORS preflight, which these routes do not answer, and a page that
 *     reaches 127.0.0.1 by DNS rebinding (same-origin GET, no Origin) does not know the secret.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './core/errors';
import type { TestFaults } from './test-faults';

export const TEST_ROUTES_PREFIX = '/__test';
export const TEST_TOKEN_HEADER = 'x-test-token';

export function isTestRoute(url: string): boolean {
  return url === TEST_ROUTES_PREFIX || url.startsWith(`${TEST_ROUTES_PREFIX}/`);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Throws 403 unless the request comes from the test process (see the comment above). */
function admit(request: FastifyRequest, token: string): void {
  if (request.headers.origin !== undefined) {
    throw new ApiError(
      403,
      'forbidden',
      'The test routes do not answer web pages (the request has an Origin header).',
    );
  }
  const given = request.headers[TEST_TOKEN_HEADER];
  if (typeof given !== 'string' || !sameSecret(given, token)) {
    throw new ApiError(
      403,
      'forbidden',
      `The test routes need this run's secret in the ${TEST_TOKEN_HEADER} header.`,
    );
  }
}

export function registerTestRoutes(
  app: FastifyInstance,
  faults: TestFaults,
  limiters: ReadonlyArray<{ clear(): void | Promise<void> }>,
  token: string,
): void {
  const onRequest = async (request: FastifyRequest) => admit(request, token);
  // The body is read as JSON whatever its Content-Type (a bare fetch sends text/plain).
  app.post(`${TEST_ROUTES_PREFIX}/faults`, { onRequest }, async (request) =>
    faults.update(request.body, undefined),
  );
  app.get(`${TEST_ROUTES_PREFIX}/requests`, { onRequest }, async () => faults.log);
  app.post(`${TEST_ROUTES_PREFIX}/reset`, { onRequest }, async () => {
    faults.reset();
    for (const limiter of limiters) await limiter.clear();
    return { ok: true };
  });
}
