import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { ApiFailure, ApiSuccess } from '@rasoi/domain/api';
import type { Database } from '../db/schema.ts';
import { APP_VERSION } from '../lib/app-version.ts';

/** The path load balancers poll, outside /api/v1 (it is about the instance, not the kitchen). */
export const HEALTH_PATH = '/health';
/** The 503 answer's text when the database does not answer. */
export const DATABASE_DOWN = 'The database is not answering';

/**
 * GET /health (issue 7, docs/operations.md): 200 `{status:'success', data:{ok:true, version}}` after a
 * `select 1` on the database (`version` is the release running, e.g. '1.0.3', issue 13, so a deploy can
 * check which one answers), 503 in the envelope when that fails. Not cached, not rate limited,
 * no session needed. While the app is closing, Fastify answers 503 to new requests itself.
 */
export async function registerHealth(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  app.get(HEALTH_PATH, async (request, reply): Promise<ApiSuccess<{ ok: true; version: string }> | ApiFailure> => {
    reply.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database failed');
      reply.code(503);
      return { status: 'error', data: DATABASE_DOWN };
    }
    return { status: 'success', data: { ok: true, version: APP_VERSION } };
  });
}
