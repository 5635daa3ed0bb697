import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Slot } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { useAddress } from '../../lib/address-store.ts';
import { useCart } from '../../lib/cart-store.ts';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { aSlot, anAddress, anOrder, serveApi, success, type Call } from '../../test/slot-data.ts';
import { PaymentPage } from './payment-page.tsx';

const TODAY = '2026-11-26';
const TOMORROW = '2026-11-27';

type Days = { today: Slot[]; tomorrow: Slot[] };

/**
 * The server of the checkout: GET /kitchen (orders taken one day ahead), GET /slots for today and
 * tomorrow from `days` (changeable during the test), and the placement answered by `place`.
 */
function serve(days: Days, place: (call: Call) => { status?: number; body: unknown }) {
  return serveApi({
    'GET /kitchen': () => success(kitchenData({ order_days_ahead: 1 })),
    'GET /slots': () => success({ date: TODAY, slots: days.today }),
    [`GET /slots?date=${TOMORROW}`]: () => success({ date: TOMORROW, slots: days.tomorrow }),
    'POST /order/create-cod-order': place,
  });
}

const placements = (calls: Call[]) => calls.filter((call) => call.method === 'POST');
const placed = (slot: Slot) =>
  success(
    {
      order: anOrder({
        slot: {
          _id: slot._id,
          name: slot.name,
          date: slot.date,
          delivery_from: slot.delivery_from,
          delivery_to: slot.delivery_to,
          order_by: slot.order_by,
        },
      }),
    },
    { totalTime: 30 },
  );
const slotRadio = (name: RegExp) => screen.findByRole<HTMLInputElement>('radio', { name });

describe('the checkout picks the meal slot (issue 14)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T03:30:00Z')); // 09:00 in the kitchen
    sessionStorage.clear();
    useAuth.setState({ token: 'customer-token' });
    useCart.getState().clearCart();
    useCart.getState().addItem({ id: 'meal-1', title: 'Rajma Chawal Thali', price: 139, type: 'meal', quantity: 2 });
    useAddress.getState().selectAddress(anAddress());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('chooses the next open slot with room for the cart by default and sends it as slot_id', async () => {
    const dinner = aSlot(TODAY, 'Dinner');
    const calls = serve(
      {
        // Lunch is full; tomorrow's lunch has one plate, not enough for two thalis.
        today: [aSlot(TODAY, 'Lunch', { taken: 10 }), dinner],
        tomorrow: [aSlot(TOMORROW, 'Lunch', { taken: 9 })],
      },
      () => placed(dinner),
    );
    renderApp(<PaymentPage />);

    expect((await slotRadio(/Today's dinner/)).checked).toBe(true);
    expect(screen.getByRole('group', { name: m.deliverySlot() })).toBeTruthy();
    const lunch = screen.getByRole<HTMLInputElement>('radio', { name: /Today's lunch.*Full/ });
    expect(lunch.disabled).toBe(true);
    const tomorrow = await slotRadio(/Tomorrow's lunch.*Only 1 plate left: not enough for your cart/);
    expect(tomorrow.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: m.placeOrder() }));
    await waitFor(() => expect(placements(calls)).toHaveLength(1));
    expect(placements(calls)[0]!.body).toMatchObject({ slot_id: `dinner-${TODAY}` });
    expect(await screen.findByText('Delivery 19:30–21:00 today. Follow it in My Orders.')).toBeTruthy();
    expect(useCart.getState().slotId).toBeNull();
  });

  it('sends the slot the customer picks, and keeps the choice in the cart', async () => {
    const tomorrowsLunch = aSlot(TOMORROW, 'Lunch');
    const calls = serve({ today: [aSlot(TODAY, 'Dinner')], tomorrow: [tomorrowsLunch] }, () => placed(tomorrowsLunch));
    renderApp(<PaymentPage />);

    fireEvent.click(await slotRadio(/Tomorrow's lunch/));
    expect((await slotRadio(/Tomorrow's lunch/)).checked).toBe(true);
    expect(useCart.getState().slotId).toBe(`lunch-${TOMORROW}`);

    fireEvent.click(screen.getByRole('button', { name: m.placeOrder() }));
    await waitFor(() => expect(placements(calls)).toHaveLength(1));
    expect(placements(calls)[0]!.body).toMatchObject({ slot_id: `lunch-${TOMORROW}` });
    expect(await screen.findByText('Delivery 12:30–14:00 tomorrow. Follow it in My Orders.')).toBeTruthy();
  });

  it('forgets a chosen slot that is no longer open', async () => {
    useCart.getState().chooseSlot(`lunch-${TODAY}`);
    serve(
      { today: [aSlot(TODAY, 'Lunch', { is_open: false, state: 'closed' }), aSlot(TODAY, 'Dinner')], tomorrow: [] },
      () => success(null),
    );
    renderApp(<PaymentPage />);

    expect((await slotRadio(/Today's dinner/)).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Today's lunch.*Closed/ }).disabled).toBe(true);
    await waitFor(() => expect(useCart.getState().slotId).toBeNull());
  });

  // The refusal's sentence is the error toast of the app's query client (api/query-client.ts), not this page's.
  it('refetches the slots after a refusal, so the picker moves on to a slot with room', async () => {
    const days: Days = { today: [aSlot(TODAY, 'Dinner')], tomorrow: [aSlot(TOMORROW, 'Lunch')] };
    const refusal = "Dinner is full for today. Tomorrow's lunch is open.";
    serve(days, () => {
      // Neighbours took the last plates meanwhile.
      days.today = [aSlot(TODAY, 'Dinner', { taken: 10 })];
      return { status: 409, body: { status: 'error', data: refusal } };
    });
    renderApp(<PaymentPage />);

    expect((await slotRadio(/Today's dinner/)).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: m.placeOrder() }));

    await waitFor(async () => expect((await slotRadio(/Tomorrow's lunch/)).checked).toBe(true));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Today's dinner.*Full/ }).disabled).toBe(true);
  });

  it('shows no picker and sends no slot for a kitchen without slots', async () => {
    const calls = serve({ today: [], tomorrow: [] }, () => placed(aSlot(TODAY, 'Dinner')));
    renderApp(<PaymentPage />);

    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/slots'))).toHaveLength(2));
    expect(screen.queryByRole('group', { name: m.deliverySlot() })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: m.placeOrder() }));
    await waitFor(() => expect(placements(calls)).toHaveLength(1));
    expect(placements(calls)[0]!.body).not.toHaveProperty('slot_id');
  });
});
