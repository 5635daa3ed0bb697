import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { connectDatabase } from './connect.ts';

/**
 * A PostgreSQL restart or an administrator ending the server's idle connections must not end the
 * server: the pool drops them, says so, and the next query gets a fresh connection.
 */
const url = process.env.TEST_DATABASE_URL!;
const applicationName = `rasoi_test_${randomBytes(6).toString('hex')}`;
const db = connectDatabase(loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' }));
afterAll(async () => {
  vi.restoreAllMocks();
  await db.destroy();
});

it('survives its idle connections being ended by the server, and goes on answering', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await sql`select set_config('application_name', ${applicationName}, false)`.execute(db);

  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    expect(rows).toEqual([{ ended: true }]);
  } finally {
    await admin.end();
  }
  await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringMatching(/idle connection/)));

  const { rows } = await sql<{ answer: number }>`select 1 as answer`.execute(db);
  expect(rows).toEqual([{ answer: 1 }]);
});
