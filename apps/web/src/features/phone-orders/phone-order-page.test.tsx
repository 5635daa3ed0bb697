import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Order, Slot } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { aDish, aMeal, renderApp } from '../../test/render.tsx';
import { PhoneOrderPage } from './phone-order-page.tsx';
import { anAddress, anOrder } from '../../test/order-data.ts';

const meals = [aMeal({ _id: 'dal', id: 'dal', name: 'Dal Thali', selling_price: 120 })];
const dishes = [aDish({ _id: 'raita', name: 'Boondi Raita', selling_price: 35 })];

function lunch(state: Slot['state'] = 'open'): Slot {
  return {
    _id: 'lunch-26',
    name: 'Lunch',
    date: '2026-11-26',
    order_by: '2026-11-26T05:00:00.000Z',
    delivery_from: '2026-11-26T07:00:00.000Z',
    delivery_to: '2026-11-26T08:30:00.000Z',
    capacity: 20,
    taken: 8,
    remaining: 12,
    is_open: true,
    state,
  };
}

/** The placed order as POST /order/phone answers it (only its shape matters here). */
const PLACED: Order = anOrder({
  price: 275,
  amount: 277,
  address: {
    ...anAddress(),
    reciever_name: 'Asha Verma',
    reciever_mobile: '9811122233',
    flat_number: 'B-504',
    tower_number: 'Tower 2',
  },
  meals: [{ meal: { _id: 'dal', name: 'Dal Thali', name_hi: null, selling_price: 120 }, quantity: 2 }],
  dishes: [
    {
      dish: { _id: 'raita', name: 'Boondi Raita', name_hi: null, selling_price: 35, sub_category: 'addon' },
      quantity: 1,
    },
  ],
  placed_by: 'kitchen',
});

/** The server as the page meets it: the kitchen, today's lunch, and POST /order/phone answered by `placed`. */
function serve() {
  const sent: { body: unknown; key: string | undefined }[] = [];
  const answer = (data: unknown, status = 200) =>
    new Response(JSON.stringify({ status: status < 400 ? 'success' : 'error', data }), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const path = pathname.replace('/api/v1', '');
      if (path === '/kitchen') {
        return answer(kitchenData({ societies: [{ name: 'Green Meadows', towers: ['Tower 1', 'Tower 2'] }] }));
      }
      if (path === '/slots') {
        const date = searchParams.get('date') ?? '2026-11-26';
        return answer({ date, slots: date === '2026-11-26' ? [lunch()] : [] });
      }
      if (path === '/slots/lunch-26/menu') {
        return answer({ menu: { slot_id: 'lunch-26', all: false, meal_ids: ['dal'], dish_ids: ['raita'] } });
      }
      if (path === '/order/phone' && init?.method === 'POST') {
        const headers = new Headers(init.headers);
        sent.push({ body: JSON.parse(String(init.body)), key: headers.get('idempotency-key') ?? undefined });
        return new Response(JSON.stringify({ status: 'success', data: { order: PLACED }, totalTime: 30 }), {
          status: 201,
        });
      }
      return answer('not in this test', 500);
    }),
  );
  return sent;
}

function renderPage() {
  renderApp(
    <Routes>
      <Route path="/seller/phone-order" element={<PhoneOrderPage ordersPath="/seller/orders" />} />
      <Route path="/seller/orders" element={<h1>Orders page</h1>} />
    </Routes>,
    { meals, dishes, path: '/seller/phone-order' },
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the seller's New phone order (issue 14)", () => {
  beforeEach(() => {
    useAuth.setState({ token: 'seller-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('places the order for the customer’s number with the address, lines and slot, then goes back to Orders', async () => {
    const sent = serve();
    renderPage();
    await screen.findByLabelText(m.phoneOrderCustomerMobile());
    type(m.phoneOrderCustomerMobile(), '9811122233');
    type(m.receiverName(), 'Asha Verma');
    type(m.flatNumberBuildingName(), 'B-504');
    type(m.societyLabel(), 'Green Meadows');
    type(m.towerNumber(), 'Tower 2');
    type(m.locality(), 'Indirapuram');
    expect((screen.getByLabelText(m.pincode()) as HTMLInputElement).value).toBe('201009');

    fireEvent.click(screen.getByRole('button', { name: `${m.addOneMore()} Dal Thali` }));
    fireEvent.click(screen.getByRole('button', { name: `${m.addOneMore()} Dal Thali` }));
    fireEvent.click(screen.getByRole('button', { name: `${m.addOneMore()} Boondi Raita` }));
    // The bill as the cart computes it: 2 × 120 + 35.
    expect(screen.getAllByText('₹275')).toHaveLength(1);
    fireEvent.click(await screen.findByRole('radio', { name: /Today's lunch/ }));
    // What the customer asked the kitchen for on the phone (issue 15).
    fireEvent.click(screen.getByRole('button', { name: m.dietNoOnionGarlic() }));
    fireEvent.click(screen.getByRole('radio', { name: m.dietSpiceMedium() }));
    type(m.dietNoteLabel(), 'Extra salad');

    fireEvent.click(screen.getByRole('button', { name: m.phoneOrderSubmit() }));
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeTruthy();
    expect(await screen.findByText(m.phoneOrderPlaced())).toBeTruthy();
    expect(sent).toEqual([
      {
        key: expect.any(String),
        body: {
          mobile: '9811122233',
          address: {
            reciever_name: 'Asha Verma',
            flat_number: 'B-504',
            tower_number: 'Tower 2',
            society: 'Green Meadows',
            locality: 'Indirapuram',
            pincode: '201009',
          },
          meals: [{ meal_id: 'dal', quantity: 2 }],
          dishes: [{ dish_id: 'raita', quantity: 1 }],
          slot_id: 'lunch-26',
          diet: { no_onion_garlic: true, spice: 'medium', note: 'Extra salad' },
        },
      },
    ]);
  });

  it('asks for a valid number, an item and a slot before sending anything', async () => {
    const sent = serve();
    renderPage();
    await screen.findByLabelText(m.phoneOrderCustomerMobile());
    type(m.phoneOrderCustomerMobile(), '98111');
    fireEvent.click(screen.getByRole('button', { name: m.phoneOrderSubmit() }));
    expect(await screen.findByText(m.invalidMobile())).toBeTruthy();
    expect(screen.getByText(m.receiverNameRequired())).toBeTruthy();

    type(m.phoneOrderCustomerMobile(), '9811122233');
    type(m.receiverName(), 'Asha Verma');
    type(m.flatNumberBuildingName(), 'B-504');
    type(m.societyLabel(), 'Green Meadows');
    type(m.towerNumber(), 'Tower 2');
    type(m.locality(), 'Indirapuram');
    fireEvent.click(screen.getByRole('button', { name: m.phoneOrderSubmit() }));
    expect(await screen.findByText(m.phoneOrderChooseItems())).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `${m.addOneMore()} Dal Thali` }));
    fireEvent.click(screen.getByRole('button', { name: m.phoneOrderSubmit() }));
    expect(await screen.findByText(m.phoneOrderChooseSlot())).toBeTruthy();
    await waitFor(() => expect(sent).toEqual([]));
  });
});
