import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Slot } from '@rasoi/domain/api';
import { useCart } from '../../lib/cart-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { aSlot, serveApi, success } from '../../test/slot-data.ts';
import { SlotStrip } from './slot-strip.tsx';

const TODAY = '2026-11-26';
const TOMORROW = '2026-11-27';

/** The kitchen's clock for the test (its wall clock is Asia/Kolkata, UTC+5:30). */
function itIsNow(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

/** GET /slots answers `today` for the kitchen's today and `tomorrow` for the next date; GET /kitchen its settings. */
function serveSlots(today: Slot[], tomorrow: Slot[] = []) {
  return serveApi({
    'GET /kitchen': () => success(kitchenData()),
    'GET /slots': () => success({ date: TODAY, slots: today }),
    [`GET /slots?date=${TOMORROW}`]: () => success({ date: TOMORROW, slots: tomorrow }),
  });
}

describe("the home screen's slot strip (issue 14)", () => {
  beforeEach(() => {
    useCart.getState().clearCart();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows each of today’s slots with its cut-off and the plates left, without a countdown while the cut-off is far', async () => {
    itIsNow('2026-11-26T03:30:00Z'); // 09:00 in the kitchen
    serveSlots([aSlot(TODAY, 'Lunch'), aSlot(TODAY, 'Dinner', { taken: 9 })]);
    renderApp(<SlotStrip />);

    expect(await screen.findByText('Lunch: order by 10:30 · 6 plates left')).toBeTruthy();
    expect(screen.getByText('Dinner: order by 17:30 · 1 plate left')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Today's meal slots" })).toBeTruthy();
    expect(screen.queryByText(/Order in/)).toBeNull();
  });

  it('counts down to a cut-off less than an hour away', async () => {
    itIsNow('2026-11-26T04:36:00Z'); // 10:06: lunch closes at 10:30
    serveSlots([aSlot(TODAY, 'Lunch'), aSlot(TODAY, 'Dinner')]);
    renderApp(<SlotStrip />);

    expect(await screen.findByText('Order in 24 min')).toBeTruthy();
    // Dinner's cut-off is hours away: one countdown only.
    expect(screen.getAllByText(/Order in/)).toHaveLength(1);
  });

  it('says a full slot is full and names the next open one, preferring the same meal tomorrow', async () => {
    itIsNow('2026-11-26T03:30:00Z');
    serveSlots([aSlot(TODAY, 'Lunch', { taken: 10 }), aSlot(TODAY, 'Dinner')], [aSlot(TOMORROW, 'Lunch')]);
    renderApp(<SlotStrip />);

    expect(await screen.findByText("Lunch is full for today. Tomorrow's lunch is open.")).toBeTruthy();
    expect(screen.getByText('Dinner: order by 17:30 · 6 plates left')).toBeTruthy();
  });

  it("says when all of today is full or past and offers tomorrow's first open slot for the cart", async () => {
    itIsNow('2026-11-26T06:00:00Z'); // 11:30: lunch is past, dinner full
    serveSlots(
      [aSlot(TODAY, 'Lunch'), aSlot(TODAY, 'Dinner', { taken: 10 })],
      [aSlot(TOMORROW, 'Lunch', { taken: 10 }), aSlot(TOMORROW, 'Dinner')],
    );
    renderApp(<SlotStrip />);

    // Lunch past and dinner full: neither 'full' nor 'closed' alone says it.
    expect(await screen.findByRole('heading', { name: 'No more orders for today' })).toBeTruthy();
    expect(screen.getByText("Orders for Lunch today closed at 10:30. Tomorrow's dinner is open.")).toBeTruthy();
    expect(screen.getByText("Dinner is full for today. Tomorrow's dinner is open.")).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: "Order for tomorrow's dinner" }));
    expect(useCart.getState().slotId).toBe(`dinner-${TOMORROW}`);
    const chosen = screen.getByRole('button', { name: "Your order is for tomorrow's dinner" });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
  });

  it('says today is full when every slot of today is full, and closed when every cut-off has passed', async () => {
    itIsNow('2026-11-26T03:30:00Z');
    serveSlots(
      [aSlot(TODAY, 'Lunch', { taken: 10 }), aSlot(TODAY, 'Dinner', { taken: 10 })],
      [aSlot(TOMORROW, 'Lunch')],
    );
    const { unmount } = renderApp(<SlotStrip />);
    expect(await screen.findByRole('heading', { name: "Today's slots are full" })).toBeTruthy();
    unmount();

    itIsNow('2026-11-26T13:00:00Z'); // 18:30: both cut-offs passed
    serveSlots([aSlot(TODAY, 'Lunch'), aSlot(TODAY, 'Dinner')], [aSlot(TOMORROW, 'Lunch')]);
    renderApp(<SlotStrip />);
    expect(await screen.findByRole('heading', { name: 'Orders for today have closed' })).toBeTruthy();
  });

  it('shows nothing for a kitchen without slots', async () => {
    itIsNow('2026-11-26T03:30:00Z');
    const calls = serveSlots([]);
    renderApp(<SlotStrip />);

    await waitFor(() => expect(calls.some((call) => call.url === '/slots')).toBe(true));
    await waitFor(() => expect(calls.some((call) => call.url === '/kitchen')).toBe(true));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
