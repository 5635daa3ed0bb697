import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { anOrder } from '../../test/order-data.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success } from '../../test/slot-data.ts';
import { decodeQrPath } from '../../test/decode-qr.ts';
import { OrderTrackingPage } from './order-tracking-page.tsx';

const ORDER_ID = '0123456789abcdef01239f3c';
const CLAIMED_AT = '2026-11-26T05:00:00.000Z';

const upiOrder = (overrides: Partial<Order> = {}) =>
  anOrder({ _id: ORDER_ID, payment_method: 'UPI', amount: 241, ...overrides });

/**
 * GET /kitchen with the given UPI id, GET /order/:id, POST /order/:id/upi answering the exact amount
 * `amountPaise` (the bill unless given; a number below 0 answers 503), and POST /order/:id/paid stamping
 * the claim.
 */
function serve(order: Order, upiVpa: string | null = 'asha.rasoi@okaxis', amountPaise = order.amount * 100) {
  return serveApi({
    'GET /kitchen': () => success(kitchenData({ name: 'Asha Rasoi', upi_id: upiVpa ?? '', upi_vpa: upiVpa })),
    [`GET /order/${order._id}`]: () => success({ order }),
    [`POST /order/${order._id}/upi`]: () =>
      amountPaise < 0
        ? { status: 503, body: { status: 'error', data: m.upiRequestBusy() } }
        : success({
            upi_request: {
              _id: 'upi-1',
              bill_paise: order.amount * 100,
              amount_paise: amountPaise,
              status: 'open',
              expires_at: '2026-11-27T05:00:00.000Z',
            },
          }),
    [`POST /order/${order._id}/paid`]: () => success({ order: { ...order, paid_claimed_at: CLAIMED_AT } }),
  });
}

function renderTracking() {
  renderApp(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderTrackingPage />} />
    </Routes>,
    { path: `/orders/${ORDER_ID}` },
  );
}

beforeEach(() => {
  useAuth.setState({ token: 'customer-token' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a UPI order's page (issue 15, D53)", () => {
  it("links to the kitchen's UPI id for the exact amount, and its QR decodes to the same link", async () => {
    serve(upiOrder());
    renderTracking();
    const pay = await screen.findByRole('link', { name: 'Pay ₹241 by UPI' });
    const link = pay.getAttribute('href')!;
    expect(link).toBe(
      'upi://pay?pa=asha.rasoi@okaxis&pn=Asha%20Rasoi&am=241.00&cu=INR&tn=Asha%20Rasoi%20order%20%239f3c',
    );
    expect(screen.getByText(m.upiOnDelivery(), { selector: 'span' })).toBeTruthy();

    const qr = await screen.findByRole('img', { name: 'UPI QR code to pay ₹241' });
    expect(qr.getAttribute('data-upi-link')).toBe(link);
    const size = Number(qr.getAttribute('viewBox')!.split(' ')[2]);
    // The drawing itself, read back by an independent decoder, is the link.
    const drawn = /<path d="([^"]+)"/.exec(qr.innerHTML)![1]!;
    expect(decodeQrPath(drawn, size)).toBe(link);
  });

  it('asks for the exact amount the bank SMS will name, a few paise under the bill, and says why (issue 27, D98)', async () => {
    serve(upiOrder(), 'asha.rasoi@okaxis', 24_050);
    renderTracking();
    const pay = await screen.findByRole('link', { name: 'Pay ₹240.50 by UPI' });
    expect(pay.getAttribute('href')).toContain('&am=240.50&');
    expect(screen.getByText(m.upiExactAmountHint({ amount: '₹240.50' }))).toBeTruthy();
    expect((await screen.findByRole('img', { name: 'UPI QR code to pay ₹240.50' })).getAttribute('data-upi-link')).toBe(
      pay.getAttribute('href'),
    );
  });

  it('asks for the bill when the server cannot give an exact amount', async () => {
    serve(upiOrder(), 'asha.rasoi@okaxis', -1);
    renderTracking();
    const pay = await screen.findByRole('link', { name: 'Pay ₹241 by UPI' });
    expect(pay.getAttribute('href')).toContain('&am=241.00&');
  });

  it("'I have paid' tells the server, then the page says so instead of the button", async () => {
    const calls = serve(upiOrder());
    renderTracking();
    fireEvent.click(await screen.findByRole('button', { name: m.iHavePaid() }));
    expect(await screen.findByText(m.markedPaid())).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/paid')).map((call) => call.method)).toEqual(['POST']);
    expect(screen.queryByRole('button', { name: m.iHavePaid() })).toBeNull();
  });

  it.each([
    ['a cash order', upiOrder({ payment_method: 'COD' }), 'asha.rasoi@okaxis'],
    ['a cancelled order', upiOrder({ status: 'Cancelled' }), 'asha.rasoi@okaxis'],
    [
      'an order the seller collected in cash',
      upiOrder({ collected_by: 'cash', collected_at: CLAIMED_AT }),
      'asha.rasoi@okaxis',
    ],
    ['a kitchen without a UPI id', upiOrder(), null],
  ])('offers no UPI payment for %s', async (_case, order, upiVpa) => {
    const calls = serve(order, upiVpa);
    renderTracking();
    expect(await screen.findByText(m.deliveryAddress())).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.url === '/kitchen')).toBe(true));
    expect(screen.queryByRole('link', { name: /by UPI/ })).toBeNull();
    expect(screen.queryByRole('button', { name: m.iHavePaid() })).toBeNull();
  });

  it('says the payment came in once the order is collected by UPI, with no link or claim left (issue 27)', async () => {
    serve(upiOrder({ collected_by: 'upi', collected_at: CLAIMED_AT }));
    renderTracking();
    expect((await screen.findByRole('status')).textContent).toContain(m.upiPaymentReceived());
    expect(screen.queryByRole('link', { name: /by UPI/ })).toBeNull();
    expect(screen.queryByRole('img', { name: /UPI QR code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: m.iHavePaid() })).toBeNull();
  });

  it('says why, and offers no link, QR or claim, for an order above ₹1,00,000 (issue 30, D80)', async () => {
    const calls = serve(upiOrder({ amount: 120_002 }));
    renderTracking();
    const why =
      'UPI takes at most ₹1,00,000 in one payment, so please pay this order of ₹1,20,002 in cash on delivery.';
    expect(await screen.findByText(why, {}, { timeout: 20_000 })).toBeTruthy();
    expect(calls.some((call) => call.url === '/kitchen')).toBe(true);
    expect(screen.queryByRole('link', { name: /by UPI/ })).toBeNull();
    expect(screen.queryByRole('img', { name: /UPI QR code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: m.iHavePaid() })).toBeNull();
  }, 30_000);
});
