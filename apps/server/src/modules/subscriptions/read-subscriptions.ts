import type { Subscription } from '@rasoi/domain/subscriptions';
import { localDateAt } from '@rasoi/domain/slot-dates';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toSubscription } from './subscription-answer.ts';
import { listHolidaysFrom } from './calendar-holiday-queries.ts';
import { listDayRows } from './subscription-day-queries.ts';
import { findSubscriptionByKey, findUserSubscription, listUserSubscriptions } from './subscription-row-queries.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

/**
 * The caller's tiffin plan subscriptions, newest first (issue 26, docs/decisions/0091, `listMySubscriptions`),
 * each with its state, pause and coming meals for 14 days from the kitchen's today at the clock's now (a
 * kitchen holiday shown as one from the moment it is declared, D94).
 */
export async function listMySubscriptions(ctx: Ctx, userId: string): Promise<Subscription[]> {
  const now = ctx.now();
  const timeZone = ctx.config.kitchenTimezone;
  const today = localDateAt(now, timeZone);
  const rows = await listUserSubscriptions(ctx.db, userId);
  const days = await listDayRows(
    ctx.db,
    rows.map((row) => row.id),
    today,
  );
  const holidays = rows.length === 0 ? [] : await listHolidaysFrom(ctx.db, today);
  return rows.map((row) =>
    toSubscription(
      row,
      days.filter((day) => day.subscription_id === row.id),
      holidays,
      now,
      timeZone,
    ),
  );
}

/** One of the caller's subscriptions as the API answers it; 404 m.subscriptionNotFound for another's or none. */
export async function readMySubscription(ctx: Ctx, userId: string, id: string): Promise<Subscription> {
  const now = ctx.now();
  const timeZone = ctx.config.kitchenTimezone;
  const row = await findUserSubscription(ctx.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'subscriptionNotFound');
  const today = localDateAt(now, timeZone);
  const [days, holidays] = [await listDayRows(ctx.db, [id], today), await listHolidaysFrom(ctx.db, today)];
  return toSubscription(row, days, holidays, now, timeZone);
}

/** The caller's subscription stored under this Idempotency-Key, as the API answers it, or undefined. */
export async function readSubscriptionByKey(ctx: Ctx, userId: string, key: string): Promise<Subscription | undefined> {
  const row = await findSubscriptionByKey(ctx.db, userId, key);
  return row ? readMySubscription(ctx, userId, row.id) : undefined;
}
