import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Refuses, before validation, any request whose body, query, path or headers carry a NUL character
 * (U+0000) in a text or a key: PostgreSQL cannot store it in a text column (the fuzz run found the
 * 500), and no field of the app has a use for it. Both engines answer the same 400
 * m.invalidRequest(). Installed on the root instance before the routes.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const parts = [request.body, request.query, request.params, request.headers];
    if (parts.some((part) => containsNul(part, 0))) throw new AppError('BAD_REQUEST', 'invalidRequest');
  });
}

const MAX_DEPTH = 64;

function containsNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
