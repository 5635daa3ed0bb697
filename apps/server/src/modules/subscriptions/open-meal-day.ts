import type { Kysely } from 'kysely';
import { m } from '@rasoi/domain/i18n/messages';
import { isSubscriptionMealDay, mealChangeCutoff } from '@rasoi/domain/subscription-days';
import { dateWord } from '@rasoi/domain/slot-words';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { factsOf } from './subscription-answer.ts';
import { findHolidayOf } from './calendar-holiday-queries.ts';
import { findUserSubscription, lockSubscription, type SubscriptionRow } from './subscription-row-queries.ts';

/**
 * Opens one meal day of the household's subscription for a change, in the change's transaction `trx`
 * (D91, D92, D94): takes the subscription's row lock (404 m.subscriptionNotFound for another household's or
 * none), refuses a day the subscription brings no meal (400 m.subscriptionDayNotPlanned) and a kitchen
 * holiday (409 m.subscriptionDayHoliday with its note: no meal comes, so nothing changes). Answers the
 * subscription and the day's change cut-off; each change refuses after it with its own sentence.
 */
export async function openMealDay(
  trx: Kysely<Database>,
  userId: string,
  id: string,
  day: string,
  timeZone: string,
): Promise<{ row: SubscriptionRow; cutoff: Date }> {
  if (!(await lockSubscription(trx, id, userId))) throw new AppError('NOT_FOUND', 'subscriptionNotFound');
  const row = (await findUserSubscription(trx, userId, id))!;
  const facts = factsOf(row, []);
  if (!isSubscriptionMealDay(facts, day)) throw new AppError('BAD_REQUEST', 'subscriptionDayNotPlanned', { day });
  const holiday = await findHolidayOf(trx, day, row.slot_id);
  if (holiday) {
    throw new AppError('CONFLICT', 'subscriptionDayHoliday', {
      day: dateWord(day),
      note: holiday.note || m.kitchenHolidayReason(),
    });
  }
  return { row, cutoff: mealChangeCutoff(facts, day, timeZone) };
}
