import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { m } from '@rasoi/domain/i18n/messages';
import { useAddress } from '../../lib/address-store.ts';
import { useCart } from '../../lib/cart-store.ts';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { anAddress, anOrder, serveApi, success, type Answer } from '../../test/slot-data.ts';
import { PaymentPage } from './payment-page.tsx';

const PAYMENT = {
  payment_id: 'p1',
  key_id: 'rzp_test_R4s0iKitchen01',
  gateway_order_id: 'order_Stand1n000001',
  amount_paise: 27_800,
  currency: 'INR',
  name: 'Rasoi',
  checkout_url: 'https://checkout.razorpay.com/v1/checkout.js',
};

/** GET /kitchen (online payment on or off), the placement answered with an order awaiting payment. */
function serve(online: boolean, payment: () => Answer = () => success(PAYMENT)) {
  return serveApi({
    // With a UPI id: its option appearing says the kitchen's answer is on the page.
    'GET /kitchen': () =>
      success(kitchenData({ online_payments: online, upi_id: 'asha.rasoi@okaxis', upi_vpa: 'asha.rasoi@okaxis' })),
    'GET /slots': () => success({ date: '2026-11-26', slots: [] }),
    'POST /order/create-cod-order': () =>
      success(
        { order: anOrder({ _id: 'o1', payment_method: 'ONLINE', status: 'Awaiting Payment' }) },
        { totalTime: 30 },
      ),
    'POST /payments/online': payment,
  });
}

/** A stand-in of checkout.js's Razorpay: records its options; open() ends as `end` says. */
function stubCheckout(end: 'paid' | 'closed') {
  const opened: Record<string, unknown>[] = [];
  class Razorpay {
    constructor(readonly options: Record<string, unknown>) {}
    on() {}
    open() {
      opened.push(this.options);
      if (end === 'paid') (this.options.handler as () => void)();
      else (this.options.modal as { ondismiss: () => void }).ondismiss();
    }
  }
  // On the page's window, where checkout.js puts it.
  Object.assign(window, { Razorpay });
  return opened;
}

const page = (
  <Routes>
    <Route path="/payment" element={<PaymentPage />} />
    <Route path="/orders/:id" element={<p>the order’s page</p>} />
  </Routes>
);

describe("the payment page's Pay Online (issue 27 part 2, D100)", () => {
  beforeEach(() => {
    sessionStorage.clear();
    useAuth.setState({ token: 'customer-token' });
    useCart.getState().clearCart();
    useCart.getState().addItem({ id: 'meal-1', title: 'Rajma Chawal Thali', price: 139, type: 'meal', quantity: 2 });
    useAddress.getState().selectAddress(anAddress());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as { Razorpay?: unknown }).Razorpay;
  });

  it('places the order to be paid online, opens checkout with the server’s payment, then shows the order', async () => {
    const calls = serve(true);
    const opened = stubCheckout('paid');
    renderApp(page, { path: '/payment' });
    await screen.findByRole('radio', { name: new RegExp(m.upiOnDelivery()) }, { timeout: 20_000 });
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(m.payOnline()) }));
    fireEvent.click(screen.getByRole('button', { name: m.payOnline() }));
    expect(await screen.findByText('the order’s page', {}, { timeout: 20_000 })).toBeTruthy();
    expect(calls.find((call) => call.url === '/order/create-cod-order')?.body).toMatchObject({
      payment_method: 'ONLINE',
    });
    expect(calls.find((call) => call.url === '/payments/online')?.body).toEqual({ order_id: 'o1' });
    expect(opened).toMatchObject([
      { key: PAYMENT.key_id, order_id: PAYMENT.gateway_order_id, amount: 27_800, currency: 'INR', name: 'Rasoi' },
    ]);
    expect(useCart.getState().items).toEqual([]);
  }, 30_000);

  it('says the gateway is down in a toast and shows the order, waiting unpaid', async () => {
    serve(true, () => ({ status: 503, body: { status: 'error', data: m.onlinePaymentGatewayDown() } }));
    const opened = stubCheckout('paid');
    renderApp(page, { path: '/payment' });
    await screen.findByRole('radio', { name: new RegExp(m.upiOnDelivery()) });
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(m.payOnline()) }));
    fireEvent.click(screen.getByRole('button', { name: m.payOnline() }));
    expect(await screen.findByText(m.onlinePaymentGatewayDown())).toBeTruthy();
    expect(await screen.findByText('the order’s page')).toBeTruthy();
    expect(opened).toEqual([]);
  });

  it('only says it is coming soon while the kitchen takes no online payment', async () => {
    const calls = serve(false);
    renderApp(page, { path: '/payment' });
    await screen.findByRole('radio', { name: new RegExp(m.upiOnDelivery()) }, { timeout: 20_000 });
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(m.payOnline()) }));
    expect(await screen.findByText(m.paymentSoon())).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.payOnline() }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
