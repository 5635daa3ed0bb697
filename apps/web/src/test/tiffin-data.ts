import type { AccountSummary, LedgerEntry, StatementEntry } from '@rasoi/domain/ledger';
import type { Plan } from '@rasoi/domain/plans';
import type { PlanMealDayAnswer, Subscription } from '@rasoi/domain/subscriptions';
import type { UpiRequest } from '@rasoi/domain/upi-requests';

/**
 * Tiffin plans, subscriptions and the household account as the API answers them (issue 26), for the web
 * tests. The tests' clock is Wednesday 2 December 2026, 09:00 in the kitchen (Asia/Kolkata): NOW.
 */
export const NOW = new Date('2026-12-02T03:30:00Z');

/**
 * A plan: 'Weekday lunch', the thali of the day at lunch (order by 10:30, delivered 12:30-14:00) Monday to
 * Saturday, ₹90 a meal and ₹500 a week, skipping closes 150 minutes before delivery (10:00 the same day),
 * and the next subscription can start tomorrow, Thursday 3 December.
 */
export function aPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    _id: 'plan-1',
    name: 'Weekday lunch',
    what: 'day_thali',
    meal: null,
    slot: { _id: 'slot-lunch', name: 'Lunch', order_by: '10:30', delivery_from: '12:30', delivery_to: '14:00' },
    weekdays: [0, 1, 2, 3, 4, 5],
    meal_price_paise: 9_000,
    week_price_paise: 50_000,
    month_price_paise: null,
    skip_cutoff_minutes: 150,
    start_lead_days: 1,
    next_start: { date: '2026-12-03', skip_cutoff: '2026-12-03T04:30:00.000Z' },
    retired_at: null,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** One coming meal day, as planned and changeable until 10:00 (IST) of its day unless overridden. */
export function aMealDay(date: string, overrides: Partial<PlanMealDayAnswer> = {}): PlanMealDayAnswer {
  return {
    date,
    state: 'planned',
    note: null,
    tiffins: 1,
    changeable_until: `${date}T04:30:00.000Z`,
    changeable: true,
    ...overrides,
  };
}

/**
 * A subscription to 'Weekday lunch' since 1 December, one tiffin, prepaid, with its coming meals: today's
 * (past its cut-off), tomorrow's planned, Friday's skipped, and Saturday and Monday paused.
 */
export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    _id: 'sub-1',
    plan: { _id: 'plan-1', name: 'Weekday lunch', slot: { _id: 'slot-lunch', name: 'Lunch' }, meal_price_paise: 9_000 },
    state: 'active',
    start_day: '2026-12-01',
    end_day: null,
    tiffins: 1,
    address_id: 'address-1',
    diet: { jain: false, no_onion_garlic: false, spice: null, less_oil: false, note: null },
    pay: 'prepaid',
    pause: { from: '2026-12-05', until: '2026-12-07' },
    ended_at: null,
    created_at: '2026-11-30T06:00:00.000Z',
    meals: [
      aMealDay('2026-12-02', { changeable: false }),
      aMealDay('2026-12-03'),
      aMealDay('2026-12-04', { state: 'skipped', tiffins: 0 }),
      aMealDay('2026-12-05', { state: 'paused', tiffins: 0 }),
      aMealDay('2026-12-07', { state: 'paused', tiffins: 0 }),
    ],
    ...overrides,
  };
}

/** A household account's standing: `balance_paise` (below zero owed), limit ₹1,000, monthly not allowed. */
export function anAccount(overrides: Partial<AccountSummary> = {}): AccountSummary {
  return {
    user_id: 'user-1',
    balance_paise: 0,
    credit_limit_paise: 100_000,
    on_account_allowed: false,
    owing_since: null,
    ...overrides,
  };
}

/** A ledger entry: a meal of ₹90 charged on `day` by the server unless overridden; on a statement, `meal` null. */
export function anEntry(id: string, day: string, overrides: Partial<StatementEntry> = {}): StatementEntry {
  return {
    id,
    kind: 'meal',
    method: null,
    amount_paise: -9_000,
    balance_after_paise: -9_000,
    day,
    source_type: null,
    source_id: null,
    note: '',
    recorded_by: 'system',
    created_at: `${day}T05:00:00.000Z`,
    meal: null,
    ...overrides,
  };
}

/**
 * A household's top-up request for ₹500 (issue 27, D99): ₹499.99 to pay, awaited until `expiresAt` (by
 * default 30 minutes after NOW: 09:30 in the kitchen).
 */
export function aTopUpRequest(expiresAt = new Date(NOW.getTime() + 30 * 60 * 1000).toISOString()): UpiRequest {
  return { _id: 'upi-7', bill_paise: 50_000, amount_paise: 49_999, status: 'open', expires_at: expiresAt };
}

/** The payment the bank's SMS posted for the top-up request upi-7: the ₹500 chosen, by UPI, today. */
export function aTopUpPayment(): LedgerEntry {
  const { meal: _meal, ...entry } = anEntry('e-top', '2026-12-02', {
    kind: 'payment',
    method: 'upi',
    amount_paise: 50_000,
    balance_after_paise: 50_000,
    source_type: 'upi_request',
    source_id: 'upi-7',
  });
  return entry;
}
