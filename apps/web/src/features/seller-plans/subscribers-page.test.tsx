import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { NO_DIET } from '@rasoi/domain/diet';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import type { Subscriber } from '@rasoi/domain/subscriptions';
import { useAuth } from '../../lib/session-store.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success } from '../../test/slot-data.ts';
import { SubscribersPage } from './subscribers-page.tsx';

/** A subscription as GET /subscribers answers it: the Sharmas on weekday lunch, active, prepaid. */
function aSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    _id: 'sub-1',
    household: { _id: 'user-1', mobile: '9876543210' },
    plan: { _id: 'plan-1', name: 'Weekday lunch', slot_name: 'Lunch' },
    state: 'active',
    start_day: '2026-11-02',
    end_day: null,
    tiffins: 2,
    pay: 'prepaid',
    pause: null,
    address: { reciever_name: 'Asha Sharma', flat_number: 'B-402', tower_number: 'Tower 3', society: 'Green Acres' },
    diet: { ...NO_DIET, jain: true, note: 'No green chilli' },
    balance_paise: 125050,
    ...overrides,
  };
}

const subscribers = [
  aSubscriber(),
  aSubscriber({
    _id: 'sub-2',
    household: { _id: 'user-2', mobile: '9000000002' },
    address: { reciever_name: 'Ravi Iyer', flat_number: 'A-101', tower_number: 'Tower 1', society: 'Green Acres' },
    plan: { _id: 'plan-2', name: 'Dinner thali', slot_name: 'Dinner' },
    state: 'paused',
    pause: { from: '2026-12-01', until: '2026-12-05' },
    pay: 'on_account',
    diet: NO_DIET,
    balance_paise: -45000,
  }),
  aSubscriber({
    _id: 'sub-3',
    household: { _id: 'user-3', mobile: '9000000003' },
    address: { reciever_name: 'Meena Das', flat_number: 'C-9', tower_number: 'Tower 2', society: 'Green Acres' },
    state: 'ended',
    end_day: '2026-11-28',
    tiffins: 1,
    diet: NO_DIET,
    balance_paise: null,
  }),
];

const plans = [
  { _id: 'plan-1', name: 'Weekday lunch', retired_at: null },
  { _id: 'plan-2', name: 'Dinner thali', retired_at: '2026-11-30T00:00:00.000Z' },
].map((plan) => ({
  what: 'day_thali',
  meal: null,
  slot: { _id: 'slot-1', name: 'Lunch', order_by: '10:30', delivery_from: '12:30', delivery_to: '14:00' },
  weekdays: [0, 1, 2, 3, 4],
  meal_price_paise: 8000,
  week_price_paise: null,
  month_price_paise: null,
  skip_cutoff_minutes: null,
  start_lead_days: 1,
  next_start: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...plan,
}));

describe("the seller's subscribers (issue 26, D91)", () => {
  beforeEach(() => {
    useAuth.setState({ token: 'seller-token' });
    serveApi({
      'GET /subscribers': () => success({ subscribers }),
      'GET /kitchen/plans': () => success({ plans }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuth.setState({ token: null });
    void setLocale('en', { reload: false });
  });

  it('shows each household with its plan, state, pause or end, tiffins, pay, address, diet notes and balance', async () => {
    renderApp(<SubscribersPage />);
    const asha = await screen.findByRole('region', { name: 'Asha Sharma' });
    expect(within(asha).getByRole('link', { name: '+91 9876543210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(within(asha).getByText('Weekday lunch, Lunch')).toBeTruthy();
    expect(within(asha).getByText(m.sellerSubscriberActive())).toBeTruthy();
    expect(within(asha).getByText('2 tiffins a meal')).toBeTruthy();
    expect(within(asha).getByText(m.sellerSubscriberPrepaid())).toBeTruthy();
    expect(within(asha).getByText('B-402, Tower 3, Green Acres')).toBeTruthy();
    expect(within(asha).getByText(m.dietJain())).toBeTruthy();
    expect(within(asha).getByText('No green chilli')).toBeTruthy();
    expect(within(asha).getByText('Balance ₹1,250.50')).toBeTruthy();

    const ravi = screen.getByRole('region', { name: 'Ravi Iyer' });
    expect(within(ravi).getByText(m.sellerSubscriberPaused())).toBeTruthy();
    expect(within(ravi).getByText('Paused Tue, 1 Dec to Sat, 5 Dec')).toBeTruthy();
    expect(within(ravi).getByText(m.sellerSubscriberOnAccount())).toBeTruthy();
    expect(within(ravi).getByText('Owes ₹450')).toBeTruthy();

    const meena = screen.getByRole('region', { name: 'Meena Das' });
    expect(within(meena).getByText(m.sellerSubscriberEnded())).toBeTruthy();
    expect(within(meena).getByText('Last meal Sat, 28 Nov')).toBeTruthy();
    expect(within(meena).getByText(m.sellerSubscriberNoAccount())).toBeTruthy();
  });

  it('filters by plan, a retired plan named so, and says when nobody is on it', async () => {
    renderApp(<SubscribersPage />);
    await screen.findByRole('region', { name: 'Asha Sharma' });
    const filter = screen.getByLabelText(m.sellerSubscribersPlanFilter());
    expect(await within(filter).findByRole('option', { name: 'Dinner thali (retired)' })).toBeTruthy();
    fireEvent.change(filter, { target: { value: 'plan-2' } });
    const households = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(households()).toEqual(['Ravi Iyer']);
    fireEvent.change(filter, { target: { value: '' } });
    expect(households()).toEqual(['Asha Sharma', 'Ravi Iyer', 'Meena Das']);
  });

  it('reads the states in Hindi', async () => {
    void setLocale('hi', { reload: false });
    renderApp(<SubscribersPage />);
    const ravi = await screen.findByRole('region', { name: 'Ravi Iyer' });
    expect(within(ravi).getByText('रुका हुआ')).toBeTruthy();
    expect(within(ravi).getByText('₹450 बकाया')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Asha Sharma' })).getByText('चालू')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Meena Das' })).getByText('ख़त्म')).toBeTruthy();
  });
});
