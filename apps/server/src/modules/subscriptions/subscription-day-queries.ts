import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { idChunks } from '../../db/id-chunks.ts';
import type { PlanDayOutcome } from '@rasoi/domain/subscriptions';
import type { Database, SubscriptionDaysTable } from '../../db/schema.ts';

/**
 * The `subscription_days` table's rows (issue 26, docs/decisions/0091 and 0092): a subscription's day as a
 * household changed it (skipped, paused, extra tiffins, another address) and as the generation decided it,
 * and the count of lost meals told to the sellers (`plan_meal_notices`). Each query takes the database or a
 * transaction. A household's change of a day lands only while the day is undecided, in one upsert.
 */

/** A day's row as the calendar reads it. */
export type SubscriptionDayRow = Pick<
  Selectable<SubscriptionDaysTable>,
  'subscription_id' | 'day' | 'skipped' | 'paused' | 'extra_tiffins' | 'address_id' | 'outcome'
>;

/** The day rows of these subscriptions from `from` on (the calendar's and the pause's days), by day. */
export async function listDayRows(
  db: Kysely<Database>,
  subscriptionIds: readonly string[],
  from: string,
): Promise<SubscriptionDayRow[]> {
  const rows: SubscriptionDayRow[] = [];
  for (const chunk of idChunks(subscriptionIds)) {
    rows.push(
      // eslint-disable-next-line no-restricted-syntax -- one idChunks chunk
      ...(await db
        .selectFrom('subscription_days')
        .select(['subscription_id', 'day', 'skipped', 'paused', 'extra_tiffins', 'address_id', 'outcome'])
        .where('subscription_id', 'in', chunk)
        .where('day', '>=', from)
        .orderBy('day')
        .execute()),
    );
  }
  return rows;
}

/** One day's row of a subscription, or undefined. */
export async function findDayRow(
  db: Kysely<Database>,
  subscriptionId: string,
  day: string,
): Promise<SubscriptionDayRow | undefined> {
  return db
    .selectFrom('subscription_days')
    .select(['subscription_id', 'day', 'skipped', 'paused', 'extra_tiffins', 'address_id', 'outcome'])
    .where('subscription_id', '=', subscriptionId)
    .where('day', '=', day)
    .executeTakeFirst();
}

/** What a household's change of an undecided day writes: its skip, its pause, its extra tiffins, its address. */
type DayChange = Partial<
  Pick<Insertable<SubscriptionDaysTable>, 'skipped' | 'paused' | 'extra_tiffins' | 'address_id'>
>;

/**
 * Writes `change` on each of `days` in one upsert whose update runs only while the generation has not
 * decided the day (`outcome IS NULL`): the change and the decision race on one row, so exactly one of them
 * lands (D91, D92). A day without a row gets one. Answers the days that took the change; a decided day
 * keeps its row as it was.
 */
async function changeUndecidedDays(
  db: Kysely<Database>,
  subscriptionId: string,
  days: readonly string[],
  change: DayChange,
  at: string,
): Promise<string[]> {
  const rows = await db
    .insertInto('subscription_days')
    .values(days.map((day) => ({ subscription_id: subscriptionId, day, ...change, updated_at: at })))
    .onConflict((conflict) =>
      conflict
        .columns(['subscription_id', 'day'])
        .doUpdateSet({ ...change, updated_at: at })
        .where('subscription_days.outcome', 'is', null),
    )
    .returning('day')
    .execute();
  return rows.map((row) => row.day);
}

/**
 * Sets or clears the skip of one day while the generation has not decided it (D91): true when the day now
 * carries the requested skip; false when it was decided first.
 */
export async function setDaySkipped(
  db: Kysely<Database>,
  subscriptionId: string,
  day: string,
  skipped: boolean,
  at: string,
): Promise<boolean> {
  const changed = await changeUndecidedDays(db, subscriptionId, [day], { skipped: skipped ? 1 : 0 }, at);
  return changed.length === 1;
}

/**
 * Marks each of `days` paused (`paused` true) or not, on the days the generation has not decided; a decided
 * day keeps its outcome. Answers the days that took the change.
 */
export async function setDaysPaused(
  db: Kysely<Database>,
  subscriptionId: string,
  days: readonly string[],
  paused: boolean,
  at: string,
): Promise<string[]> {
  if (days.length === 0) return [];
  return changeUndecidedDays(db, subscriptionId, days, { paused: paused ? 1 : 0 }, at);
}

/**
 * Sets one day's extra tiffins and/or address while the generation has not decided the day (D92), as a
 * skip does. True when the day now carries them; false when decided first.
 */
export async function setDayExtras(
  db: Kysely<Database>,
  subscriptionId: string,
  day: string,
  changes: { extra_tiffins?: number; address_id?: string | null },
  at: string,
): Promise<boolean> {
  const changed = await changeUndecidedDays(db, subscriptionId, [day], changes, at);
  return changed.length === 1;
}

/** Clears the pause of every undecided day from `from` on; answers how many days changed. */
export async function clearPausedFrom(
  db: Kysely<Database>,
  subscriptionId: string,
  from: string,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('subscription_days')
    .set({ paused: 0, updated_at: at })
    .where('subscription_id', '=', subscriptionId)
    .where('day', '>=', from)
    .where('paused', '=', 1)
    .where('outcome', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Decides one day's meal once, in one upsert: `outcome` becomes 'skipped' when the day was skipped,
 * 'paused' when paused, else `planned` ('cooked'; 'ended' when the day falls outside the subscription; or
 * why it was not cooked: a holiday, no room, over the limit, missed, D92),
 * and only while the day is undecided (`outcome IS NULL`). Answers the outcome this call decided, or
 * undefined when the day was decided before.
 */
export async function decideDay(
  db: Kysely<Database>,
  subscriptionId: string,
  day: string,
  planned: Exclude<PlanDayOutcome, 'skipped' | 'paused'>,
  at: string,
): Promise<SubscriptionDaysTable['outcome'] | undefined> {
  const outcome = sql<PlanDayOutcome>`case
    when subscription_days.skipped = 1 then 'skipped'
    when subscription_days.paused = 1 then 'paused'
    else cast(${planned} as text) end`;
  const row = await db
    .insertInto('subscription_days')
    .values({ subscription_id: subscriptionId, day, outcome: planned, decided_at: at, updated_at: at })
    .onConflict((conflict) =>
      conflict
        .columns(['subscription_id', 'day'])
        .doUpdateSet({ outcome, decided_at: at, updated_at: at })
        .where('subscription_days.outcome', 'is', null),
    )
    .returning('outcome')
    .executeTakeFirst();
  return row?.outcome;
}

/** Records the order a cooked day became (D92), in the transaction that made it. */
export async function linkDayOrder(
  trx: Kysely<Database>,
  subscriptionId: string,
  day: string,
  orderId: string,
): Promise<void> {
  await trx
    .updateTable('subscription_days')
    .set({ order_id: orderId })
    .where('subscription_id', '=', subscriptionId)
    .where('day', '=', day)
    .where('outcome', '=', 'cooked')
    .execute();
}

/**
 * Stamps the reminder of one day's meal as sent (D95), in one upsert whose update runs only while the day is
 * not reminded of, decided, skipped or paused: of any number of instances at once, exactly one gets true and
 * sends the push. A day without a row gets one (as planned, with the stamp).
 */
export async function stampDayReminded(
  db: Kysely<Database>,
  subscriptionId: string,
  day: string,
  at: string,
): Promise<boolean> {
  const row = await db
    .insertInto('subscription_days')
    .values({ subscription_id: subscriptionId, day, reminded_at: at, updated_at: at })
    .onConflict((conflict) =>
      conflict
        .columns(['subscription_id', 'day'])
        .doUpdateSet({ reminded_at: at })
        .where('subscription_days.reminded_at', 'is', null)
        .where('subscription_days.outcome', 'is', null)
        .where('subscription_days.skipped', '=', 0)
        .where('subscription_days.paused', '=', 0),
    )
    .returning('day')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Raises what the sellers were told of `day`'s meals lost as `kind` in the weekly plan's slot `slotId`
 * (D95, migration 0035) to the number stored now, when that number has grown past the last told: one
 * upsert, so of instances telling at once only the one that raised it pushes, with the total. Answers the
 * total to tell, or undefined when nothing new is to be told.
 */
export async function raiseLostMealNotice(
  db: Kysely<Database>,
  notice: { day: string; slotId: string; kind: 'over_limit' },
  at: string,
): Promise<number | undefined> {
  const row = await sql<{ told_count: number }>`
    insert into plan_meal_notices (day, slot_id, kind, told_count, updated_at)
    select ${notice.day}, ${notice.slotId}, ${notice.kind}, count(*), ${at}
      from subscription_days d
      join subscriptions s on s.id = d.subscription_id
      join plans p on p.id = s.plan_id
     where d.day = ${notice.day} and d.outcome = ${notice.kind} and p.slot_id = ${notice.slotId}
    on conflict (day, slot_id, kind) do update set told_count = excluded.told_count, updated_at = excluded.updated_at
     where plan_meal_notices.told_count < excluded.told_count
    returning told_count`.execute(db);
  const told = row.rows[0]?.told_count;
  return told === undefined || Number(told) === 0 ? undefined : Number(told);
}
