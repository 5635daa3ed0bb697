import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Slot } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, countRows, readMenu } from '../../../../test/api-helpers.ts';
import { newCustomer, setClock, type TestCustomer } from '../../../../test/orders.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

/** Meal slots: the weekly plan, a day's slots, the cap and orders for later (issue 14, D47). */
let t: TestApp;
let seller: string;
let mealId: string;

const LUNCH = {
  name: 'Lunch',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  order_by: '10:30',
  delivery_from: '12:30',
  delivery_to: '14:00',
  capacity: 3,
};
const DINNER = {
  name: 'Dinner',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  order_by: '17:00',
  delivery_from: '19:30',
  delivery_to: '21:00',
  capacity: 25,
};

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  mealId = (await readMenu(t)).meals.find((meal) => meal.is_active)!._id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Each test starts from a kitchen without slots.
  await t.db.deleteFrom('slots').execute();
  await t.db.deleteFrom('slot_plan').execute();
  // Thursday 26 November 2026, 08:30 in the kitchen (Asia/Kolkata, UTC+5:30).
  setClock(t, '2026-11-26T03:00:00.000Z');
});

const savePlan = (slots: unknown[]) => call(t, 'POST', '/slot-plan', { token: seller, body: { slots } });
const slotsOf = async (date?: string) => {
  const answer = await call(t, 'GET', `/slots${date ? `?date=${date}` : ''}`);
  expect(answer.status).toBe(200);
  return answer.body.data.slots as Slot[];
};
const order = (customer: TestCustomer, plates: number, slotId?: string) =>
  call(t, 'POST', '/order/create-cod-order', {
    token: customer.token,
    body: {
      meals: [{ meal_id: mealId, quantity: plates }],
      address: customer.addressId,
      ...(slotId ? { slot_id: slotId } : {}),
    },
  });

describe('a kitchen without slots', () => {
  it('has no slots and takes orders on demand with its ETA', async () => {
    expect(await slotsOf()).toEqual([]);
    const placed = await order(await newCustomer(t), 2);
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.slot).toBeNull();
    expect(placed.body.totalTime).toBe(30);
  });
});

describe('the weekly plan and a day of slots', () => {
  it('makes each day from the plan, in the kitchen time zone, with plates left and states', async () => {
    expect((await savePlan([DINNER, LUNCH])).status).toBe(200);
    const plan = await call(t, 'GET', '/slot-plan', { token: seller });
    expect(plan.body.data.slots.map((entry: { name: string }) => entry.name)).toEqual(['Dinner', 'Lunch']);

    const today = await slotsOf();
    expect(today.map((slot) => [slot.name, slot.date, slot.order_by, slot.delivery_from, slot.delivery_to])).toEqual([
      ['Lunch', '2026-11-26', '2026-11-26T05:00:00.000Z', '2026-11-26T07:00:00.000Z', '2026-11-26T08:30:00.000Z'],
      ['Dinner', '2026-11-26', '2026-11-26T11:30:00.000Z', '2026-11-26T14:00:00.000Z', '2026-11-26T15:30:00.000Z'],
    ]);
    expect(today[0]).toMatchObject({ capacity: 3, taken: 0, remaining: 3, is_open: true, state: 'open' });
    // Asked again, the same slots (same ids): a day is made once.
    expect((await slotsOf('2026-11-26')).map((slot) => slot._id)).toEqual(today.map((slot) => slot._id));
    // Two days ahead is the default horizon; the third day shows but takes no orders yet.
    expect((await slotsOf('2026-11-28'))[0]!.state).toBe('open');
    expect((await slotsOf('2026-11-29'))[0]!.state).toBe('later');
    // A past day is never made.
    expect(await slotsOf('2026-11-20')).toEqual([]);
  });

  it('takes plates from the chosen slot, refuses the one over the cap and names the next open slot', async () => {
    await savePlan([LUNCH, DINNER]);
    const [lunch] = await slotsOf();
    const first = await order(await newCustomer(t), 2, lunch!._id);
    expect(first.status).toBe(201);
    expect(first.body.data.order.slot).toEqual({
      _id: lunch!._id,
      name: 'Lunch',
      date: '2026-11-26',
      delivery_from: lunch!.delivery_from,
      delivery_to: lunch!.delivery_to,
      order_by: lunch!.order_by,
    });
    const tooMany = await order(await newCustomer(t), 2, lunch!._id);
    expect(tooMany).toMatchObject({
      status: 409,
      body: { status: 'error', data: "Lunch for today has only 1 left. Tomorrow's lunch is open." },
    });
    expect((await order(await newCustomer(t), 1, lunch!._id)).status).toBe(201);
    const orders = await countRows(t.db, 'orders');
    const full = await order(await newCustomer(t), 1, lunch!._id);
    expect(full).toMatchObject({
      status: 409,
      body: { data: "Lunch is full for today. Tomorrow's lunch is open." },
    });
    expect(await countRows(t.db, 'orders')).toBe(orders);
    expect((await slotsOf())[0]).toMatchObject({ taken: 3, remaining: 0, state: 'full' });

    // Without a slot the order goes to the next one with room: today's dinner.
    const next = await order(await newCustomer(t), 1);
    expect(next.body.data.order.slot.name).toBe('Dinner');
  });

  it('closes a slot at its cut-off, in the kitchen time', async () => {
    await savePlan([LUNCH, DINNER]);
    const [lunch] = await slotsOf();
    setClock(t, '2026-11-26T05:00:00.000Z'); // 10:30 in the kitchen
    const late = await order(await newCustomer(t), 1, lunch!._id);
    expect(late).toMatchObject({
      status: 409,
      body: { data: "Orders for Lunch today closed at 10:30. Tomorrow's lunch is open." },
    });
    expect((await slotsOf())[0]!.state).toBe('past');
  });

  it('takes orders for later up to the horizon, not beyond', async () => {
    await savePlan([LUNCH]);
    const [dayAfter] = await slotsOf('2026-11-28');
    const later = await order(await newCustomer(t), 1, dayAfter!._id);
    expect(later.status).toBe(201);
    expect(later.body.data.order.slot.date).toBe('2026-11-28');
    const [tooFar] = await slotsOf('2026-11-29');
    expect(await order(await newCustomer(t), 1, tooFar!._id)).toMatchObject({
      status: 400,
      body: { data: 'Orders are taken at most 2 days ahead.' },
    });
    expect(await order(await newCustomer(t), 1, '0123456789abcdef01234567')).toMatchObject({
      status: 404,
      body: { data: m.slotNotFound() },
    });
  });
});

describe("changing one day's slot", () => {
  it('changes the cap or closes the day without touching the plan', async () => {
    await savePlan([LUNCH]);
    const [lunch] = await slotsOf('2026-11-27');
    const closed = await call(t, 'PATCH', `/slots/${lunch!._id}`, { token: seller, body: { is_open: false } });
    expect(closed.body.data.slot).toMatchObject({ is_open: false, state: 'closed' });
    expect(await order(await newCustomer(t), 1, lunch!._id)).toMatchObject({
      status: 409,
      body: { data: expect.stringMatching(/^Lunch is closed for tomorrow\. /) },
    });
    const reopened = await call(t, 'PATCH', `/slots/${lunch!._id}`, {
      token: seller,
      body: { is_open: true, capacity: 40 },
    });
    expect(reopened.body.data.slot).toMatchObject({ is_open: true, capacity: 40, remaining: 40 });
    // The plan and the other days keep their cap.
    expect((await slotsOf('2026-11-28'))[0]!.capacity).toBe(3);
    // A new plan leaves the changed day as the seller set it.
    await savePlan([{ ...LUNCH, capacity: 10 }]);
    expect((await slotsOf('2026-11-27'))[0]).toMatchObject({ _id: lunch!._id, capacity: 40 });
    expect((await slotsOf('2026-11-28'))[0]!.capacity).toBe(10);
  });

  it('keeps the orders and closes the slot when the cap goes below the plates taken', async () => {
    await savePlan([{ ...LUNCH, capacity: 10 }]);
    const [lunch] = await slotsOf();
    await order(await newCustomer(t), 3, lunch!._id);
    const lowered = await call(t, 'PATCH', `/slots/${lunch!._id}`, { token: seller, body: { capacity: 2 } });
    expect(lowered.body.data.slot).toMatchObject({ capacity: 2, taken: 3, is_open: false, state: 'closed' });
    expect(await t.db.selectFrom('orders').select('id').where('slot_id', '=', lunch!._id).execute()).toHaveLength(1);
  });

  it('refuses a day in the past, an unknown slot and a bad cap, changing nothing', async () => {
    await savePlan([LUNCH]);
    const [lunch] = await slotsOf();
    setClock(t, '2026-11-27T03:00:00.000Z');
    expect(await call(t, 'PATCH', `/slots/${lunch!._id}`, { token: seller, body: { capacity: 9 } })).toMatchObject({
      status: 400,
      body: { status: 'error', data: m.slotDayPast() },
    });
    for (const capacity of [-1, 501, 2.5]) {
      expect(await call(t, 'PATCH', `/slots/${lunch!._id}`, { token: seller, body: { capacity } })).toMatchObject({
        status: 400,
        body: { data: m.slotCapacityInvalid() },
      });
    }
    expect(await call(t, 'PATCH', `/slots/${lunch!._id}`, { token: seller, body: {} })).toMatchObject({
      status: 400,
      body: { data: m.slotPatchEmpty() },
    });
    expect(
      await call(t, 'PATCH', '/slots/0123456789abcdef01234567', { token: seller, body: { is_open: false } }),
    ).toMatchObject({ status: 404, body: { data: m.slotNotFound() } });
    const stored = await t.db.selectFrom('slots').selectAll().where('id', '=', lunch!._id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ capacity: 3, is_open: 1 });
  });
});

describe('a bad weekly plan', () => {
  it.each([
    ['a cut-off after the delivery window', [{ ...LUNCH, order_by: '14:30' }], m.slotCutoffAfterWindow()],
    ['a window that ends before it starts', [{ ...LUNCH, delivery_to: '12:00' }], m.slotWindowInvalid()],
    ['overlapping slots', [LUNCH, { ...DINNER, delivery_from: '13:00' }], m.slotsOverlap()],
    ['two slots of one name on a day', [LUNCH, { ...DINNER, name: 'lunch' }], m.slotsOverlap()],
    ['a negative cap', [{ ...LUNCH, capacity: -3 }], m.slotCapacityInvalid()],
    ['an absurd cap', [{ ...LUNCH, capacity: 3000 }], m.slotCapacityInvalid()],
    ['no weekday', [{ ...LUNCH, weekdays: [] }], m.slotWeekdaysRequired()],
    ['a time that is not HH:MM', [{ ...LUNCH, order_by: '25:00' }], m.clockTimeInvalid()],
    ['a name with markup', [{ ...LUNCH, name: '<b>Lunch</b>' }], m.slotNameInvalid()],
  ])('refuses %s with its message and keeps the stored plan', async (_, slots, message) => {
    await savePlan([DINNER]);
    expect(await savePlan(slots)).toMatchObject({ status: 400, body: { status: 'error', data: message } });
    const plan = await call(t, 'GET', '/slot-plan', { token: seller });
    expect(plan.body.data.slots).toMatchObject([{ name: 'Dinner', capacity: 25 }]);
  });

  it('keeps a removed slot that has orders, closed, with the window its orders were promised', async () => {
    await savePlan([LUNCH]);
    const [lunch] = await slotsOf('2026-11-27');
    expect((await order(await newCustomer(t), 1, lunch!._id)).status).toBe(201);
    await savePlan([DINNER]);
    expect((await slotsOf('2026-11-27')).map((slot) => [slot.name, slot.state, slot.taken])).toEqual([
      ['Lunch', 'closed', 1],
      ['Dinner', 'open', 0],
    ]);
    expect((await slotsOf('2026-11-27'))[0]!.delivery_from).toBe(lunch!.delivery_from);
  });

  it('turns slots off with an empty plan: orders are on demand again', async () => {
    await savePlan([LUNCH]);
    await savePlan([]);
    expect(await slotsOf('2026-11-27')).toEqual([]);
    expect((await order(await newCustomer(t), 1)).body.data.order.slot).toBeNull();
  });
});
