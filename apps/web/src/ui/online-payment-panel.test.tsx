import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import { useAuth } from '../lib/session-store.ts';
import { renderApp } from '../test/render.tsx';
import { anOrder, serveApi, success } from '../test/slot-data.ts';
import { OnlinePaymentPanel } from './online-payment-panel.tsx';

const PAYMENT = {
  payment_id: 'p1',
  key_id: 'rzp_test_R4s0iKitchen01',
  gateway_order_id: 'order_Stand1n000001',
  amount_paise: 27_800,
  currency: 'INR',
  name: 'Rasoi',
  checkout_url: 'https://checkout.razorpay.com/v1/checkout.js',
};

describe('an order paid online on its page (issue 27 part 2, D100)', () => {
  beforeEach(() => {
    useAuth.setState({ token: 'customer-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as { Razorpay?: unknown }).Razorpay;
  });

  it('waits for its payment, and Pay Online opens the checkout again for the same order', async () => {
    const calls = serveApi({
      'GET /order/o1/payment': () => success({ state: 'awaiting', amount_paise: null, refunded_at: null }),
      'POST /payments/online': () => success(PAYMENT),
    });
    const opened: unknown[] = [];
    Object.assign(window, {
      Razorpay: class {
        constructor(readonly options: Record<string, unknown>) {}
        on() {}
        open() {
          opened.push(this.options);
        }
      },
    });
    renderApp(
      <OnlinePaymentPanel
        order={anOrder({ _id: 'o1', payment_method: 'ONLINE', status: 'Awaiting Payment', amount: 278 })}
      />,
    );
    expect(await screen.findByText(m.awaitingPayment(), {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText(m.onlineAwaitingHint())).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.payOnline() }));
    await waitFor(() => expect(opened).toMatchObject([{ order_id: PAYMENT.gateway_order_id, amount: 27_800 }]));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ order_id: 'o1' });
  }, 30_000);

  it('says the payment was refunded, with its amount', async () => {
    serveApi({
      'GET /order/o2/payment': () =>
        success({ state: 'refunded', amount_paise: 27_800, refunded_at: '2026-12-06T10:00:00.000Z' }),
    });
    renderApp(
      <OnlinePaymentPanel
        order={anOrder({ _id: 'o2', payment_method: 'ONLINE', status: 'Cancelled', collected_by: 'online' })}
      />,
    );
    expect(await screen.findByText(m.onlineRefunded({ amount: '₹278' }))).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing for an order not paid online', async () => {
    const calls = serveApi({});
    const { container } = renderApp(<OnlinePaymentPanel order={anOrder({ _id: 'o3', payment_method: 'COD' })} />);
    expect(container.textContent).toBe('');
    expect(calls).toEqual([]);
  });
});
