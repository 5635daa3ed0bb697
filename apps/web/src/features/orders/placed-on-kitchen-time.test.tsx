import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { anOrder } from '../../test/order-data.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success } from '../../test/slot-data.ts';
import { OrderTrackingPage } from './order-tracking-page.tsx';

/**
 * 'Placed on' on the kitchen's clock (issue 30, docs/decisions/0080): a phone set to New York shows the
 * same date and time as one in India. 20:00 UTC on 5 January is 01:30 on 6 January in India.
 */
const ORDER_ID = '0123456789abcdef01239f3c';
const phoneZone = process.env.TZ;

beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (phoneZone === undefined) delete process.env.TZ;
  else process.env.TZ = phoneZone;
});
beforeEach(() => {
  useAuth.setState({ token: 'customer-token' });
});

describe("an order's 'Placed on' on a phone set to another zone", { timeout: 30_000 }, () => {
  it("shows the kitchen's date and time", async () => {
    const order = anOrder({ _id: ORDER_ID, createdAt: '2026-01-05T20:00:00.000Z' });
    serveApi({
      'GET /kitchen': () => success(kitchenData({ time_zone: 'Asia/Kolkata' })),
      [`GET /order/${ORDER_ID}`]: () => success({ order }),
    });
    renderApp(
      <Routes>
        <Route path="/orders/:orderId" element={<OrderTrackingPage />} />
      </Routes>,
      { path: `/orders/${ORDER_ID}` },
    );
    // Wait for the order to arrive (the heading shows its number), however slow the machine.
    await screen.findByRole('heading', { name: 'Order #9f3c' }, { timeout: 20_000 });
    expect(screen.getByText('Placed on 6 Jan 2026, 01:30')).toBeTruthy();
  });
});
