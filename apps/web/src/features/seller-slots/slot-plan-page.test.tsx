import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import type { SlotPlanData } from '@rasoi/domain/seller';
import { useAuth } from '../../lib/session-store.ts';
import { renderApp } from '../../test/render.tsx';
import { SlotPlanPage } from './slot-plan-page.tsx';

type Plan = SlotPlanData['slots'];

/**
 * The server as the editor meets it: GET /slot-plan answers the stored plan; POST /slot-plan records
 * its body and stores it, or answers 400 with `refuse` when given.
 */
function serve(stored: Plan, refuse?: string) {
  const posts: unknown[] = [];
  let plan = stored;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const answer = (status: number, data: unknown) =>
        new Response(JSON.stringify({ status: status < 400 ? 'success' : 'error', data }), { status });
      if (url.endsWith('/slot-plan') && method === 'POST') {
        const body = JSON.parse(String(init?.body)) as { slots: Omit<Plan[number], '_id'>[] };
        posts.push(body);
        if (refuse) return answer(400, refuse);
        plan = body.slots.map((entry, index) => ({ _id: `entry-${index + 1}`, ...entry }));
        return answer(200, { slots: plan });
      }
      if (url.endsWith('/slot-plan')) return answer(200, { slots: plan });
      return answer(500, 'not in this test');
    }),
  );
  return posts;
}

const lunch: Plan[number] = {
  _id: 'entry-1',
  name: 'Lunch',
  weekdays: [0, 1, 2, 3, 4, 5],
  order_by: '10:30',
  delivery_from: '12:30',
  delivery_to: '14:00',
  capacity: 30,
};

const entry = (name: string) => screen.getByRole('group', { name });
const type = (within: HTMLElement, label: string, value: string) =>
  fireEvent.change(withinBox(within, label), { target: { value } });
const withinBox = (group: HTMLElement, label: string) => within(group).getByLabelText(label);
const save = () => fireEvent.click(screen.getByRole('button', { name: m.saveWeeklyPlan() }));

describe('Weekly plan of meal slots (issue 14)', () => {
  beforeEach(() => {
    useAuth.setState({ token: 'seller-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fills Lunch + Dinner for a kitchen with no plan, lets the seller change it and saves the whole plan', async () => {
    const posts = serve([]);
    renderApp(<SlotPlanPage daysPath="/seller/slots" />);
    fireEvent.click(await screen.findByRole('button', { name: m.starterPlan() }));
    // Nothing is saved until the seller saves.
    expect(posts).toEqual([]);

    const dinner = entry('Dinner');
    type(dinner, m.platesLabel(), '20');
    const sunday = within(entry('Lunch')).getByRole('button', { name: 'Sun', pressed: true });
    fireEvent.click(sunday);
    expect(sunday.getAttribute('aria-pressed')).toBe('false');
    save();

    expect(await screen.findByText(m.slotPlanSaved())).toBeTruthy();
    expect(posts).toEqual([
      {
        slots: [
          {
            name: 'Lunch',
            weekdays: [0, 1, 2, 3, 4, 5],
            order_by: '10:30',
            delivery_from: '12:30',
            delivery_to: '14:00',
            capacity: 30,
          },
          {
            name: 'Dinner',
            weekdays: [0, 1, 2, 3, 4, 5, 6],
            order_by: '17:00',
            delivery_from: '19:30',
            delivery_to: '21:00',
            capacity: 20,
          },
        ],
      },
    ]);
  });

  it('adds, edits and removes entries of a stored plan and sends the plan as edited', async () => {
    const posts = serve([
      lunch,
      { ...lunch, _id: 'entry-2', name: 'Snacks', order_by: '15:00', delivery_from: '16:00', delivery_to: '17:00' },
    ]);
    renderApp(<SlotPlanPage daysPath="/seller/slots" />);
    const stored = await screen.findByRole('group', { name: 'Lunch' });
    expect((withinBox(stored, m.orderByLabel()) as HTMLInputElement).value).toBe('10:30');

    fireEvent.click(screen.getByRole('button', { name: m.removeSlot({ slot: 'Snacks' }) }));
    expect(screen.queryByRole('group', { name: 'Snacks' })).toBeNull();
    expect(screen.getByRole('button', { name: m.addSlot() }).matches(':focus')).toBe(true);
    type(stored, m.platesLabel(), '40');

    fireEvent.click(screen.getByRole('button', { name: m.addSlot() }));
    const added = entry(m.slotNumber({ number: 2 }));
    type(added, m.slotNameLabel(), 'Dinner');
    const dinner = entry('Dinner');
    for (const day of ['Sat', 'Sun']) fireEvent.click(within(dinner).getByRole('button', { name: day }));
    type(dinner, m.orderByLabel(), '18:00');
    type(dinner, m.deliveryFromLabel(), '19:30');
    type(dinner, m.deliveryToLabel(), '21:00');
    type(dinner, m.platesLabel(), '25');
    save();

    await screen.findByText(m.slotPlanSaved());
    expect(posts).toEqual([
      {
        slots: [
          { ...withoutId(lunch), capacity: 40 },
          {
            name: 'Dinner',
            weekdays: [0, 1, 2, 3, 4],
            order_by: '18:00',
            delivery_from: '19:30',
            delivery_to: '21:00',
            capacity: 25,
          },
        ],
      },
    ]);
  });

  it('shows the plan rules’ messages under their boxes and sends nothing', async () => {
    const posts = serve([lunch]);
    renderApp(<SlotPlanPage daysPath="/seller/slots" />);
    const stored = await screen.findByRole('group', { name: 'Lunch' });
    type(stored, m.orderByLabel(), '14:30');
    type(stored, m.platesLabel(), '0');
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) {
      fireEvent.click(within(stored).getByRole('button', { name: day }));
    }
    save();

    expect(await within(stored).findByText(m.slotCutoffAfterWindow())).toBeTruthy();
    expect(within(stored).getByText(m.slotCapacityInvalid())).toBeTruthy();
    expect(within(stored).getByText(m.slotWeekdaysRequired())).toBeTruthy();
    expect(withinBox(stored, m.orderByLabel()).getAttribute('aria-invalid')).toBe('true');

    // Fixed, but now overlapping a second Lunch-time slot on Monday: the plan's own rule.
    type(stored, m.orderByLabel(), '10:30');
    type(stored, m.platesLabel(), '30');
    fireEvent.click(within(stored).getByRole('button', { name: 'Mon' }));
    fireEvent.click(screen.getByRole('button', { name: m.addSlot() }));
    const added = entry(m.slotNumber({ number: 2 }));
    type(added, m.slotNameLabel(), 'Thali lunch');
    type(added, m.orderByLabel(), '11:00');
    type(added, m.deliveryFromLabel(), '13:00');
    type(added, m.deliveryToLabel(), '14:30');
    type(added, m.platesLabel(), '10');
    save();

    expect(await screen.findByText(m.slotsOverlap())).toBeTruthy();
    await waitFor(() => expect(posts).toEqual([]));
  });

  it('shows the server’s refusal under the form and keeps what the seller typed', async () => {
    const posts = serve([lunch], m.slotsTooMany());
    renderApp(<SlotPlanPage daysPath="/seller/slots" />);
    const stored = await screen.findByRole('group', { name: 'Lunch' });
    type(stored, m.platesLabel(), '35');
    save();

    const alert = await screen.findByText(m.slotsTooMany());
    expect(alert.getAttribute('role')).toBe('alert');
    expect(posts).toHaveLength(1);
    expect((withinBox(stored, m.platesLabel()) as HTMLInputElement).value).toBe('35');
    expect(screen.queryByText(m.slotPlanSaved())).toBeNull();
  });
});

function withoutId(entry: Plan[number]) {
  const { _id: _ignored, ...rest } = entry;
  return rest;
}
