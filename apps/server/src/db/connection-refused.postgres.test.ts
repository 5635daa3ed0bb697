import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildApp } from '../app.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../plugins/error-handler.ts';
import { adminQuery, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { withNamedStatements } from './pg-pool.ts';
import type { Database } from './schema.ts';

/**
 * PostgreSQL refusing a connection (issue 30 finding 9, D77): 'too many clients' answered 500. Here a
 * login role with CONNECTION LIMIT 1 has its one connection taken, so the app's pool is refused for real
 * (SQLSTATE 53300); the request answers 503 with Retry-After in the caller's language, and once the
 * connection is free the next request is served.
 */
let t: TestApp;
let app: FastifyInstance;
let db: Kysely<Database>;
let holder: pg.Client;
const role = `rasoi_limited_${randomBytes(4).toString('hex')}`;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const url = t.config.databaseUrl!;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
  const schema = rows[0]!.schema;
  await adminQuery(url, `create role ${role} login connection limit 1`);
  await adminQuery(url, `grant usage on schema ${schema} to ${role}`);
  await adminQuery(url, `grant all on all tables in schema ${schema} to ${role}`);
  const parsed = new URL(url);
  parsed.username = role;
  const roleUrl = parsed.toString();
  const options = `-c search_path=${schema}`;
  // The app starts on the test's own connections (starting reads the database); its requests then go
  // through the limited role, whose one connection `holder` takes.
  const starting = new pg.Pool({ connectionString: url, max: 2, options });
  // One connection, as the role allows: `GET /kitchen` runs its reads side by side, and a second
  // connection would be refused by the role's limit after the holder lets go.
  const limited = new pg.Pool({ connectionString: roleUrl, max: 1, options });
  pools.push(starting, limited);
  let current = starting;
  db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: withNamedStatements({ connect: () => current.connect(), end: async () => {} } as unknown as pg.Pool),
    }),
  });
  app = await buildApp(t.config, { db, now: t.clock.now });
  holder = new pg.Client({ connectionString: roleUrl });
  await holder.connect();
  current = limited;
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await holder?.end().catch(() => undefined);
  for (const pool of pools) await pool.end();
  await t.close();
  // The test database is gone with `t.close()`; the role is the server's, dropped through the admin database.
  await adminQuery(process.env.TEST_DATABASE_URL!, `drop role if exists ${role}`);
});

const get = (url: string, headers: InjectOptions['headers'] = {}) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('PostgreSQL refusing a connection (too many clients)', () => {
  it("answers 503 with Retry-After in the envelope, in the caller's language, then serves once it is free", async () => {
    const refused = await get('/kitchen');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(refused.json()).toEqual({ status: 'error', data: m.databaseBusy() });

    const hindi = await get('/kitchen', { 'accept-language': 'hi' });
    expect([hindi.statusCode, hindi.json()]).toEqual([
      503,
      { status: 'error', data: m.databaseBusy({}, { locale: 'hi' }) },
    ]);

    // Freed, as after the Retry-After: the server counts the ended connection out a moment later.
    await holder.end();
    await vi.waitFor(async () => expect((await get('/kitchen')).statusCode).toBe(200), { timeout: 10_000 });
  });
});
