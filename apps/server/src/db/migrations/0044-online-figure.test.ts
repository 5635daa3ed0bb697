import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { IncomeData } from '@rasoi/domain/seller';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder, setClock } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';
import { down, up } from './0044-online-figure.ts';

/**
 * Migration 0044 (D112): a kitchen upgraded with days already summed, when online payments were counted
 * with UPI, reads them in their own figure afterwards. Runs on both engines.
 */
let t: TestApp;
let seller: string;

beforeAll(async () => {
  t = await buildTestApp();
  setClock(t, '2031-06-30T12:00:00+05:30');
  const order = await placeTestOrder(t, await newCustomer(t));
  await t.db
    .updateTable('orders')
    .set({ payment_method: 'ONLINE', collected_by: 'online', collected_at: order.createdAt })
    .where('id', '=', order._id)
    .execute();
  setClock(t, '2031-07-02T20:00:00+05:30');
  seller = (await findOrCreateSeller(t)).token;
});
afterAll(async () => {
  await t.close();
});

const lifetime = async () => (await call(t, 'GET', '/income?timeFrame=4', { token: seller })).body.data as IncomeData;

it('sums every day again, so an online payment summed as UPI before moves to its own figure', async () => {
  expect((await lifetime()).online.count).toBe(1);
  const db = t.db as unknown as Kysely<unknown>;
  // The sums as the code before the migration left them: 30 June's online order counted with UPI.
  await down(db);
  await sql`update order_day_totals set upi_count = upi_count + 1, upi_amount = upi_amount + 100 where day = '2031-06-30'`.execute(
    db,
  );
  await up(db);

  const after = await lifetime();
  expect({ online: after.online.count, upi: after.upi.count }).toEqual({ online: 1, upi: 0 });
  const day = await t.db
    .selectFrom('order_day_totals')
    .select(['upi_count', 'online_count'])
    .where('day', '=', '2031-06-30')
    .executeTakeFirstOrThrow();
  expect({ upi: Number(day.upi_count), online: Number(day.online_count) }).toEqual({ upi: 0, online: 1 });
});
