import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slot } from '@rasoi/domain/api';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/api-helpers.ts';
import { addThursdaySlot, giveCoupon, placeSlotOrder, storedEffects } from '../../../test/cancel-fixtures.ts';
import { newCustomer, setClock } from '../../../test/orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * Cancelling under concurrency (issue 15, D54): a cancel racing a status move, and two cancels racing
 * each other, on one order. Exactly one wins; the plates and the coupon are given back once and only when
 * the cancel won. This file runs on SQLite and on PostgreSQL.
 */
let t: TestApp;
let seller: string;
let slot: Slot;
const ROUNDS = 8;

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  setClock(t, '2026-11-26T03:00:00.000Z');
  slot = await addThursdaySlot(t, seller, 'Race lunch', 200);
});
afterAll(async () => {
  await t.close();
});

/** A new customer's order of 2 plates in the slot, paid partly with a coupon; the slot's plates before it. */
async function couponOrder() {
  const customer = await newCustomer(t);
  const couponId = await giveCoupon(t, customer);
  const takenBefore = (await storedEffects(t, slot._id, couponId)).taken;
  const order = await placeSlotOrder(t, customer, { slotId: slot._id, plates: 2, couponId });
  return { customer, couponId, order, takenBefore };
}

const cancel = (token: string, orderId: string, reason: string) =>
  call(t, 'POST', `/order/${orderId}/cancel`, { token, body: { reason } });

describe('cancelling races', () => {
  it('the customer cancelling while the seller sends it out: exactly one wins, the rest stays consistent', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { customer, couponId, order, takenBefore } = await couponOrder();
      const [cancelled, moved] = await Promise.all([
        cancel(customer.token, order._id, 'Changed my mind'),
        call(t, 'PATCH', `/order/${order._id}`, { token: seller, body: { status: 'Out For Delivery' } }),
      ]);
      expect([cancelled.status, moved.status].sort()).toEqual([200, 409]);
      const row = await t.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', order._id)
        .executeTakeFirstOrThrow();
      const effects = await storedEffects(t, slot._id, couponId);
      if (cancelled.status === 200) {
        expect(row.status).toBe('Cancelled');
        expect(effects).toEqual({ taken: takenBefore, couponUsed: false, usedBy: null });
      } else {
        expect(row.status).toBe('Out For Delivery');
        expect(effects).toEqual({ taken: takenBefore + 2, couponUsed: true, usedBy: order._id });
      }
    }
  });

  it('two cancels at once (customer and seller, twice each): one succeeds, plates and coupon back once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { customer, couponId, order, takenBefore } = await couponOrder();
      const answers = await Promise.all([
        cancel(customer.token, order._id, 'Ordered by mistake'),
        cancel(seller, order._id, 'Paneer ran out'),
        cancel(customer.token, order._id, 'Ordered by mistake'),
        cancel(seller, order._id, 'Paneer ran out'),
      ]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
      expect(await storedEffects(t, slot._id, couponId)).toEqual({
        taken: takenBefore,
        couponUsed: false,
        usedBy: null,
      });
    }
  });
});
