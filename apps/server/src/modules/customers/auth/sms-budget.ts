import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC hour a send counts in, as kept in `sms_hourly_sends`: `2026-11-22T21`. */
export function smsHourOf(now: Date): string {
  return now.toISOString().slice(0, 13);
}

/**
 * Takes one message from the kitchen's budget for the hour of `now` (SMS_HOURLY_BUDGET, issue 11,
 * D35) in one conditional upsert, so concurrent sends can never exceed `budget` in an hour. Returns
 * false when the hour's budget is spent. The first send of an hour also drops the rows older than a day.
 */
export async function takeSmsBudget(trx: Kysely<Database>, now: Date, budget: number): Promise<boolean> {
  const row = await trx
    .insertInto('sms_hourly_sends')
    .values({ hour: smsHourOf(now), sends: 1 })
    .onConflict((conflict) =>
      conflict
        .column('hour')
        .doUpdateSet({ sends: (eb) => eb('sms_hourly_sends.sends', '+', 1) })
        .where('sms_hourly_sends.sends', '<', budget),
    )
    .returning('sends')
    .executeTakeFirst();
  if (row?.sends === 1) {
    await trx
      .deleteFrom('sms_hourly_sends')
      .where('hour', '<', smsHourOf(new Date(now.getTime() - DAY_MS)))
      .execute();
  }
  return row !== undefined;
}

/** Gives back a message taken with `takeSmsBudget` that was never sent. */
export async function giveBackSmsBudget(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .updateTable('sms_hourly_sends')
    .set((eb) => ({ sends: eb('sends', '-', 1) }))
    .where('hour', '=', smsHourOf(now))
    .where('sends', '>', 0)
    .execute();
}
