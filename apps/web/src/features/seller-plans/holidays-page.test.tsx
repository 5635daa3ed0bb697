import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListedHoliday } from '@rasoi/domain/holidays';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import type { SlotPlanData } from '@rasoi/domain/seller';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success, type Call } from '../../test/slot-data.ts';
import { NOW } from '../../test/tiffin-data.ts';
import { HolidaysPage } from './holidays-page.tsx';

/**
 * The Holidays page (issue 26, D94): the kitchen's holidays, past ones marked, and declaring one for a day
 * or a slot after a confirm that says what happens, then how many meals already made it cancelled. The
 * clock is Wednesday 2 December 2026 in the kitchen.
 */
const slots: SlotPlanData['slots'] = [
  {
    _id: 'slot-lunch',
    name: 'Lunch',
    weekdays: [0, 1, 2, 3, 4, 5],
    order_by: '10:30',
    delivery_from: '12:30',
    delivery_to: '14:00',
    capacity: 30,
  },
];

const stored: ListedHoliday[] = [
  { _id: 'h-1', day: '2026-11-20', slot: null, note: 'Family wedding' },
  { _id: 'h-2', day: '2026-12-10', slot: { _id: 'slot-lunch', name: 'Lunch' }, note: '' },
];

/** The API: the holidays, the weekly plan, and POST /holidays answering `declared` (or refusing). */
function serve(declared: (call: Call) => { status?: number; body: unknown }) {
  let holidays = [...stored];
  return serveApi({
    'GET /kitchen': () => success(kitchenData()),
    'GET /slot-plan': () => success({ slots }),
    'GET /holidays': () => success({ holidays }),
    'POST /holidays': (call) => {
      const answer = declared(call);
      if (answer.status === undefined) {
        const body = call.body as { day: string; slot_id: string | null; note: string };
        const slot = body.slot_id === null ? null : { _id: body.slot_id, name: 'Lunch' };
        holidays = [...holidays, { _id: 'h-new', day: body.day, slot, note: body.note }];
      }
      return answer;
    },
  });
}

/** POST /holidays answering the holiday sent, with `cancelled` meals already made cancelled. */
const declareWith = (cancelled: number) => (call: Call) => {
  const body = call.body as { day: string; slot_id: string | null; note: string };
  return {
    status: undefined,
    body: { status: 'success', data: { holiday: { _id: 'h-new', ...body }, cancelled_meals: cancelled } },
  };
};

describe('the Holidays page (issue 26, D94)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    useAuth.setState({ token: 'seller-token' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
    void setLocale('en', { reload: false });
  });

  it('lists the holidays with what they take off and their notes, the past ones marked', async () => {
    serve(declareWith(0));
    renderApp(<HolidaysPage />);
    const list = await screen.findByRole('list', { name: 'Declared holidays' });
    const [past, coming] = within(list).getAllByRole('listitem');
    expect(within(past!).getByText('Fri, 20 Nov')).toBeTruthy();
    expect(within(past!).getByText('The whole day')).toBeTruthy();
    expect(within(past!).getByText('Family wedding')).toBeTruthy();
    expect(within(past!).getByText('Past')).toBeTruthy();
    expect(within(coming!).getByText('Thu, 10 Dec')).toBeTruthy();
    expect(within(coming!).getByText('Lunch')).toBeTruthy();
    expect(within(coming!).queryByText('Past')).toBeNull();
  });

  it('declares a slot holiday after a confirm that says what happens, then names the meals cancelled', async () => {
    const calls = serve(declareWith(2));
    renderApp(<HolidaysPage />);
    const form = await screen.findByRole('form', { name: 'Declare a holiday' });
    const day = within(form).getByLabelText('Day');
    expect(day.getAttribute('min')).toBe('2026-12-02');
    fireEvent.change(day, { target: { value: '2026-12-07' } });
    const slot = within(form).getByLabelText('Which meals');
    await within(slot).findByRole('option', { name: 'Lunch' });
    fireEvent.change(slot, { target: { value: 'slot-lunch' } });
    fireEvent.change(within(form).getByLabelText('Note for households (optional)'), {
      target: { value: ' Diwali ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare holiday' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Holiday on Mon, 7 Dec, Lunch?' });
    expect(
      within(confirm).getByText(
        'Every tiffin plan meal that day is not made or charged; meals already made are cancelled and refunded; the slot takes no orders. A holiday cannot be withdrawn.',
      ),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, declare' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Holiday declared for Mon, 7 Dec. Plan meals already made, now cancelled and refunded: 2',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/holidays', body: { day: '2026-12-07', slot_id: 'slot-lunch', note: 'Diwali' } },
    ]);
    const list = screen.getByRole('list', { name: 'Declared holidays' });
    expect(await within(list).findByText('Mon, 7 Dec')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('sends nothing when the confirm is cancelled, and refuses a past day before asking', async () => {
    const calls = serve(declareWith(0));
    renderApp(<HolidaysPage />);
    const form = await screen.findByRole('form', { name: 'Declare a holiday' });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare holiday' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Holiday on Wed, 2 Dec, The whole day?' });
    fireEvent.click(within(confirm).getByRole('button', { name: m.cancel() }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.change(within(form).getByLabelText('Day'), { target: { value: '2026-12-01' } });
    fireEvent.submit(form);
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a day from today on');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    serve(() => ({ status: 404, body: { status: 'error', data: 'No such meal slot in the weekly plan' } }));
    renderApp(<HolidaysPage />);
    const form = await screen.findByRole('form', { name: 'Declare a holiday' });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare holiday' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, declare' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No such meal slot in the weekly plan');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks Hindi', async () => {
    void setLocale('hi', { reload: false });
    serve(declareWith(0));
    renderApp(<HolidaysPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'छुट्टियाँ' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'छुट्टी घोषित करें' });
    expect(within(within(form).getByLabelText('कौन-से खाने')).getByRole('option', { name: 'पूरा दिन' })).toBeTruthy();
    expect(await screen.findByText('बीत गई')).toBeTruthy();
  });
});
