import { SqliteDatabase } from '../db/sqlite-driver.ts';
import Fastify from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rootPackage from '../../../../package.json' with { type: 'json' };
import type { Database } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DATABASE_DOWN, registerHealth } from './health.ts';

/** GET /health for load balancers (issue 7). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /health', () => {
  it('answers 200 ok and the release running after asking the database, uncached, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { ok: true, version: rootPackage.version } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 in the envelope when the database fails', async () => {
    const sqlite = new SqliteDatabase(':memory:');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    const app = Fastify({ logger: false });
    await registerHealth(app, db);
    sqlite.close();
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', data: DATABASE_DOWN });
    await app.close();
  });
});
