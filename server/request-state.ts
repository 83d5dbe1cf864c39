/** What the server remembers about one request between its hooks. */
import type { FastifyRequest } from 'fastify';
import type { RateDecision } from './core/rate-limiter';
import type { LoggedRequest } from './test-faults';

export interface RequestState {
  /** Rate-limit policy name (the plan), once the key is known. */
  policy?: string;
  /** The store id of the request's key, once authenticated. */
  keyId?: string;
  /** The rate-limit decision for an authenticated request. */
  rate?: RateDecision;
  /** The limiter's answer for the log: allowed, refused, or unavailable (503). */
  limit?: 'allowed' | 'refused' | 'unavailable';
  /** The test log entry (test faults only). */
  logEntry?: LoggedRequest;
}

export class RequestStates {
  private readonly states = new WeakMap<FastifyRequest, RequestState>();

  of(request: FastifyRequest): RequestState {
    let state = this.states.get(request);
    if (!state) {
      state = {};
      this.states.set(request, state);
    }
    return state;
  }
}
