import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createOrderFieldsSchema, LEGACY_ORDER_KEYS } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { useAddress } from '../../lib/address-store.ts';
import { useCart } from '../../lib/cart-store.ts';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { anAddress, anOrder, serveApi, success } from '../../test/slot-data.ts';
import { PaymentPage } from './payment-page.tsx';

/** GET /kitchen (with or without a UPI id, no slots) and the placement, answered with a UPI order. */
function serve(upiVpa: string | null) {
  return serveApi({
    'GET /kitchen': () => success(kitchenData({ upi_id: upiVpa ?? '', upi_vpa: upiVpa })),
    'GET /slots': () => success({ date: '2026-11-26', slots: [] }),
    'POST /order/create-cod-order': () => success({ order: anOrder({ payment_method: 'UPI' }) }, { totalTime: 30 }),
  });
}

describe("the payment page's UPI on delivery (issue 15, D53)", () => {
  beforeEach(() => {
    sessionStorage.clear();
    useAuth.setState({ token: 'customer-token' });
    useCart.getState().clearCart();
    useCart.getState().addItem({ id: 'meal-1', title: 'Rajma Chawal Thali', price: 139, type: 'meal', quantity: 2 });
    useAddress.getState().selectAddress(anAddress());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers UPI on delivery beside cash once the kitchen has a UPI id, and places the order with it', async () => {
    const calls = serve('asha.rasoi@okaxis');
    renderApp(<PaymentPage />);
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(m.upiOnDelivery()) }));
    fireEvent.click(screen.getByRole('button', { name: m.placeOrder() }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const placement = calls.find((call) => call.method === 'POST')!;
    expect(placement.body).toMatchObject({ payment_method: 'UPI' });
    // Only what the server reads (issue 25, D86): the contract's strict fields take the body as it is.
    expect(createOrderFieldsSchema.safeParse(placement.body).success).toBe(true);
    for (const key of LEGACY_ORDER_KEYS) expect(placement.body).not.toHaveProperty(key);
  });

  it('does not offer UPI while the kitchen has no UPI id; cash stays the default', async () => {
    const calls = serve(null);
    renderApp(<PaymentPage />);
    expect(await screen.findByRole('radio', { name: new RegExp(m.cashOnDelivery()) })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.url === '/kitchen')).toBe(true));
    expect(screen.queryByRole('radio', { name: new RegExp(m.upiOnDelivery()) })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: m.placeOrder() }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ payment_method: 'COD' }),
    );
  });

  it('says why and does not offer UPI above ₹1,00,000 in one payment; the order goes as cash (issue 30, D80)', async () => {
    useCart.getState().clearCart();
    useCart.getState().addItem({ id: 'meal-1', title: 'Rajma Chawal Thali', price: 60_001, type: 'meal', quantity: 2 });
    const calls = serve('asha.rasoi@okaxis');
    renderApp(<PaymentPage />);
    expect(
      await screen.findByText(/^UPI takes at most ₹1,00,000 in one payment/, {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('radio', { name: new RegExp(m.upiOnDelivery()) })).toBeNull();
    expect(screen.getByRole('radio', { name: new RegExp(m.cashOnDelivery()) })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: m.placeOrder() }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ payment_method: 'COD' }),
    );
  }, 30_000);
});
