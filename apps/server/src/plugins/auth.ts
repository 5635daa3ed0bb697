import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { findActiveSession } from '../modules/customers/auth/session-queries.ts';
import { AppError } from '../lib/app-error.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { bearerToken, type SessionUser } from '../lib/session-user.ts';

declare module 'fastify' {
  // Declaration merging needs an interface; this is how Fastify types request decorations.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The logged-in caller, or null when the request carries no valid session. */
    user: SessionUser | null;
  }
}

/**
 * Installs the session reader on the root instance (docs/architecture.md 'Auth'): every request gets
 * `request.user` from `Authorization: Bearer <token>` when the token's session is unrevoked and
 * unexpired, else null. Routes then demand a role with `requireCustomer` / `requireSeller`.
 */
export function installAuth(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'now'>): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const session = await findActiveSession(ctx.db, sha256Hex(token), ctx.now());
    if (session) {
      // A seller session needs both: the user is the seller and the session came from the PIN login (D29).
      const role = session.scope === 'seller' && session.role === 'seller' ? 'seller' : 'customer';
      request.user = { id: session.user_id, mobile: session.mobile, role, sessionId: session.id };
    }
  });
}

/**
 * Hook for routes any logged-in user may call; 401 m.unauthorized() without a valid session.
 * Use as a route's `onRequest`, or `addHook('onRequest', requireCustomer)` to guard a whole subtree.
 */
export function requireCustomer(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  // Callback hooks, not async ones: no promise per request for a check that never waits (issue 29 profile).
  done(request.user ? undefined : new AppError('UNAUTHORIZED', 'unauthorized'));
}

/** Hook for seller routes: 401 without a valid session, 403 m.forbidden() for a customer (docs/decisions/p01). */
export function requireSeller(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (!request.user) done(new AppError('UNAUTHORIZED', 'unauthorized'));
  else if (request.user.role !== 'seller') done(new AppError('FORBIDDEN', 'forbidden'));
  else done();
}

/** The caller of a guarded route; throws 401 if a route forgot its guard rather than acting as nobody. */
export function callerOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'unauthorized');
  return request.user;
}
