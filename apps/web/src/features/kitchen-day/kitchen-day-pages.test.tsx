import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order, Slot } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import type { DeliveryRunData, PrepSheetData } from '@rasoi/domain/seller';
import { dateAfter, localDateAt } from '@rasoi/domain/slots';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { DeliveryRunPage } from './delivery-run-page.tsx';
import { PrepSheetPage } from './prep-sheet-page.tsx';
import { anAddress, anOrder as testOrder } from '../../test/order-data.ts';

// A past Thursday: never the kitchen's today or tomorrow, whenever the test runs.
const DAY = '2025-03-06';

function aSlot(id: string, name: string, from: string, to: string): Slot {
  return {
    _id: id,
    name,
    date: DAY,
    order_by: `${DAY}T05:00:00.000Z`,
    delivery_from: `${DAY}T${from}:00.000Z`,
    delivery_to: `${DAY}T${to}:00.000Z`,
    capacity: 30,
    taken: 4,
    remaining: 26,
    is_open: true,
    state: 'open',
  };
}
// Lunch 12:30-14:00 and dinner 19:30-21:00 in the kitchen (Asia/Kolkata, UTC+5:30).
const LUNCH = aSlot('lunch-1', 'Lunch', '07:00', '08:30');
const DINNER = aSlot('dinner-1', 'Dinner', '14:00', '15:30');

function prepSheet(slot: Slot | null): PrepSheetData {
  return {
    date: DAY,
    slot: slot && {
      _id: slot._id,
      name: slot.name,
      date: slot.date,
      delivery_from: slot.delivery_from,
      delivery_to: slot.delivery_to,
      order_by: slot.order_by,
    },
    orders: slot ? 4 : 5,
    plates: slot ? 7 : 9,
    thalis: [
      // Sold with a Hindi name (issue 16, D62); the others without one.
      { _id: 'full', name: 'Full thali', name_hi: 'भरपूर थाली', quantity: 5 },
      { _id: 'mini', name: 'Mini thali', name_hi: null, quantity: slot ? 2 : 4 },
    ],
    dishes: [
      {
        _id: 'dal',
        name: 'Dal tadka',
        name_hi: 'दाल तड़का',
        category: 'sabzi-gravy',
        in_thalis: 7,
        add_ons: 0,
        total: 7,
      },
      { _id: 'roti', name: 'Phulka', name_hi: null, category: 'chapati', in_thalis: 7, add_ons: 3, total: 10 },
      { _id: 'jamun', name: 'Gulab jamun', name_hi: null, category: 'deserts', in_thalis: 0, add_ons: 1, total: 1 },
    ],
    diet: {
      jain: slot ? 3 : 4,
      no_onion_garlic: 1,
      less_oil: 0,
      spice_less: 2,
      spice_medium: 0,
      spice_spicy: 0,
      notes: 0,
    },
    plan_meals: slot ? 0 : 2,
    diet_clashes: slot ? [] : [{ note: 'jain', item: 'Dal Tadka', ingredient: 'Garlic', orders: 2 }],
  };
}

function anOrder(id: string, name: string, place: { society: string; tower: string; flat: string }, amount: number) {
  return testOrder({
    _id: `order-${id}`,
    price: amount - 2,
    amount,
    address: {
      ...anAddress(),
      _id: `address-${id}`,
      reciever_name: name,
      reciever_mobile: '9811122233',
      flat_number: place.flat,
      tower_number: place.tower,
      society: place.society,
    },
    meals: [{ meal: { _id: 'full', name: 'Full thali', name_hi: 'भरपूर थाली', selling_price: 150 }, quantity: 2 }],
    dishes: [
      {
        dish: { _id: 'jamun', name: 'Gulab jamun', name_hi: null, selling_price: 40, sub_category: 'addon' },
        quantity: 1,
      },
    ],
  });
}

/** GET /delivery-run as the server answers it: the orders not delivered, grouped as given (already in place order). */
function deliveryRun(orders: Order[]): DeliveryRunData {
  const open = orders.filter((order) => order.status !== 'Delivered');
  const delivered = orders.filter((order) => order.status === 'Delivered');
  const societies = [...new Set(open.map((order) => order.address.society))].map((society) => {
    const here = open.filter((order) => order.address.society === society);
    return {
      society,
      orders: here.length,
      to_collect: here.reduce((sum, order) => sum + (order.collected_by === null ? order.amount : 0), 0),
      towers: [...new Set(here.map((order) => order.address.tower_number))].map((tower) => ({
        tower,
        orders: here.filter((order) => order.address.tower_number === tower),
      })),
    };
  });
  return {
    date: DAY,
    slot: null,
    orders: open.length,
    to_collect: open.reduce((sum, order) => sum + (order.collected_by === null ? order.amount : 0), 0),
    societies,
    delivered: { orders: delivered.length, collected: delivered.reduce((sum, order) => sum + order.amount, 0) },
  };
}

/**
 * The server as the pages meet it: GET /kitchen, GET /slots (the given slots on DAY), GET /prep-sheet,
 * GET /delivery-run over `orders`, and PATCH /order/:id moving one of them. Returns what was asked.
 */
function serve({ slots = [LUNCH, DINNER], orders = [] as Order[], upiVpa = null as string | null } = {}) {
  const asked: string[] = [];
  const moves: { id: string; status: string }[] = [];
  const collections: { id: string; method: string }[] = [];
  const ok = (data: unknown) => new Response(JSON.stringify({ status: 'success', data }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://rasoi.test');
      const method = init?.method ?? 'GET';
      asked.push(`${method} ${url.pathname.replace('/api/v1', '')}${url.search}`);
      const date = url.searchParams.get('date');
      const slotId = url.searchParams.get('slot_id');
      if (url.pathname.endsWith('/kitchen')) return ok(kitchenData({ upi_id: upiVpa ?? '', upi_vpa: upiVpa }));
      const collected = /\/order\/(.+)\/collect$/.exec(url.pathname);
      if (collected && method === 'POST') {
        const body = JSON.parse(String(init?.body)) as { method: 'cash' | 'upi' };
        const index = orders.findIndex((order) => order._id === collected[1]);
        orders[index] = { ...orders[index]!, collected_by: body.method, collected_at: '2026-11-26T08:00:00.000Z' };
        collections.push({ id: collected[1]!, method: body.method });
        return ok({ order: orders[index] });
      }
      if (url.pathname.endsWith('/slots')) return ok({ date, slots: date === DAY ? slots : [] });
      if (url.pathname.endsWith('/prep-sheet')) return ok(prepSheet(slots.find((slot) => slot._id === slotId) ?? null));
      if (url.pathname.endsWith('/delivery-run')) return ok(deliveryRun(orders));
      const moved = /\/order\/(.+)$/.exec(url.pathname);
      if (moved && method === 'PATCH') {
        const { status } = JSON.parse(String(init?.body)) as { status: Order['status'] };
        const index = orders.findIndex((order) => order._id === moved[1]);
        orders[index] = { ...orders[index]!, status };
        moves.push({ id: moved[1]!, status });
        return ok({ order: orders[index] });
      }
      return new Response(JSON.stringify({ status: 'error', data: 'not in this test' }), { status: 500 });
    }),
  );
  return { asked, moves, collections };
}

beforeEach(() => {
  useAuth.setState({ token: 'seller-token' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the prep sheet (issue 14)', () => {
  it("shows the day's orders, plates, thalis and dishes by category, and a slot's when one is chosen", async () => {
    const { asked } = serve();
    renderApp(<PrepSheetPage />, { path: `/seller/prep-sheet?date=${DAY}` });

    expect(await screen.findByText('Whole day, Thu, 6 Mar')).toBeTruthy();
    expect(screen.getByText(m.kitchenDayOrders()).nextSibling?.textContent).toBe('5');
    expect(screen.getByText(m.kitchenDayPlates()).nextSibling?.textContent).toBe('9');
    const thalis = within(screen.getByRole('region', { name: m.prepThalis() }));
    expect(thalis.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Full thali× 5', 'Mini thali× 4']);
    // One table per category, each named by its label: the portions in thalis, as add-ons and in all.
    const chapati = screen.getByRole('table', { name: 'Chapati' });
    expect(within(chapati).getByRole('row', { name: /Phulka/ }).textContent).toBe('Phulka7310');
    expect(screen.getByRole('table', { name: 'Sabzi (gravy)' }).textContent).toContain('Dal tadka707');
    expect(screen.getByRole('table', { name: 'Desserts' }).textContent).toContain('Gulab jamun011');
    // The day's diet clashes (issue 28 part 3, D110), with how many orders have each.
    expect(within(screen.getByRole('list', { name: m.dietClashesLabel() })).getByRole('listitem').textContent).toBe(
      'Jain: Dal Tadka has Garlic (×2)',
    );

    fireEvent.click(await screen.findByRole('button', { name: /Lunch/ }));
    expect(await screen.findByText('Lunch on Thu, 6 Mar · 12:30–14:00')).toBeTruthy();
    expect(asked).toContain(`GET /prep-sheet?date=${DAY}&slot_id=lunch-1`);
    expect(screen.getByRole('button', { name: /Lunch/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it("prints, and moves to tomorrow's day; a day without slots shows no slot picker", async () => {
    const { asked } = serve({ slots: [] });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp(<PrepSheetPage />, { path: '/seller/prep-sheet' });
    const today = localDateAt(new Date(), 'Asia/Kolkata');
    await waitFor(() => expect(asked).toContain(`GET /prep-sheet?date=${today}`));
    expect(screen.getByRole('button', { name: m.today() }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: m.kitchenDayPrint() }));
    expect(print).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: m.kitchenDayTomorrow() }));
    await waitFor(() => expect(asked).toContain(`GET /prep-sheet?date=${dateAfter(today, 1)}`));
    expect((screen.getByLabelText(m.kitchenDayDate()) as HTMLInputElement).value).toBe(dateAfter(today, 1));
    expect(screen.queryByRole('group', { name: m.kitchenDaySlot() })).toBeNull();
  });
});

describe('item names in the kitchen’s chosen language (issue 16, D62)', () => {
  afterEach(() => {
    void setLocale('en', { reload: false });
  });

  it('the prep sheet names thalis and dishes in Hindi where they have a Hindi name, else in English, marked', async () => {
    void setLocale('hi', { reload: false });
    serve();
    renderApp(<PrepSheetPage />, { path: `/seller/prep-sheet?date=${DAY}` });
    const thali = await screen.findByText('भरपूर थाली');
    expect(thali.hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Mini thali').getAttribute('lang')).toBe('en');
    expect(screen.getByText('दाल तड़का').hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Phulka').getAttribute('lang')).toBe('en');
    expect(screen.queryByText('Full thali')).toBeNull();
    expect(screen.queryByText('Dal tadka')).toBeNull();
  });

  it('the delivery run names what to hand over in Hindi where it can', async () => {
    void setLocale('hi', { reload: false });
    serve({ orders: [anOrder('a', 'Dev Malhotra', { society: 'Aster Heights', tower: 'A', flat: '5' }, 182)] });
    renderApp(<DeliveryRunPage />, { path: `/seller/delivery-run?date=${DAY}` });
    expect((await screen.findByText('भरपूर थाली')).hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Gulab jamun').getAttribute('lang')).toBe('en');
    expect(screen.queryByText('Full thali')).toBeNull();
  });

  it('in English both name the English, Hindi names or not', async () => {
    serve();
    renderApp(<PrepSheetPage />, { path: `/seller/prep-sheet?date=${DAY}` });
    expect((await screen.findByText('Full thali')).hasAttribute('lang')).toBe(false);
    expect(screen.queryByText('भरपूर थाली')).toBeNull();
  });
});

describe('diet notes on the prep sheet (issue 15)', () => {
  it('counts the orders asking for each note, biggest first', async () => {
    serve();
    renderApp(<PrepSheetPage />, { path: `/seller/prep-sheet?date=${DAY}` });

    const diet = await screen.findByRole('region', { name: m.dietNotesHeading() });
    expect(within(diet).getByText('4 Jain, 2 less spicy, 1 no onion/garlic')).toBeTruthy();
  });
});

describe('tiffin plan meals on the prep sheet and the delivery run (issue 26, D92)', () => {
  afterEach(() => {
    void setLocale('en', { reload: false });
  });

  it("the prep sheet marks how many orders are plan meals beside the diet notes, and a slot's without any none", async () => {
    serve();
    renderApp(<PrepSheetPage />, { path: `/seller/prep-sheet?date=${DAY}` });

    const diet = within(await screen.findByRole('region', { name: m.dietNotesHeading() }));
    expect(diet.getByText(m.planMealBadge())).toBeTruthy();
    expect(diet.getByText(m.prepPlanMeals({ count: 2 }))).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: /Lunch/ }));
    expect(await screen.findByText('Lunch on Thu, 6 Mar · 12:30–14:00')).toBeTruthy();
    expect(screen.queryByText(m.planMealBadge())).toBeNull();
  });

  it('a plan meal on the run says Tiffin plan and paid from the account, with nothing to collect', async () => {
    const orders = [
      {
        ...anOrder('p', 'Bela Iyer', { society: 'Green Meadows', tower: 'T1', flat: '101' }, 120),
        placed_by: 'plan' as const,
        payment_method: 'ACCOUNT' as const,
        collected_by: 'account' as const,
        collected_at: '2026-11-26T04:00:00.000Z',
      },
      anOrder('c', 'Dev Malhotra', { society: 'Green Meadows', tower: 'T1', flat: '102' }, 152),
    ];
    serve({ orders });
    renderApp(<DeliveryRunPage />, { path: `/seller/delivery-run?date=${DAY}` });

    const plan = within(await screen.findByRole('listitem', { name: 'Flat 101, Bela Iyer' }));
    const cash = within(screen.getByRole('listitem', { name: 'Flat 102, Dev Malhotra' }));
    expect(plan.getByText(m.planMealBadge())).toBeTruthy();
    expect(plan.getByText(m.paidFromAccount())).toBeTruthy();
    expect(plan.queryByText(m.runToCollect())).toBeNull();
    expect(plan.queryByRole('button', { name: m.collectedCash() })).toBeNull();
    expect(plan.queryByRole('button', { name: m.collectedUpi() })).toBeNull();
    expect(cash.queryByText(m.planMealBadge())).toBeNull();
    expect(cash.getByRole('button', { name: m.collectedCash() })).toBeTruthy();
    expect(screen.getByText(m.runTotalToCollect()).parentElement?.textContent).toContain('₹152');
  });

  it('in Hindi the run marks it टिफ़िन प्लान', async () => {
    void setLocale('hi', { reload: false });
    serve({
      orders: [
        {
          ...anOrder('p', 'Bela Iyer', { society: 'Green Meadows', tower: 'T1', flat: '101' }, 120),
          placed_by: 'plan',
          payment_method: 'ACCOUNT',
          collected_by: 'account',
        },
      ],
    });
    renderApp(<DeliveryRunPage />, { path: `/seller/delivery-run?date=${DAY}` });
    expect(await screen.findByText('टिफ़िन प्लान')).toBeTruthy();
    expect(screen.getByText('टिफ़िन खाते से भुगतान')).toBeTruthy();
  });
});

describe('the delivery run (issue 14)', () => {
  it('lists the orders by society and tower with the cash to collect, and moves one to delivered', async () => {
    const orders = [
      anOrder('a', 'Dev Malhotra', { society: 'Aster Heights', tower: 'A', flat: '5' }, 182),
      anOrder('b', 'Chitra Rao', { society: 'Green Meadows', tower: 'T2', flat: '302' }, 152),
      anOrder('c', 'Asha Verma', { society: 'Green Meadows', tower: 'T10', flat: '101' }, 342),
    ];
    const { moves } = serve({ orders });
    renderApp(<DeliveryRunPage />, { path: `/seller/delivery-run?date=${DAY}` });

    expect(await screen.findByText('₹676')).toBeTruthy();
    expect(screen.getByText('3 to deliver')).toBeTruthy();
    const meadows = within(screen.getByRole('region', { name: 'Green Meadows' }));
    expect(meadows.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['T2', 'T10']);
    expect(meadows.getByText('₹494')).toBeTruthy();

    const asha = within(screen.getByRole('listitem', { name: 'Flat 101, Asha Verma' }));
    expect(asha.getByRole('link', { name: 'Call Asha' }).getAttribute('href')).toBe('tel:+919811122233');
    expect(asha.getByText('₹342')).toBeTruthy();
    expect(asha.getByText('Full thali')).toBeTruthy();
    expect(asha.getByText(m.preparing())).toBeTruthy();

    fireEvent.click(asha.getByRole('button', { name: m.runMoveOut() }));
    const delivered = await asha.findByRole('button', { name: m.runMoveDelivered() });
    expect(asha.getByText(m.outForDeliveryStatus())).toBeTruthy();
    fireEvent.click(delivered);

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Flat 101, Asha Verma' })).toBeNull());
    expect(moves).toEqual([
      { id: 'order-c', status: 'Out For Delivery' },
      { id: 'order-c', status: 'Delivered' },
    ]);
    expect(screen.getByText('2 to deliver · 1 delivered, ₹342 collected')).toBeTruthy();
    expect(screen.getByText('₹334')).toBeTruthy();
  });

  it("shows each order's diet notes as badges and its note as plain text (issue 15)", async () => {
    const note = '<b>No chilli</b> for the kids';
    const orders = [
      {
        ...anOrder('a', 'Dev Malhotra', { society: 'Aster Heights', tower: 'A', flat: '5' }, 182),
        diet: { jain: true, no_onion_garlic: false, spice: 'less' as const, less_oil: false, note },
      },
      anOrder('b', 'Chitra Rao', { society: 'Aster Heights', tower: 'A', flat: '6' }, 152),
    ];
    serve({ orders });
    renderApp(<DeliveryRunPage />, { path: `/seller/delivery-run?date=${DAY}` });

    const dev = within(await screen.findByRole('listitem', { name: 'Flat 5, Dev Malhotra' }));
    expect(dev.getByText(m.dietJain())).toBeTruthy();
    expect(dev.getByText(m.dietSpiceLessBadge())).toBeTruthy();
    // Text, never markup.
    expect(dev.getByText(note)).toBeTruthy();
    const chitra = within(screen.getByRole('listitem', { name: 'Flat 6, Chitra Rao' }));
    expect(chitra.queryByText(m.dietJain())).toBeNull();
  });

  it('says when nothing is left to deliver', async () => {
    serve();
    renderApp(<DeliveryRunPage />, { path: `/seller/delivery-run?date=${DAY}` });
    expect(await screen.findByText(m.deliveryRunEmpty())).toBeTruthy();
  });

  it("shows a UPI order's QR on demand and records how each order was paid, correcting a wrong tap (issue 15)", async () => {
    const orders = [
      {
        ...anOrder('u', 'Asha Verma', { society: 'Green Meadows', tower: 'T1', flat: '101' }, 241),
        payment_method: 'UPI' as const,
      },
      anOrder('c', 'Dev Malhotra', { society: 'Green Meadows', tower: 'T1', flat: '102' }, 152),
    ];
    const { collections } = serve({ orders, upiVpa: 'asha.rasoi@okaxis' });
    renderApp(<DeliveryRunPage />, { path: `/seller/delivery-run?date=${DAY}` });

    const upi = within(await screen.findByRole('listitem', { name: 'Flat 101, Asha Verma' }));
    const cash = within(screen.getByRole('listitem', { name: 'Flat 102, Dev Malhotra' }));
    expect(upi.getByText(new RegExp(m.upiOnDelivery()))).toBeTruthy();
    // A cash order has no QR; a UPI order's opens on demand, made from the order's upi:// link.
    expect(cash.queryByRole('button', { name: m.showQr() })).toBeNull();
    fireEvent.click(await upi.findByRole('button', { name: m.showQr() }));
    const qr = await upi.findByRole('img', { name: 'UPI QR code to pay ₹241' });
    expect(qr.getAttribute('data-upi-link')).toMatch(
      /^upi:\/\/pay\?pa=asha\.rasoi@okaxis&pn=Rasoi&am=241\.00&cu=INR&tn=/,
    );

    fireEvent.click(upi.getByRole('button', { name: m.collectedCash() }));
    await waitFor(() =>
      expect(upi.getByRole('button', { name: m.collectedCash() }).getAttribute('aria-pressed')).toBe('true'),
    );
    fireEvent.click(upi.getByRole('button', { name: m.collectedUpi() }));
    await waitFor(() =>
      expect(upi.getByRole('button', { name: m.collectedUpi() }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(upi.getByRole('button', { name: m.collectedCash() }).getAttribute('aria-pressed')).toBe('false');
    // The collected stop says so, and the run's total to collect is the other order's alone.
    expect(upi.getByText(m.runCollectedStop())).toBeTruthy();
    expect(cash.getByText(m.runToCollect())).toBeTruthy();
    await waitFor(() => expect(screen.getByText(m.runTotalToCollect()).parentElement?.textContent).toContain('₹152'));
    expect(collections).toEqual([
      { id: 'order-u', method: 'cash' },
      { id: 'order-u', method: 'upi' },
    ]);
  });
});
