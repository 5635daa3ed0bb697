import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminQuery } from '../../test/build-test-app.ts';
import { withNamedStatements } from './pg-pool.ts';

/**
 * Statements with parameters run as prepared statements (issue 17). What a caller notices: the same
 * answers as unnamed statements, each text parsed once per connection, a transaction's BEGIN sent with
 * its first statement (still all or nothing), and a statement whose table another instance's migration
 * changed failing once, then answering with the new columns.
 */
const url = process.env.TEST_DATABASE_URL!;
const schema = `rasoi_test_${randomBytes(6).toString('hex')}`;
// One connection, so every statement below runs on the connection that prepared the earlier ones.
const pool = new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
const db = new Kysely<{ dishes: { id: string; name: string } }>({
  dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
});

const admin = (text: string) => adminQuery(url, text);

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

  it('sends BEGIN with a first statement without parameters, and the transaction still rolls back whole', async () => {
    const sent: string[] = [];
    const original = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args) {
      const [config] = args as unknown as [string | { text: string }];
      sent.push(typeof config === 'string' ? config : config.text);
      return (original as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
    try {
      const failed = db.transaction().execute(async (trx) => {
        await trx.selectFrom('dishes').select('id').where('id', '=', sql.lit('a')).forUpdate().execute();
        await trx.insertInto('dishes').values({ id: 'c', name: 'Kheer' }).execute();
        throw new Error('refused');
      });
      await expect(failed).rejects.toThrow('refused');
    } finally {
      spy.mockRestore();
    }
    expect(sent).toEqual([
      `begin; select "id" from "dishes" where "id" = 'a' for update`,
      'insert into "dishes" ("id", "name") values ($1, $2)',
      'rollback',
    ]);
    expect(await read('c')).toEqual([]);
  });

  it('fails once after the table gained a column, then prepares the statement again', async () => {
    await admin(`alter table ${schema}.dishes add column price integer not null default 40`);
    await expect(read('a')).rejects.toThrow(/cached plan must not change result type/);
    expect(await read('a')).toEqual([{ id: 'a', name: 'Dal', price: 40 }]);
  });
});
