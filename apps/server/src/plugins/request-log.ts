import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH } from './health.ts';

/**
 * Log fields that may carry a secret, censored wherever they appear in a log line (docs/security.md
 * 'Logs'): the bearer token, one-time codes, PINs, session and stream tokens, push subscriptions.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'headers.authorization',
  'authorization',
  '*.authorization',
  'otp',
  '*.otp',
  'pin',
  '*.pin',
  'token',
  '*.token',
  'ticket',
  '*.ticket',
  'fcmToken',
  '*.fcmToken',
  'body',
  '*.body',
];

/** A URL's path alone: query strings may carry a stream ticket or other secrets, so they are never logged. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * One structured line per request, written when the answer has gone (Fastify's own two lines per
 * request are off: serverOptions): the request id (reqId), method, path without the query string,
 * status and duration in milliseconds. Never headers or bodies. Health checks log at debug level.
 */
export function installRequestLog(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request for work that never waits (issue 17 profile).
  app.addHook('onResponse', (request, reply, done) => {
    const url = pathOf(request.url);
    const line = { method: request.method, url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (url === HEALTH_PATH) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
    done();
  });
}
