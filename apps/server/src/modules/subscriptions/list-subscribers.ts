import { localDateAt } from '@rasoi/domain/slot-dates';
import { currentPause, subscriptionState } from '@rasoi/domain/subscription-days';
import { SUBSCRIPTION_STATES, type Subscriber } from '@rasoi/domain/subscriptions';
import type { AppContext } from '../../app-context.ts';
import { dietOf, pausedDays } from './subscription-answer.ts';
import { listDayRows } from './subscription-day-queries.ts';

/**
 * The kitchen's subscribers (issue 26, docs/decisions/0091, `listSubscribers`): every subscription with its
 * household (user id, mobile), plan and slot, state and pause at the kitchen's today, tiffins, pay,
 * address and diet notes, and the household account's balance in paise (null while it has none). The
 * account, plan, user and address are read in the same query's joins (their modules' tables, never
 * written here). Active first, then paused, then ended; within each by plan name and mobile. Not paged: a
 * home kitchen keeps some hundreds of regulars at most.
 */
export async function listSubscribers(ctx: Pick<AppContext, 'db' | 'config' | 'now'>): Promise<Subscriber[]> {
  const today = localDateAt(ctx.now(), ctx.config.kitchenTimezone);
  const rows = await ctx.db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .innerJoin('slot_plan', 'slot_plan.id', 'plans.slot_id')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .innerJoin('addresses', 'addresses.id', 'subscriptions.address_id')
    .leftJoin('household_accounts', 'household_accounts.user_id', 'subscriptions.user_id')
    .selectAll('subscriptions')
    .select([
      'plans.name as plan_name',
      'slot_plan.name as slot_name',
      'users.mobile as mobile',
      'addresses.reciever_name as reciever_name',
      'addresses.flat_number as flat_number',
      'addresses.tower_number as tower_number',
      'addresses.society as society',
      'household_accounts.balance_paise as balance_paise',
    ])
    .execute();
  const days = await listDayRows(
    ctx.db,
    rows.map((row) => row.id),
    today,
  );
  const subscribers = rows.map((row): Subscriber => {
    const paused = pausedDays(days.filter((day) => day.subscription_id === row.id));
    return {
      _id: row.id,
      household: { _id: row.user_id, mobile: row.mobile },
      plan: { _id: row.plan_id, name: row.plan_name, slot_name: row.slot_name },
      state: subscriptionState({ endedAt: row.ended_at, pausedToday: paused.includes(today) }),
      start_day: row.start_day,
      end_day: row.end_day,
      tiffins: row.tiffins,
      pay: row.pay,
      pause: row.ended_at === null ? currentPause(paused, today) : null,
      address: {
        reciever_name: row.reciever_name,
        flat_number: row.flat_number,
        tower_number: row.tower_number,
        society: row.society,
      },
      diet: dietOf(row),
      balance_paise: row.balance_paise === null ? null : Number(row.balance_paise),
    };
  });
  return subscribers.sort(
    (a, b) =>
      SUBSCRIPTION_STATES.indexOf(a.state) - SUBSCRIPTION_STATES.indexOf(b.state) ||
      a.plan.name.localeCompare(b.plan.name) ||
      a.household.mobile.localeCompare(b.household.mobile),
  );
}
