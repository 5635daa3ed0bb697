import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { useDiet } from '../../lib/diet-store.ts';
import { paths } from '../../lib/paths.ts';
import { useAuth } from '../../lib/session-store.ts';
import { useUi } from '../../lib/ui-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { expectNameStartsWithVisibleText } from '../../test/label-in-name.ts';
import { renderApp } from '../../test/render.tsx';
import { routerProbe } from '../../test/router-probe.tsx';
import { anAddress, serveApi, success } from '../../test/slot-data.ts';
import { aPlan, anAccount, aSubscription, NOW } from '../../test/tiffin-data.ts';
import { TiffinPlansLink } from '../../ui/tiffin-plans-link.tsx';
import { PlansPage } from './plans-page.tsx';
import { SubscribePage } from './subscribe-page.tsx';

/**
 * The tiffin plans and the subscribe form (issue 26, D89, D91): what a plan brings and when it can be
 * skipped and started, in English and Hindi; the entry shown only while the kitchen has plans; the
 * subscribe body, sent with an Idempotency-Key; a refusal in the server's words.
 */
const dinner = aPlan({
  _id: 'plan-2',
  name: 'Rajma dinner',
  what: 'meal',
  meal: { _id: 'meal-9', name: 'Rajma Chawal Thali', name_hi: 'राजमा चावल थाली' },
  slot: { _id: 'slot-dinner', name: 'Dinner', order_by: '17:30', delivery_from: '19:30', delivery_to: '21:00' },
  weekdays: [0, 2, 4],
  meal_price_paise: 12_050,
  week_price_paise: null,
  month_price_paise: 150_000,
  // 25 hours before 19:30: 18:30 the day before.
  skip_cutoff_minutes: 1_500,
  next_start: { date: '2026-12-04', skip_cutoff: '2026-12-03T13:00:00.000Z' },
});

/** The card of the plan whose heading is `name`, once it is on screen. */
async function planCard(name: string): Promise<HTMLElement> {
  await screen.findByRole('heading', { name });
  return screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!;
}

function servePlans(plans = [aPlan(), dinner]) {
  return serveApi({
    'GET /kitchen': () => success(kitchenData()),
    'GET /plans': () => success({ plans }),
  });
}

describe('the tiffin plans (issue 26)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    void setLocale('en', { reload: false });
    useAuth.setState({ token: null });
    useUi.setState({ currentOverlay: null });
  });

  it('lists each plan: what comes, slot and days, prices, skip cut-off and next start', async () => {
    servePlans();
    renderApp(<PlansPage />);
    const lunch = await planCard('Weekday lunch');
    expect(within(lunch).getByText('Thali of the day')).toBeTruthy();
    expect(within(lunch).getByText('Lunch, Mon–Sat')).toBeTruthy();
    expect(within(lunch).getByText('₹90 a meal · ₹500 a week')).toBeTruthy();
    expect(within(lunch).getByText('Skip until 10:00 the same day')).toBeTruthy();
    expect(within(lunch).getByText('Can start tomorrow')).toBeTruthy();
    // A visitor's link opens the form under the login sheet (D119).
    expect(within(lunch).getByRole('link', { name: 'Subscribe to Weekday lunch' }).getAttribute('href')).toBe(
      '/plans/plan-1?sheet=login',
    );

    const rajma = await planCard('Rajma dinner');
    expect(within(rajma).getByText('Rajma Chawal Thali')).toBeTruthy();
    expect(within(rajma).getByText('Dinner, Mon, Wed, Fri')).toBeTruthy();
    expect(within(rajma).getByText('₹120.50 a meal · ₹1,500 a month')).toBeTruthy();
    expect(within(rajma).getByText('Skip until 18:30 the day before')).toBeTruthy();
    expect(within(rajma).getByText('Can start Fri, 4 Dec')).toBeTruthy();
  });

  it('says the same in Hindi, the thali by its Hindi name', async () => {
    void setLocale('hi', { reload: false });
    servePlans();
    renderApp(<PlansPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'टिफ़िन प्लान' })).toBeTruthy();
    const lunch = await planCard('Weekday lunch');
    expect(within(lunch).getByText('दिन की थाली')).toBeTruthy();
    expect(within(lunch).getByText('उसी दिन 10:00 बजे तक छोड़ सकते हैं')).toBeTruthy();
    expect(within(lunch).getByText('₹90 प्रति मील · ₹500 प्रति हफ़्ता')).toBeTruthy();
    // The link's name starts with the words it shows (WCAG 2.5.3, D81).
    expectNameStartsWithVisibleText(within(lunch).getByRole('link', { name: 'सदस्यता लें: Weekday lunch' }));
    const rajma = await planCard('Rajma dinner');
    expect(within(rajma).getByText('राजमा चावल थाली')).toBeTruthy();
    expect(within(rajma).getByText('एक दिन पहले 18:30 बजे तक छोड़ सकते हैं')).toBeTruthy();
  });

  it('asks a visitor to log in on the way to the subscribe form, with the toast the cart gives (D119)', async () => {
    servePlans();
    const { router, Probe } = routerProbe();
    renderApp(
      <>
        <PlansPage />
        <Probe />
      </>,
      { path: paths.plans },
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Subscribe to Weekday lunch' }));
    expect(await screen.findByText(m.loginToContinue())).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.planSubscribe('plan-1'));
    expect(router.state.location.search).toBe('?sheet=login');
  });

  it('takes a signed-in neighbour straight to the subscribe form', async () => {
    useAuth.setState({ token: 'token-1' });
    servePlans();
    renderApp(<PlansPage />);
    const lunch = await planCard('Weekday lunch');
    expect(within(lunch).getByRole('link', { name: 'Subscribe to Weekday lunch' }).getAttribute('href')).toBe(
      '/plans/plan-1',
    );
  });

  it('shows the home entry only while the kitchen has plans', async () => {
    servePlans([]);
    const { unmount } = renderApp(<TiffinPlansLink />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /Tiffin plans/ })).toBeNull();
    unmount();

    servePlans();
    renderApp(<TiffinPlansLink />);
    const entry = await screen.findByRole('link', { name: /^Tiffin plans/ });
    expect(entry.getAttribute('href')).toBe(paths.plans);
  });
});

describe('subscribing to a plan (issue 26, D91)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    useAuth.setState({ token: 'customer-token' });
    useDiet.setState({
      diet: { jain: true, no_onion_garlic: false, spice: 'less', less_oil: false, note: 'No sugar' },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
    useDiet.getState().resetDiet();
  });

  /** The form of 'Weekday lunch', and the API; `subscribe` answers POST /subscriptions. */
  function renderForm(subscribe: () => ReturnType<typeof success>, onAccountAllowed = true) {
    const calls = serveApi({
      'GET /kitchen': () => success(kitchenData()),
      'GET /plans': () => success({ plans: [aPlan()] }),
      'GET /address': () =>
        success({ addresses: [anAddress(), { ...anAddress(), _id: 'address-2', flat_number: '202' }] }),
      'GET /account': () =>
        success({ account: anAccount({ on_account_allowed: onAccountAllowed }), entries: [], nextCursor: null }),
      'POST /subscriptions': subscribe,
    });
    const { router, Probe } = routerProbe();
    renderApp(
      <>
        <Routes>
          <Route path={paths.planSubscribePattern} element={<SubscribePage />} />
          <Route path={paths.tiffin} element={null} />
        </Routes>
        <Probe />
      </>,
      { path: paths.planSubscribe('plan-1') },
    );
    return { calls, router };
  }

  const idempotencyKeys = () =>
    vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => String(url).endsWith('/subscriptions'))
      .map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);

  it('sends the chosen day, tiffins, address, remembered diet notes and pay, then opens My tiffin', async () => {
    const { calls, router } = renderForm(() => ({
      status: 201,
      body: { status: 'success', data: { subscription: aSubscription({ start_day: '2026-12-04' }) } },
    }));
    await screen.findByRole('heading', { name: 'Subscribe to Weekday lunch' });
    const start = screen.getByLabelText('Start day') as HTMLSelectElement;
    // The earliest start first, then only the plan's days (Sunday the 6th is not one).
    expect([...start.options].map((option) => option.value).slice(0, 4)).toEqual([
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-07',
    ]);
    expect(start.value).toBe('2026-12-03');
    fireEvent.change(start, { target: { value: '2026-12-04' } });
    fireEvent.click(screen.getByRole('radio', { name: '2' }));
    fireEvent.click(await screen.findByRole('radio', { name: /202, A, Green Meadows/ }));
    // The remembered notes are filled in.
    expect(screen.getByRole('button', { name: m.dietJain() }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText(m.dietNoteLabel()) as HTMLInputElement).value).toBe('No sugar');
    fireEvent.click(await screen.findByRole('radio', { name: 'Monthly on account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.tiffin));
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      plan_id: 'plan-1',
      start_day: '2026-12-04',
      tiffins: 2,
      address_id: 'address-2',
      pay: 'on_account',
      diet: { jain: true, spice: 'less', note: 'No sugar' },
    });
    expect(idempotencyKeys()[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers prepaid alone when the account does not allow monthly payment', async () => {
    renderForm(() => success({}), false);
    await screen.findByRole('radio', { name: 'Prepaid' });
    // The account has answered: the form says why monthly payment is not offered.
    await screen.findByText('Monthly payment on account: not open, ask the kitchen');
    expect(screen.queryByRole('radio', { name: 'Monthly on account' })).toBeNull();
  });

  it("shows the server's refusal, and sends a retry of the same form with the same key", async () => {
    const refusal = 'This plan can start on Thu, 3 Dec at the earliest';
    renderForm(() => ({ status: 400, body: { status: 'error', data: refusal } }));
    const confirm = await screen.findByRole('button', { name: 'Confirm subscription' });
    await screen.findByRole('radio', { name: /101, A, Green Meadows/ });
    fireEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    await waitFor(() => expect(idempotencyKeys()).toHaveLength(2));
    expect(idempotencyKeys()[1]).toBe(idempotencyKeys()[0]);
  });
});
