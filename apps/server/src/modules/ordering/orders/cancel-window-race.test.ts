import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Slot } from '@rasoi/domain/api';
import { customerMayCancel } from '@rasoi/domain/cancel-order';
import { ORDER_STATUSES } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call } from '../../../../test/api-helpers.ts';
import { addThursdaySlot, placeSlotOrder } from '../../../../test/cancel-fixtures.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import { markOrderCancelled } from './cancel-order-queries.ts';

/**
 * The customer's cancel window decided by one conditional UPDATE whose condition is the domain's rule
 * (issue 25, docs/decisions/0086; D54): the UPDATE alone answers as `customerMayCancel` does in every
 * case, a window of 0 lets no customer cancel even before a cut-off, and the races at a window of 0 and
 * at the cut-off leave every answer matching the stored order. Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
let seller: string;
let slot: Slot;
const ROUNDS = 6;

// 08:30 in the kitchen's zone on Thursday 26 Nov; the slot's cut-off is 10:30 there (05:00Z).
const MORNING = '2026-11-26T03:00:00.000Z';
const CUT_OFF = '2026-11-26T05:00:00.000Z';

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  setClock(t, MORNING);
  slot = await addThursdaySlot(t, seller, 'Window lunch', 400);
});
afterAll(async () => {
  await t.close();
});

const cancel = (token: string, orderId: string, reason: string) =>
  call(t, 'POST', `/order/${orderId}/cancel`, { token, body: { reason } });
const setWindow = (minutes: number) =>
  call(t, 'PATCH', '/kitchen/settings', { token: seller, body: { cancel_window_minutes: minutes } });
const stored = (orderId: string) =>
  t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const taken = async () =>
  (await t.db.selectFrom('slots').select('taken').where('id', '=', slot._id).executeTakeFirstOrThrow()).taken;

/** A new customer's order of 2 plates in the slot, placed at the clock's time. */
async function slotOrder(): Promise<{ customer: TestCustomer; order: Order }> {
  const customer = await newCustomer(t);
  return { customer, order: await placeSlotOrder(t, customer, { slotId: slot._id, plates: 2 }) };
}

describe('the cancel UPDATE is the domain rule', () => {
  it('answers as customerMayCancel for every status, window, placing time and cut-off', async () => {
    setClock(t, MORNING);
    const { customer, order } = await slotOrder();
    const now = new Date('2026-11-26T04:00:00.000Z');
    const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
    const placings = [at(-5 * 60_000 - 1), at(-5 * 60_000), at(-5 * 60_000 + 1), at(-60_000)];
    const cutOffs = [null, at(-1), at(0), at(1)];
    let allowed = 0;
    for (const status of ORDER_STATUSES) {
      for (const windowMinutes of [0, 5]) {
        for (const createdAt of placings) {
          for (const orderBy of cutOffs) {
            await t.db
              .updateTable('orders')
              .set({ status, created_at: createdAt, slot_order_by: orderBy, cancelled_at: null })
              .where('id', '=', order._id)
              .execute();
            const expected = customerMayCancel(
              { status, createdAt, slot: orderBy === null ? null : { order_by: orderBy } },
              windowMinutes,
              now,
            );
            const cancelled = await markOrderCancelled(t.db, {
              orderId: order._id,
              reason: '',
              by: 'customer',
              now,
              customer: { userId: customer.userId, windowMinutes },
            });
            expect({ status, windowMinutes, createdAt, orderBy, cancelled }).toEqual({
              status,
              windowMinutes,
              createdAt,
              orderBy,
              cancelled: expected,
            });
            if (expected) allowed += 1;
          }
        }
      }
    }
    // Preparing at a window of 5: 2 placings inside the window with any cut-off (8), plus 2 outside it
    // with the one cut-off still ahead (2). Nothing at a window of 0, nothing in another status but an
    // online order awaiting its payment, the customer's to give up within its 15 minutes whatever the
    // window or cut-off (D100): every placing here, at both windows (4 x 2 x 4 = 32).
    expect(allowed).toBe(42);
  });

  it('lets no customer cancel at a window of 0, even long before the cut-off (the UPDATE alone)', async () => {
    setClock(t, MORNING);
    const { customer, order } = await slotOrder();
    const cancelled = await markOrderCancelled(t.db, {
      orderId: order._id,
      reason: '',
      by: 'customer',
      now: new Date(MORNING),
      customer: { userId: customer.userId, windowMinutes: 0 },
    });
    expect(cancelled).toBe(false);
    expect((await stored(order._id)).status).toBe('Preparing');
  });
});

describe('cancelling races', () => {
  it('at a window of 0: the kitchen closing the window while customers cancel; every answer is what is stored', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      setClock(t, MORNING);
      expect((await setWindow(5)).status).toBe(200);
      const orders = [await slotOrder(), await slotOrder(), await slotOrder()];
      const before = await taken();
      const [closed, ...answers] = await Promise.all([
        setWindow(0),
        ...orders.map(({ customer, order }) => cancel(customer.token, order._id, 'Changed my mind')),
      ]);
      expect(closed!.status).toBe(200);
      let given = 0;
      for (const [i, answer] of answers.entries()) {
        const row = await stored(orders[i]!.order._id);
        if (answer.status === 200) {
          expect(row).toMatchObject({ status: 'Cancelled', cancelled_by: 'customer' });
          given += 2;
        } else {
          expect(answer).toMatchObject({ status: 409, body: { data: m.cancelWindowOver() } });
          expect(row).toMatchObject({ status: 'Preparing', cancelled_at: null });
        }
      }
      expect(await taken()).toBe(before - given);
      // Once the window is 0, no customer cancels, though the cut-off is two hours away.
      const late = orders.find((_, i) => answers[i]!.status !== 200) ?? (await slotOrder());
      const refused = await cancel(late.customer.token, late.order._id, 'Changed my mind');
      expect(refused).toMatchObject({ status: 409, body: { data: m.cancelWindowOver() } });
      expect((await stored(late.order._id)).status).toBe('Preparing');
    }
    expect((await setWindow(5)).status).toBe(200);
  });

  it('at the cut-off: the seller wins against the customer, whose time ended at that instant', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      setClock(t, MORNING);
      const { customer, order } = await slotOrder();
      setClock(t, CUT_OFF);
      const before = await taken();
      const [mine, kitchen] = await Promise.all([
        cancel(customer.token, order._id, 'Changed my mind'),
        cancel(seller, order._id, 'Paneer ran out'),
      ]);
      expect(kitchen.status).toBe(200);
      expect(mine.status).toBe(409);
      expect([m.cancelWindowOver(), m.cancelNotAllowed()]).toContain(mine.body.data);
      expect(await stored(order._id)).toMatchObject({ status: 'Cancelled', cancelled_by: 'seller' });
      expect(await taken()).toBe(before - 2);
    }
  });

  it('a millisecond before the cut-off: customer and seller race, one wins, the plates come back once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      setClock(t, MORNING);
      const { customer, order } = await slotOrder();
      setClock(t, new Date(Date.parse(CUT_OFF) - 1).toISOString());
      const before = await taken();
      const [mine, kitchen] = await Promise.all([
        cancel(customer.token, order._id, 'Changed my mind'),
        cancel(seller, order._id, 'Paneer ran out'),
      ]);
      expect([mine.status, kitchen.status].sort()).toEqual([200, 409]);
      const winner = mine.status === 200 ? 'customer' : 'seller';
      expect(await stored(order._id)).toMatchObject({ status: 'Cancelled', cancelled_by: winner });
      expect(await taken()).toBe(before - 2);
    }
  });
});
