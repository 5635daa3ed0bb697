import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newId } from '../lib/crypto.ts';
import { compiledQuery } from './compiled-query.ts';

/** A query compiled once (D116) answers each run with that run's values, as the same query built anew would. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const insertUser = compiledQuery((db, row: { id: string; mobile: string; pin_hash: string | null }) =>
  db
    .insertInto('users')
    .values({ ...row, role: 'customer', created_at: '2026-12-07T00:00:00.000Z' })
    .returning(['id', 'mobile', 'pin_hash', 'role']),
);
const usersByMobile = compiledQuery((db, values: { mobile: string; role: 'customer' | 'seller' }) =>
  db
    .selectFrom('users')
    .select(['id', 'mobile'])
    .where('mobile', '=', values.mobile)
    .where('role', '=', values.role)
    .where('created_at', '>', '2000-01-01'),
);

describe('compiledQuery', () => {
  it('runs with each call its own values, constants kept', async () => {
    const first = newId();
    const second = newId();
    expect(await insertUser(t.db, { id: first, mobile: '7000000001', pin_hash: null })).toEqual([
      { id: first, mobile: '7000000001', pin_hash: null, role: 'customer' },
    ]);
    expect(await insertUser(t.db, { id: second, mobile: '7000000002', pin_hash: 'hash' })).toEqual([
      { id: second, mobile: '7000000002', pin_hash: 'hash', role: 'customer' },
    ]);
    expect(await usersByMobile(t.db, { mobile: '7000000002', role: 'customer' })).toEqual([
      { id: second, mobile: '7000000002' },
    ]);
    expect(await usersByMobile(t.db, { mobile: '7000000001', role: 'customer' })).toEqual([
      { id: first, mobile: '7000000001' },
    ]);
    expect(await usersByMobile(t.db, { mobile: '7000000001', role: 'seller' })).toEqual([]);
  });

  it('runs inside a transaction, whose rollback takes its writes back', async () => {
    const id = newId();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await insertUser(trx, { id, mobile: '7000000003', pin_hash: null });
        expect(await usersByMobile(trx, { mobile: '7000000003', role: 'customer' })).toEqual([
          { id, mobile: '7000000003' },
        ]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await usersByMobile(t.db, { mobile: '7000000003', role: 'customer' })).toEqual([]);
  });

  it('leaves an undefined column out of an insert, as Kysely does, so its default applies', async () => {
    const id = newId();
    const rows = await insertUser(t.db, { id, mobile: '7000000004', pin_hash: undefined as unknown as null });
    expect(rows).toEqual([{ id, mobile: '7000000004', pin_hash: null, role: 'customer' }]);
  });

  it('inserts a list of rows, each length its own statement, and a row given as one value', async () => {
    const insertUsers = compiledQuery(
      (db, values: { users: { id: string; mobile: string; pin_hash: string | null }[] }) =>
        db
          .insertInto('users')
          .values(values.users.map((user) => ({ ...user, role: 'customer' as const, created_at: '2026-12-07' })))
          .returning('mobile'),
    );
    const user = (mobile: string) => ({ id: newId(), mobile, pin_hash: null });
    expect(await insertUsers(t.db, { users: [user('7000000011')] })).toEqual([{ mobile: '7000000011' }]);
    expect(await insertUsers(t.db, { users: [user('7000000012'), user('7000000013')] })).toEqual([
      { mobile: '7000000012' },
      { mobile: '7000000013' },
    ]);
    expect(await insertUsers(t.db, { users: [user('7000000014')] })).toEqual([{ mobile: '7000000014' }]);
    const insertOne = compiledQuery((db, values: { user: { id: string; mobile: string; pin_hash: string | null } }) =>
      db
        .insertInto('users')
        .values({ ...values.user, role: 'customer', created_at: '2026-12-07' })
        .returning(['mobile', 'pin_hash']),
    );
    expect(await insertOne(t.db, { user: { ...user('7000000015'), pin_hash: 'a' } })).toEqual([
      { mobile: '7000000015', pin_hash: 'a' },
    ]);
    expect(await insertOne(t.db, { user: user('7000000016') })).toEqual([{ mobile: '7000000016', pin_hash: null }]);
  });

  it('refuses a build that leaves a value out, before anything runs', async () => {
    const forgetful = compiledQuery((db, _values: { mobile: string }) =>
      db.selectFrom('users').select('id').where('mobile', '=', '7000000001'),
    );
    await expect(forgetful(t.db, { mobile: '7000000001' })).rejects.toThrow('values not in the query: mobile');
  });
});
