import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import type { Plan } from '@rasoi/domain/plans';
import type { SlotPlanData } from '@rasoi/domain/seller';
import { useAuth } from '../../lib/session-store.ts';
import { aMeal, renderApp } from '../../test/render.tsx';
import { serveApi, success } from '../../test/slot-data.ts';
import { PlansPage } from './plans-page.tsx';

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

/** A plan as GET /kitchen/plans answers it: weekday lunch, the thali of the day, ₹85.50 a meal. */
function aPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    _id: 'plan-1',
    name: 'Weekday lunch',
    what: 'day_thali',
    meal: null,
    slot: { _id: 'slot-lunch', name: 'Lunch', order_by: '10:30', delivery_from: '12:30', delivery_to: '14:00' },
    weekdays: [0, 1, 2, 3, 4],
    meal_price_paise: 8550,
    week_price_paise: 40000,
    month_price_paise: null,
    skip_cutoff_minutes: null,
    start_lead_days: 1,
    next_start: null,
    retired_at: null,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

const retiredPlan = aPlan({
  _id: 'plan-0',
  name: 'Old dinner',
  retired_at: '2026-11-20T00:00:00.000Z',
  skip_cutoff_minutes: 120,
  start_lead_days: 0,
});

/** The server: the plans and the slot plan; POST /plans and the retire store; PATCH answers `patch`. */
function serve(plans: Plan[], patch?: { status: number; data: unknown }) {
  let stored = plans;
  return serveApi({
    'GET /kitchen/plans': () => success({ plans: stored }),
    'GET /slot-plan': () => success({ slots }),
    'POST /plans': (call) => {
      const plan = aPlan({ ...(call.body as Partial<Plan>), _id: 'plan-new' });
      stored = [...stored, plan];
      return { status: 201, ...success({ plan }) };
    },
    'POST /plans/plan-1/retire': () => {
      stored = stored.map((plan) =>
        plan._id === 'plan-1' ? { ...plan, retired_at: '2026-12-02T00:00:00.000Z' } : plan,
      );
      return success({ plan: stored.find((plan) => plan._id === 'plan-1') });
    },
    'PATCH /plans/plan-0': () =>
      patch
        ? { status: patch.status, body: { status: patch.status < 400 ? 'success' : 'error', data: patch.data } }
        : success({ plan: retiredPlan }),
  });
}

const dialog = () => screen.getByRole('dialog', { name: m.sellerPlanNewTitle() });
const box = (label: string) => within(dialog()).getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });

describe("the seller's tiffin plans (issue 26, D89)", () => {
  beforeEach(() => {
    useAuth.setState({ token: 'seller-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
    void setLocale('en', { reload: false });
  });

  it('lists active plans first with what comes, slot, days, prices, cut-off and lead; the retired one marked', async () => {
    serve([retiredPlan, aPlan()]);
    renderApp(<PlansPage />);
    const cards = await screen.findAllByRole('region');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Weekday lunch', 'Old dinner']);
    const active = cards[0]!;
    expect(within(active).getByText(m.sellerPlanDayThali())).toBeTruthy();
    expect(within(active).getByText('Lunch: Mon, Tue, Wed, Thu and Fri')).toBeTruthy();
    expect(within(active).getByText('₹85.50 a meal')).toBeTruthy();
    expect(within(active).getByText('₹400 a week')).toBeTruthy();
    expect(within(active).getByText(m.sellerPlanSkipAtSlot())).toBeTruthy();
    // One day ahead reads as the next day, not '1 days'.
    expect(within(active).getByText('Starts the day after subscribing at the earliest')).toBeTruthy();
    expect(within(active).queryByText(m.sellerPlanRetiredBadge())).toBeNull();
    const retired = cards[1]!;
    expect(within(retired).getByText(m.sellerPlanRetiredBadge())).toBeTruthy();
    expect(within(retired).getByText('Skip until 120 minutes before delivery')).toBeTruthy();
    expect(within(retired).getByText(m.sellerPlanLeadSameDay())).toBeTruthy();
    expect(within(retired).queryByRole('button', { name: m.sellerPlanRetire() })).toBeNull();
  });

  it('creates a plan with its prices typed in rupees and sent in paise', async () => {
    const calls = serve([]);
    renderApp(<PlansPage />, { meals: [aMeal({ _id: 'meal-1', name: 'Rajma Chawal Thali' })] });
    expect(await screen.findByText(m.sellerPlansEmpty())).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: m.sellerPlanAdd() }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: m.sellerPlanAdd() }));

    type(m.sellerPlanNameLabel(), 'Rajma lunch');
    type(m.sellerPlanWhatLabel(), 'meal-1');
    type(m.sellerPlanSlotLabel(), 'slot-lunch');
    // Choosing the slot offers the days it runs; the seller drops Saturday.
    const days = within(dialog()).getByRole('group', { name: m.slotDaysLabel() });
    fireEvent.click(within(days).getByRole('button', { name: 'Sat', pressed: true }));
    type(m.sellerPlanMealPriceLabel(), '85');
    type(m.sellerPlanWeekPriceLabel(), '1,250.50');
    fireEvent.click(within(dialog()).getByLabelText(m.sellerPlanCutoffBefore()));
    type(m.sellerPlanCutoffMinutesLabel(), '150');
    type(m.sellerPlanLeadDaysLabel(), '2');
    fireEvent.click(within(dialog()).getByRole('button', { name: m.sellerPlanSave() }));

    expect(await screen.findByText(m.sellerPlanSaved())).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        name: 'Rajma lunch',
        meal_id: 'meal-1',
        slot_id: 'slot-lunch',
        weekdays: [0, 1, 2, 3, 4],
        meal_price_paise: 8500,
        week_price_paise: 125050,
        month_price_paise: null,
        skip_cutoff_minutes: 150,
        start_lead_days: 2,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Rajma lunch' })).toBeTruthy();
  });

  it('sends nothing while a price is no rupee amount or no slot is chosen, and says so under each box', async () => {
    const calls = serve([]);
    renderApp(<PlansPage />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: m.sellerPlanAdd() }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: m.sellerPlanAdd() }));
    type(m.sellerPlanNameLabel(), 'Lunch');
    type(m.sellerPlanMealPriceLabel(), '85.555');
    fireEvent.click(within(dialog()).getByRole('button', { name: m.sellerPlanSave() }));

    expect(await within(dialog()).findByText(m.sellerPlanPriceRupees())).toBeTruthy();
    expect(within(dialog()).getByText(m.sellerPlanChooseSlot(), { selector: '[role=alert]' })).toBeTruthy();
    expect(box(m.sellerPlanMealPriceLabel()).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Rupees and paise a meal: an order's line is whole rupees (D92).
    type(m.sellerPlanMealPriceLabel(), '85.50');
    fireEvent.click(within(dialog()).getByRole('button', { name: m.sellerPlanSave() }));
    expect(await within(dialog()).findByText(m.planMealPriceInvalid())).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('retires a plan only once the seller confirms, and marks it retired', async () => {
    const calls = serve([aPlan()]);
    renderApp(<PlansPage />);
    const card = await screen.findByRole('region', { name: 'Weekday lunch' });
    fireEvent.click(within(card).getByRole('button', { name: m.sellerPlanRetire() }));
    const confirm = screen.getByRole('alertdialog', { name: m.sellerPlanRetireTitle({ name: 'Weekday lunch' }) });
    expect(within(confirm).getByText(m.sellerPlanRetireBody())).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: m.cancel() }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: m.sellerPlanRetire() }));
    fireEvent.click(screen.getByRole('button', { name: m.sellerPlanRetireConfirm() }));
    expect(await screen.findByText(m.sellerPlanRetiredToast({ name: 'Weekday lunch' }))).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/plans/plan-1/retire']);
    expect(await within(card).findByText(m.sellerPlanRetiredBadge())).toBeTruthy();
    expect(within(card).queryByRole('button', { name: m.sellerPlanRetire() })).toBeNull();
  });

  it("edits a retired plan's name and price a meal only, sends what changed, and shows the server's refusal", async () => {
    const refusal = 'The plan Old dinner is retired: only its name and its price a meal can still change';
    const calls = serve([retiredPlan], { status: 409, data: refusal });
    renderApp(<PlansPage />);
    const card = await screen.findByRole('region', { name: 'Old dinner' });
    fireEvent.click(within(card).getByRole('button', { name: m.sellerPlanEdit() }));
    const sheet = await screen.findByRole('dialog', { name: m.sellerPlanEditTitle({ name: 'Old dinner' }) });
    expect(within(sheet).getByText(m.sellerPlanRetiredOnly())).toBeTruthy();
    expect(within(sheet).queryByLabelText(m.sellerPlanSlotLabel())).toBeNull();
    expect((within(sheet).getByLabelText(m.sellerPlanMealPriceLabel()) as HTMLInputElement).value).toBe('85.50');
    fireEvent.change(within(sheet).getByLabelText(m.sellerPlanMealPriceLabel()), { target: { value: '90' } });
    fireEvent.click(within(sheet).getByRole('button', { name: m.sellerPlanSave() }));

    expect(await within(sheet).findByRole('alert')).toHaveProperty('textContent', refusal);
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { meal_price_paise: 9000 },
    ]);
  });

  it('reads in Hindi: prices a meal and a week, the days and the retired mark', async () => {
    void setLocale('hi', { reload: false });
    serve([aPlan(), retiredPlan]);
    renderApp(<PlansPage />);
    const card = await screen.findByRole('region', { name: 'Weekday lunch' });
    expect(within(card).getByText('₹85.50 प्रति भोजन')).toBeTruthy();
    expect(within(card).getByText('₹400 प्रति हफ़्ता')).toBeTruthy();
    expect(within(card).getByText('दिन की थाली')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'बंद करें' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Old dinner' })).getByText('बंद')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'टिफ़िन प्लान' })).toBeTruthy();
  });
});
