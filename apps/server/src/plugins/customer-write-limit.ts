import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { CUSTOMER_WRITES_PER_ROUTE_PER_MINUTE } from '@rasoi/domain/constants';

/**
 * The rate limit key of a customer's write: the logged-in user, so one customer's burst never limits
 * another customer behind the same address (a society's shared Wi-Fi); the client address only if a
 * route forgot its login guard.
 */
function callerKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

/**
 * Route config for a write a customer can repeat (issue 11, docs/decisions/0036, docs/security.md):
 * CUSTOMER_WRITES_PER_ROUTE_PER_MINUTE calls per route per customer, far above what a person taps;
 * more answer 429 m.tooManyRequests(). Kept in memory per instance by @fastify/rate-limit, checked
 * in `onRequest` after the session is read and the route's login guard ran, before the body is parsed.
 * Use as `{ config: customerWriteLimit }`.
 */
export const customerWriteLimit: FastifyContextConfig = {
  rateLimit: { max: CUSTOMER_WRITES_PER_ROUTE_PER_MINUTE, timeWindow: '1 minute', keyGenerator: callerKey },
};
