import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Slot } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { SlotDaysPage } from './slot-days-page.tsx';
import { TodaysSlotsCard } from './todays-slots-card.tsx';

const TODAY = '2025-12-02';
const TOMORROW = '2025-12-03';

/** A day's slot as GET /slots answers it; times are instants (10:30 and 12:30-14:00 in Asia/Kolkata). */
function aSlot(overrides: Partial<Slot> = {}): Slot {
  return {
    _id: 'lunch-today',
    name: 'Lunch',
    date: TODAY,
    order_by: `${TODAY}T05:00:00.000Z`,
    delivery_from: `${TODAY}T07:00:00.000Z`,
    delivery_to: `${TODAY}T08:30:00.000Z`,
    capacity: 30,
    taken: 12,
    remaining: 18,
    is_open: true,
    state: 'open',
    ...overrides,
  };
}

/**
 * The server as the slot screens meet it: GET /kitchen, GET /slot-plan (a one-entry plan), GET /slots
 * with or without a date (the kitchen's today), and PATCH /slots/:id, recorded and applied as the
 * server does (a cap below the plates taken closes the slot).
 */
function serve(days: Record<string, Slot[]>) {
  const patches: { id: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const answer = (status: number, data: unknown) =>
        new Response(JSON.stringify({ status: status < 400 ? 'success' : 'error', data }), { status });
      const { pathname, searchParams } = new URL(url, 'http://app.test');
      const patched = /\/slots\/([^/]+)$/.exec(pathname);
      if (patched && method === 'PATCH') {
        const id = decodeURIComponent(patched[1]!);
        const body = JSON.parse(String(init?.body)) as { capacity?: number; is_open?: boolean };
        patches.push({ id, body });
        for (const slots of Object.values(days)) {
          const index = slots.findIndex((slot) => slot._id === id);
          if (index === -1) continue;
          const slot = { ...slots[index]!, ...body };
          if (body.capacity !== undefined && body.capacity < slot.taken) slot.is_open = false;
          slot.remaining = Math.max(0, slot.capacity - slot.taken);
          slot.state = !slot.is_open ? 'closed' : slot.remaining === 0 ? 'full' : 'open';
          slots[index] = slot;
          return answer(200, { slot });
        }
        return answer(404, m.slotNotFound());
      }
      if (pathname.endsWith('/slots')) {
        const date = searchParams.get('date') ?? TODAY;
        return answer(200, { date, slots: days[date] ?? [] });
      }
      if (pathname.endsWith('/slot-plan')) {
        const entry = { name: 'Lunch', weekdays: [0, 1, 2, 3, 4, 5, 6], order_by: '10:30' };
        return answer(200, {
          slots: [{ _id: 'entry-1', ...entry, delivery_from: '12:30', delivery_to: '14:00', capacity: 30 }],
        });
      }
      if (pathname.endsWith('/kitchen')) return answer(200, kitchenData());
      return answer(500, 'not in this test');
    }),
  );
  return patches;
}

const lunchCard = () => screen.getByRole('region', { name: 'Lunch' });

describe('The seller’s days of meal slots (issue 14)', () => {
  beforeEach(() => {
    useAuth.setState({ token: 'seller-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows today’s slots on the kitchen’s clock, with plates taken of the cap and the state in words', async () => {
    serve({
      [TODAY]: [
        aSlot(),
        aSlot({ _id: 'dinner-today', name: 'Dinner', taken: 25, capacity: 25, remaining: 0, state: 'full' }),
      ],
      [TOMORROW]: [aSlot({ _id: 'lunch-tomorrow', date: TOMORROW, taken: 0, remaining: 30, state: 'later' })],
    });
    renderApp(<SlotDaysPage planPath="/seller/slot-plan" />);

    const lunch = await screen.findByRole('region', { name: 'Lunch' });
    expect(within(lunch).getByText(m.deliveryBetween({ from: '12:30', to: '14:00' }))).toBeTruthy();
    expect(within(lunch).getByText(m.orderByAt({ time: '10:30' }))).toBeTruthy();
    expect(within(lunch).getByText(m.platesTakenOfCap({ taken: 12, capacity: 30 }))).toBeTruthy();
    expect(within(lunch).getByText(m.slotStateOpen())).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Dinner' })).getByText(m.slotStateFull())).toBeTruthy();
    expect(screen.getByRole('button', { name: m.today(), pressed: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: m.tomorrow() }));
    expect(await screen.findByText(m.slotStateLater())).toBeTruthy();
    expect(screen.getByRole('heading', { name: m.tomorrow() })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Dinner' })).toBeNull();
    // A week in all, from the kitchen's today.
    expect(within(screen.getByRole('group', { name: m.chooseDay() })).getAllByRole('button')).toHaveLength(7);
  });

  it('closes and reopens a day’s slot with its switch, PATCH {is_open}', async () => {
    const patches = serve({ [TODAY]: [aSlot()] });
    renderApp(<SlotDaysPage planPath="/seller/slot-plan" />);
    const name = m.takeOrdersFor({ slot: 'Lunch' });
    const toggle = await screen.findByRole('switch', { name, checked: true });

    fireEvent.click(toggle);
    expect(await screen.findByText(m.slotClosedNow({ slot: 'Lunch' }))).toBeTruthy();
    expect(patches).toEqual([{ id: 'lunch-today', body: { is_open: false } }]);
    expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('false');
    expect(within(lunchCard()).getByText(m.slotStateClosed())).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name }));
    expect(await screen.findByText(m.slotOpenNow({ slot: 'Lunch' }))).toBeTruthy();
    expect(patches.at(-1)).toEqual({ id: 'lunch-today', body: { is_open: true } });
    expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('true');
  });

  it('changes a day’s cap with PATCH {capacity}; below the plates taken it shows the slot closed and the orders kept', async () => {
    const patches = serve({ [TODAY]: [aSlot()] });
    renderApp(<SlotDaysPage planPath="/seller/slot-plan" />);
    const box = await screen.findByLabelText(m.slotCapFor({ slot: 'Lunch' }));
    const saveCap = () => fireEvent.click(screen.getByRole('button', { name: m.savePlatesFor({ slot: 'Lunch' }) }));

    fireEvent.change(box, { target: { value: '40' } });
    saveCap();
    expect(await screen.findByText(m.platesTakenOfCap({ taken: 12, capacity: 40 }))).toBeTruthy();
    expect(patches).toEqual([{ id: 'lunch-today', body: { capacity: 40 } }]);

    fireEvent.change(screen.getByLabelText(m.slotCapFor({ slot: 'Lunch' })), {
      target: { value: '10' },
    });
    saveCap();
    expect(await screen.findByText(m.slotOverCap({ taken: 12 }))).toBeTruthy();
    expect(patches.at(-1)).toEqual({ id: 'lunch-today', body: { capacity: 10 } });
    expect(screen.getByText(m.slotClosedNow({ slot: 'Lunch' }))).toBeTruthy();
    expect(within(lunchCard()).getByText(m.slotStateClosed())).toBeTruthy();
    expect(screen.getByRole('switch', { name: m.takeOrdersFor({ slot: 'Lunch' }) }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('checks the cap before sending it', async () => {
    const patches = serve({ [TODAY]: [aSlot()] });
    renderApp(<SlotDaysPage planPath="/seller/slot-plan" />);
    const box = await screen.findByLabelText(m.slotCapFor({ slot: 'Lunch' }));
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: m.savePlatesFor({ slot: 'Lunch' }) }));
    expect(await screen.findByText(m.slotCapacityInvalid())).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(patches).toEqual([]);
  });

  it('shows today’s plates on the dashboard card, with a link to the slots', async () => {
    serve({
      [TODAY]: [aSlot(), aSlot({ _id: 'dinner-today', name: 'Dinner', taken: 0, is_open: false, state: 'closed' })],
    });
    renderApp(<TodaysSlotsCard to="/seller/slots" />);
    const card = await screen.findByRole('region', { name: m.todaysSlots() });
    expect(within(card).getByText(m.platesShort({ taken: 12, capacity: 30 }))).toBeTruthy();
    expect(within(card).getByText(m.slotStateClosed())).toBeTruthy();
    expect(within(card).getByRole('link', { name: m.manageSlots() }).getAttribute('href')).toBe('/seller/slots');
  });
});
