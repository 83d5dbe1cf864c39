/**
 * The error body of every non-2xx reply (contract-decisions.md, "Errors"):
 * {"error": {"code": "...", "message": "..."}}.
 */
import type { FastifyReply } from 'fastify';

export type ErrorCode =
  | 'unauthorized'
  | 'plan_required'
  | 'invalid_body'
  | 'too_many_words'
  | 'payload_too_large'
  | 'rate_limited'
  | 'too_many_auth_failures'
  | 'forbidden'
  | 'internal_error'
  | 'not_found'
  | 'method_not_allowed'
  | 'headers_too_large'
  | 'request_timeout'
  | 'bad_request'
  | 'service_unavailable';

export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

export function errorBody(code: ErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}

/** Sends an error reply. */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(code, message));
}

/** Thrown by handlers for an expected client error; the error handler turns it into a reply. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The generic 500 message: nothing about the cause ever reaches the client. */
export const INTERNAL_ERROR_MESSAGE =
  'The server failed to process the request. Nothing was charged; you may retry.';
