import type { Order, Slot } from '@rasoi/domain/api';
import type { TestApp } from './build-test-app.ts';
import { call, readMenu } from './api-helpers.ts';
import type { TestCustomer } from './orders.ts';
import { insertCoupon } from '../src/modules/ordering/coupons/coupon-queries.ts';
import { newId } from '../src/lib/crypto.ts';

/**
 * Cancelling fixtures (issue 15, D54): a slot made through the seller's plan for 2026-11-26 (a
 * Thursday; cut-off 10:30 in the kitchen's zone), a scratched 10% coupon, and an order of the first
 * active thali in that slot paid partly with that coupon.
 */
export async function addThursdaySlot(t: TestApp, seller: string, name: string, capacity = 20): Promise<Slot> {
  const plan = await call(t, 'GET', '/slot-plan', { token: seller });
  const entries = plan.body.data.slots.map(({ _id, ...entry }: { _id: string }) => entry);
  // Slots of one day may not overlap: each new one an hour after the last.
  const hour = 11 + entries.length;
  const entry = {
    name,
    weekdays: [3],
    order_by: '10:30',
    delivery_from: `${hour}:00`,
    delivery_to: `${hour}:45`,
    capacity,
  };
  const saved = await call(t, 'POST', '/slot-plan', { token: seller, body: { slots: [...entries, entry] } });
  if (saved.status !== 200) throw new Error(`slot plan refused: ${JSON.stringify(saved.body)}`);
  const day = await call(t, 'GET', '/slots?date=2026-11-26');
  return (day.body.data.slots as Slot[]).find((slot) => slot.name === name)!;
}

/** Gives the customer a scratched, unused 10% coupon; returns its id. */
export async function giveCoupon(t: TestApp, customer: TestCustomer): Promise<string> {
  const id = newId();
  await insertCoupon(t.db, {
    id,
    user_id: customer.userId,
    name: 'RASOI10',
    off: 10,
    expires_at: '2999-01-01T00:00:00.000Z',
    is_used: 0,
    is_scratched: 1,
    description_text: 'Upto 20% Off',
    won_with_order_id: null,
    used_by_order_id: null,
    created_at: t.clock.now().toISOString(),
  });
  return id;
}

/** Places `plates` thalis for the customer in the slot (or on demand), with the coupon if given. */
export async function placeSlotOrder(
  t: TestApp,
  customer: TestCustomer,
  options: { slotId?: string; plates?: number; couponId?: string },
): Promise<Order> {
  const meal = (await readMenu(t)).meals.find((m) => m.is_active)!;
  const answer = await call(t, 'POST', '/order/create-cod-order', {
    token: customer.token,
    body: {
      meals: [{ meal_id: meal._id, quantity: options.plates ?? 2 }],
      address: customer.addressId,
      payment_method: 'COD',
      ...(options.slotId ? { slot_id: options.slotId } : {}),
      ...(options.couponId ? { couponId: options.couponId } : {}),
    },
  });
  if (answer.status !== 201) throw new Error(`order failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.order as Order;
}

/** The slot's plates taken, and whether the coupon is used and by which order. */
export async function storedEffects(
  t: TestApp,
  slotId: string,
  couponId: string,
): Promise<{ taken: number; couponUsed: boolean; usedBy: string | null }> {
  const slot = await t.db.selectFrom('slots').select('taken').where('id', '=', slotId).executeTakeFirstOrThrow();
  const coupon = await t.db
    .selectFrom('coupons')
    .select(['is_used', 'used_by_order_id'])
    .where('id', '=', couponId)
    .executeTakeFirstOrThrow();
  return { taken: slot.taken, couponUsed: coupon.is_used === 1, usedBy: coupon.used_by_order_id };
}
