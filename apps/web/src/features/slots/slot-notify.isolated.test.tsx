import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Slot } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { useCart } from '../../lib/cart-store.ts';
import { useAuth } from '../../lib/session-store.ts';
import { useUi } from '../../lib/ui-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { aSlot, serveApi, success, type Call } from '../../test/slot-data.ts';
import { ensurePushRegistered } from '../../api/ensure-push.ts';
import { SlotPicker } from './slot-picker.tsx';
import { SlotStrip } from './slot-strip.tsx';
import type { SlotChoice } from './use-slot-choice.ts';

// The push flow needs a service worker and a permission prompt, which jsdom lacks: the test says how it went.
vi.mock('../../api/ensure-push.ts', () => ({ ensurePushRegistered: vi.fn() }));

const TODAY = '2026-11-26';
const TOMORROW = '2026-11-27';
const DAY_AFTER = '2026-11-28';
const full = (date: string, meal: 'Lunch' | 'Dinner') => aSlot(date, meal, { taken: 10 });

/**
 * The kitchen takes orders two days ahead; GET /slots answers each day from `days`, and
 * POST /kitchen/notify-me says the caller now waits.
 */
function serve(days: Record<string, Slot[]>): Call[] {
  return serveApi({
    'GET /kitchen': () => success(kitchenData({ order_days_ahead: 2 })),
    'GET /slots': () => success({ date: TODAY, slots: days[TODAY] ?? [] }),
    [`GET /slots?date=${TOMORROW}`]: () => success({ date: TOMORROW, slots: days[TOMORROW] ?? [] }),
    [`GET /slots?date=${DAY_AFTER}`]: () => success({ date: DAY_AFTER, slots: days[DAY_AFTER] ?? [] }),
    'POST /kitchen/notify-me': () => success({ subscribed: true }),
  });
}

const notifyMe = () => screen.queryByRole('button', { name: m.notifyMe() });
const askedToNotify = (calls: Call[]) => calls.filter((call) => call.url === '/kitchen/notify-me');

describe("'Notify me' when every meal slot is full (issue 14, D48)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T03:30:00Z')); // 09:00 in the kitchen
    useCart.getState().clearCart();
    vi.mocked(ensurePushRegistered).mockResolvedValue(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
    useUi.setState({ currentOverlay: null });
  });

  it('is not offered while a slot of a coming day has room: the strip names that slot instead', async () => {
    serve({
      [TODAY]: [full(TODAY, 'Lunch'), full(TODAY, 'Dinner')],
      [TOMORROW]: [full(TOMORROW, 'Lunch'), full(TOMORROW, 'Dinner')],
      [DAY_AFTER]: [aSlot(DAY_AFTER, 'Lunch'), full(DAY_AFTER, 'Dinner')],
    });
    renderApp(<SlotStrip />);

    expect(await screen.findByText('Lunch is full for today. Lunch on Sat, 28 Nov is open.')).toBeTruthy();
    expect(notifyMe()).toBeNull();
  });

  it("is not offered while tomorrow has room: the strip offers tomorrow's slot", async () => {
    const calls = serve({
      [TODAY]: [full(TODAY, 'Lunch'), full(TODAY, 'Dinner')],
      [TOMORROW]: [aSlot(TOMORROW, 'Lunch')],
    });
    renderApp(<SlotStrip />);

    expect(await screen.findByRole('button', { name: "Order for tomorrow's lunch" })).toBeTruthy();
    expect(notifyMe()).toBeNull();
    // The day after is not even asked for.
    expect(calls.some((call) => call.url.includes(DAY_AFTER))).toBe(false);
  });

  it('is offered when no slot up to the last order day has room; a tap asks once and says what will happen', async () => {
    useAuth.setState({ token: 'a-customer-token' });
    const calls = serve({
      [TODAY]: [full(TODAY, 'Lunch'), aSlot(TODAY, 'Dinner', { is_open: false, state: 'closed' })],
      [TOMORROW]: [full(TOMORROW, 'Lunch'), full(TOMORROW, 'Dinner')],
      [DAY_AFTER]: [full(DAY_AFTER, 'Lunch')],
    });
    renderApp(<SlotStrip />);

    const button = await screen.findByRole('button', { name: m.notifyMe() });
    expect(screen.getByText(m.notifyRoomAhead())).toBeTruthy();
    expect(screen.getByText('Lunch is full for today.')).toBeTruthy();
    fireEvent.click(button);

    expect((await screen.findByRole('status')).textContent).toBe(m.notifyRoomSubscribed());
    expect(ensurePushRegistered).toHaveBeenCalledTimes(1);
    expect(askedToNotify(calls)).toEqual([{ method: 'POST', url: '/kitchen/notify-me', body: {} }]);
    expect(notifyMe()).toBeNull();
  });

  it('asks a visitor to log in first, then sends the request by itself', async () => {
    const calls = serve({
      [TODAY]: [full(TODAY, 'Lunch')],
      [TOMORROW]: [full(TOMORROW, 'Lunch')],
      [DAY_AFTER]: [],
    });
    renderApp(<SlotStrip />);

    fireEvent.click(await screen.findByRole('button', { name: m.notifyMe() }));
    expect(screen.getByText(m.notifyRoomLogIn())).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.login() }));
    expect(useUi.getState().currentOverlay).toBe('login');
    expect(askedToNotify(calls)).toHaveLength(0);

    act(() => useAuth.setState({ token: 'a-customer-token' }));
    expect((await screen.findByRole('status')).textContent).toBe(m.notifyRoomSubscribed());
    expect(askedToNotify(calls)).toHaveLength(1);
  });
});

describe("'Notify me' in the checkout's slot picker (issue 14, D48)", () => {
  const now = Date.parse('2026-11-26T03:30:00Z');
  /** The picker's input as useSlotChoice gives it, with no slot chosen (none can take the cart). */
  const choice = (slots: Slot[], plates: number): SlotChoice => ({
    hasSlots: true,
    today: TODAY,
    slots,
    plates,
    now,
    answered: true,
    slotId: undefined,
    choose: () => {},
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
  });

  it('is offered beside the full slots when none has room; a tap asks and says what will happen', async () => {
    useAuth.setState({ token: 'a-customer-token' });
    const calls = serve({});
    renderApp(<SlotPicker choice={choice([full(TODAY, 'Lunch'), full(TOMORROW, 'Lunch')], 1)} />);
    expect(screen.getByText(m.noSlotOpen())).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Today's lunch/ })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: m.notifyMe() }));
    expect((await screen.findByRole('status')).textContent).toBe(m.notifyRoomSubscribed());
    expect(askedToNotify(calls)).toHaveLength(1);
  });

  it('is not offered when a slot has too few plates for the cart: a smaller order fits', () => {
    serve({});
    renderApp(<SlotPicker choice={choice([full(TODAY, 'Lunch'), aSlot(TOMORROW, 'Lunch', { taken: 9 })], 3)} />);
    expect(screen.getByText(m.noSlotOpen())).toBeTruthy();
    expect(notifyMe()).toBeNull();
  });
});
