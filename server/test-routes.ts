/** The /__test routes (see test-faults.ts); registered only when testFaults is on. */
import type { FastifyInstance } from 'fastify';
import type { RollingRateLimiter } from './rate-limiter';
import type { TestFaults } from './test-faults';

export function registerTestRoutes(
  app: FastifyInstance,
  faults: TestFaults,
  limiter: RollingRateLimiter,
): void {
  // The body is read as JSON whatever its Content-Type (a bare fetch sends text/plain).
  app.post('/__test/faults', async (request) => faults.update(request.body, undefined));
  app.get('/__test/requests', async () => faults.log);
  app.post('/__test/reset', async () => {
    faults.reset();
    limiter.clear();
    return { ok: true };
  });
}
