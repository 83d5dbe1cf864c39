/**
 * Answers errors Node's HTTP parser raises before a request exists (so no route, hook or error
 * handler runs): headers over Node's limit (16 KiB by default) → 431, a request not received
 * in time → 408, malformed HTTP → 400. Each gets the API's error body and an X-Request-Id,
 * like every other reply, instead of Fastify's own shape.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, errorBody } from './core/errors';

interface ClientErrorReply {
  status: number;
  code: ErrorCode;
  message: string;
}

function replyFor(error: NodeJS.ErrnoException): ClientErrorReply {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      code: 'headers_too_large',
      message: 'The request headers are too large. Send only Authorization and Content-Type.',
    };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      code: 'request_timeout',
      message: 'The request was not received in time.',
    };
  }
  return { status: 400, code: 'bad_request', message: 'The request is not valid HTTP.' };
}

/** Fastify's clientErrorHandler: writes one raw HTTP reply and closes the connection. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = replyFor(error);
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `X-Request-Id: ${randomUUID()}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
