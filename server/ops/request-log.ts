/**
 * One JSON line per answered request, for log collectors. What a request carried that could
 * identify a caller's secret is never written: the Authorization header appears only as
 * "[redacted]" (or absent), the query string is dropped (a key could be pasted there), and no
 * body is logged.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';
const MAX_FIELD = 200;

function clip(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value.join(', ') : value).slice(0, MAX_FIELD);
}

export function requestLogLine(
  request: FastifyRequest,
  reply: FastifyReply,
  extra: Record<string, unknown> = {},
): string {
  const { headers } = request;
  return JSON.stringify({
    time: new Date().toISOString(),
    level: reply.statusCode >= 500 ? 'error' : 'info',
    msg: 'request',
    reqId: request.id,
    method: request.method,
    path: (request.url.split('?')[0] ?? '').slice(0, MAX_FIELD),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
    ip: request.ip,
    headers: {
      authorization: headers.authorization === undefined ? undefined : REDACTED,
      'content-length': clip(headers['content-length']),
      'content-type': clip(headers['content-type']),
      origin: clip(headers.origin),
      'user-agent': clip(headers['user-agent']),
    },
    ...extra,
  });
}
