import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from './pg-pool.ts';

/**
 * Statements with parameters run as prepared statements (issue 17). What a caller notices: the same
 * answers as unnamed statements, each text parsed once per connection, and a statement whose table
 * another instance's migration changed failing once, then answering with the new columns.
 */
const url = process.env.TEST_DATABASE_URL!;
const schema = `rasoi_test_${randomBytes(6).toString('hex')}`;
// One connection, so every statement below runs on the connection that prepared the earlier ones.
const pool = new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
const db = new Kysely<{ dishes: { id: string; name: string } }>({
  dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
});

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`create schema ${schema}`);
  await admin(`create table ${schema}.dishes (id text primary key, name text not null)`);
  await admin(`insert into ${schema}.dishes values ('a', 'Dal'), ('b', 'Roti')`);
});
afterAll(async () => {
  await db.destroy();
  await admin(`drop schema ${schema} cascade`);
});

const read = (id: string) => db.selectFrom('dishes').selectAll().where('id', '=', id).execute();

describe('named prepared statements on PostgreSQL', () => {
  it('answers as before and prepares each text once on a connection', async () => {
    expect(await read('a')).toEqual([{ id: 'a', name: 'Dal' }]);
    expect(await read('b')).toEqual([{ id: 'b', name: 'Roti' }]);
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from pg_prepared_statements where statement like '%from "dishes"%'`.execute(db);
    expect(Number(rows[0]!.count)).toBe(1);
  });

  it('fails once after the table gained a column, then prepares the statement again', async () => {
    await admin(`alter table ${schema}.dishes add column price integer not null default 40`);
    await expect(read('a')).rejects.toThrow(/cached plan must not change result type/);
    expect(await read('a')).toEqual([{ id: 'a', name: 'Dal', price: 40 }]);
  });
});
