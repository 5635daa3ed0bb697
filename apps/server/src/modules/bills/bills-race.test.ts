import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { markCancelled, markDelivered, oneTo, ordersOutForDelivery, serialsOf } from '../../../test/bills.ts';
import { setClock } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * Bill numbers under a race (issue 28 part 1, docs/decisions/0107): deliveries at once take consecutive
 * numbers with no gap and no repeat, decided in the database (the counter's upsert, the unique keys); a
 * cancel racing a delivery leaves either a delivered order with its bill or a cancelled one without, and
 * no number lost. Runs on SQLite and PostgreSQL (bills-instances.postgres.test.ts: two instances).
 */
let t: TestApp;
let seller: string;

beforeAll(async () => {
  // A small pool per instance (PostgreSQL): the requests queue for a connection, as they would on a busy
  // server, and the test files running beside this one keep connections to spare (D77).
  t = await buildTestApp({ DATABASE_POOL_SIZE: '8' });
  setClock(t, '2026-12-07T06:30:00.000Z');
  seller = (await findOrCreateSeller(t)).token;
});
afterAll(async () => {
  await t.close();
});

describe('deliveries at once', () => {
  it('200 deliveries at once take the numbers 1 to 200 of the year, each once', async () => {
    const ids = await ordersOutForDelivery(t, 200);
    const statuses = await Promise.all(ids.map((id) => markDelivered(t.app, seller, id)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(200);
    const bills = await serialsOf(t, 'bill');
    expect(bills.map((bill) => bill.serial)).toEqual(oneTo(200));
    expect(new Set(bills.map((bill) => bill.order_id))).toEqual(new Set(ids));
    expect(bills.map((bill) => bill.number)).toEqual(
      oneTo(200).map((serial) => `RS/26-27/${String(serial).padStart(6, '0')}`),
    );
  });

  it('a cancel racing each delivery: one of them wins, a bill only for a delivered order, no number lost', async () => {
    const before = (await serialsOf(t, 'bill')).length;
    // 20: the seller's cancels are held to the per-caller write limit (D36) like anyone's.
    const ids = await ordersOutForDelivery(t, 20);
    const answers = await Promise.all(
      ids.flatMap((id, index) =>
        // Half in each order of sending, so either may reach the database first.
        index % 2 === 0
          ? [markDelivered(t.app, seller, id), markCancelled(t.app, seller, id)]
          : [markCancelled(t.app, seller, id), markDelivered(t.app, seller, id)],
      ),
    );
    expect(answers.toSorted()).toEqual([...Array(20).fill(200), ...Array(20).fill(409)]);
    const orders = await t.db.selectFrom('orders').select(['id', 'status']).where('id', 'in', ids).execute();
    const delivered = orders.filter((order) => order.status === 'Delivered').map((order) => order.id);
    const bills = await serialsOf(t, 'bill');
    expect(bills.map((bill) => bill.serial)).toEqual(oneTo(before + delivered.length));
    expect(new Set(bills.slice(before).map((bill) => bill.order_id))).toEqual(new Set(delivered));
    // A cash order cancelled before its bill has no credit note.
    expect(await serialsOf(t, 'credit_note')).toEqual([]);
  });
});
