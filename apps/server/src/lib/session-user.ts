import type { FastifyRequest } from 'fastify';

/**
 * Who a request's session is, and how a request names it: shared by the auth plugin that reads the session
 * (plugins/auth.ts), the routes that take the caller, and the modules and flows that act for one. Kept here,
 * below them all, so none of them imports the plugin (docs/architecture.md 'Server layers', D82).
 */

/** The caller behind a valid bearer token; `role` is what this session may do (D29), not only the user's. */
export type SessionUser = { id: string; mobile: string; role: 'customer' | 'seller'; sessionId: string };

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i;

/** The bearer token of `Authorization: Bearer <token>`, or undefined when there is none or it is malformed. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}
