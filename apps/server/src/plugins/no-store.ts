import type { FastifyInstance } from 'fastify';

/**
 * Every API answer is `Cache-Control: no-store` unless its route chose its own caching (issue 11,
 * docs/security.md 'Headers'): profiles, orders, addresses, coupons, a login's token, stream tickets
 * and refusals must not be kept by the browser's cache, a shared proxy or the back button. The one
 * route that chooses is the menu's public answer (no-cache with an ETag, D23); the seller's menu,
 * with cost prices, falls to this default. One onSend hook for the whole /api/v1 scope, so a new
 * route is private unless it says otherwise.
 */
export function installNoStore(api: FastifyInstance): void {
  // A callback hook, not an async one: no promise per answer for work that never waits (issue 29 profile).
  api.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
