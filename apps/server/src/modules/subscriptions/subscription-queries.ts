import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { idChunks } from '../../db/id-chunks.ts';
import type { PlanDayOutcome } from '@rasoi/domain/subscriptions';
import type { Database, SubscriptionDaysTable, SubscriptionsTable } from '../../db/schema.ts';

/**
 * The `subscriptions` and `subscription_days` tables' queries (issue 26, docs/decisions/0091). Each takes
 * the database or a transaction. A subscription is read with its plan and the plan's slot entry joined in:
 * `plans` and `slot_plan` are other modules' tables, read here and never written (as the plans module reads
 * `slot_plan`), so this module imports no other module.
 */

/** A subscription row with its plan's name, weekdays mask, price and cut-off, and its slot's clock. */
export type SubscriptionRow = Selectable<SubscriptionsTable> & {
  plan_name: string;
  plan_weekdays: number;
  plan_meal_price_paise: number;
  plan_skip_cutoff_minutes: number | null;
  slot_id: string;
  slot_name: string;
  slot_weekdays: string;
  slot_order_by: string;
  slot_delivery_from: string;
  slot_delivery_to: string;
};

/** A day's row as the calendar reads it. */
export type SubscriptionDayRow = Pick<
  Selectable<SubscriptionDaysTable>,
  'subscription_id' | 'day' | 'skipped' | 'paused' | 'extra_tiffins' | 'address_id' | 'outcome'
>;

function selectSubscriptions(db: Kysely<Database>) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .innerJoin('slot_plan', 'slot_plan.id', 'plans.slot_id')
    .selectAll('subscriptions')
    .select([
      'plans.name as plan_name',
      'plans.weekdays as plan_weekdays',
      'plans.meal_price_paise as plan_meal_price_paise',
      'plans.skip_cutoff_minutes as plan_skip_cutoff_minutes',
      'slot_plan.id as slot_id',
      'slot_plan.name as slot_name',
      'slot_plan.weekdays as slot_weekdays',
      'slot_plan.order_by as slot_order_by',
      'slot_plan.delivery_from as slot_delivery_from',
      'slot_plan.delivery_to as slot_delivery_to',
    ]);
}

/** The user's subscription with this id, or undefined (another household's looks the same as none). */
export async function findUserSubscription(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<SubscriptionRow | undefined> {
  return selectSubscriptions(db)
    .where('subscriptions.id', '=', id)
    .where('subscriptions.user_id', '=', userId)
    .executeTakeFirst();
}

/** Any household's subscription with this id (for the generation), or undefined. */
export async function findSubscription(db: Kysely<Database>, id: string): Promise<SubscriptionRow | undefined> {
  return selectSubscriptions(db).where('subscriptions.id', '=', id).executeTakeFirst();
}

/** The user's subscriptions, newest first. */
export async function listUserSubscriptions(db: Kysely<Database>, userId: string): Promise<SubscriptionRow[]> {
  return selectSubscriptions(db)
    .where('subscriptions.user_id', '=', userId)
    .orderBy('subscriptions.created_at', 'desc')
    .orderBy('subscriptions.id', 'desc')
    .execute();
}

/** The user's subscription stored under this Idempotency-Key, or undefined. */
export async function findSubscriptionByKey(
  db: Kysely<Database>,
  userId: string,
  key: string,
): Promise<SubscriptionRow | undefined> {
  return selectSubscriptions(db)
    .where('subscriptions.user_id', '=', userId)
    .where('subscriptions.idempotency_key', '=', key)
    .executeTakeFirst();
}

/** A kitchen holiday as the calendar reads it: its day, the weekly plan's slot (null: the whole day), note. */
export type CalendarHolidayRow = { day: string; slot_id: string | null; note: string };

/**
 * The kitchen holidays from `from` on (D92, D94), for the calendar: `holidays` is the catalogue module's
 * table, read here and never written. A home kitchen declares a handful, so all of them are read at once.
 */
export async function listHolidaysFrom(db: Kysely<Database>, from: string): Promise<CalendarHolidayRow[]> {
  return db.selectFrom('holidays').select(['day', 'slot_id', 'note']).where('day', '>=', from).orderBy('day').execute();
}

/**
 * The holiday that takes the meals of the weekly plan's slot `slotPlanId` on `day` off (the whole day's or
 * that slot's), or undefined: a skip of such a day is refused (D94).
 */
export async function findHolidayOf(
  db: Kysely<Database>,
  day: string,
  slotPlanId: string,
): Promise<CalendarHolidayRow | undefined> {
  return db
    .selectFrom('holidays')
    .select(['day', 'slot_id', 'note'])
    .where('day', '=', day)
    .where((eb) => eb.or([eb('slot_id', 'is', null), eb('slot_id', '=', slotPlanId)]))
    .executeTakeFirst();
}

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

/**
 * Stores a subscription in one INSERT ... SELECT that reads the plan: nothing is stored when the plan is
 * retired (`retired_at IS NULL` in its WHERE), nor, for `pay = 'on_account'`, when the household's account
 * does not allow it (`on_account_allowed = 1`), so a retire or a change of terms racing the subscribe either
 * lands before it or after it. True when a row was stored. Throws the unique violation of a repeated
 * Idempotency-Key.
 */
export async function insertSubscriptionRow(
  db: Kysely<Database>,
  row: Insertable<SubscriptionsTable>,
): Promise<boolean> {
  const columns = Object.keys(row) as (keyof SubscriptionsTable & string)[];
  const result = await db
    .insertInto('subscriptions')
    .columns(columns)
    .expression((eb) => {
      let select = eb
        .selectFrom('plans')
        // Numbers and nulls as literals: PostgreSQL types a parameter in a SELECT list as text, which an
        // integer column refuses (they are validated integers). Texts as parameters.
        .select(
          columns.map((name) => {
            const value = row[name] ?? null;
            return typeof value === 'string' ? eb.val(value).as(name) : eb.lit(value as number | null).as(name);
          }),
        )
        .where('plans.id', '=', row.plan_id)
        .where('plans.retired_at', 'is', null);
      if (row.pay === 'on_account') {
        select = select.where((inner) =>
          inner.exists(
            inner
              .selectFrom('household_accounts')
              .select('household_accounts.user_id')
              .where('household_accounts.user_id', '=', row.user_id)
              .where('household_accounts.on_account_allowed', '=', 1),
          ),
        );
      }
      return select;
    })
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Takes the subscription's row lock for the rest of the transaction (an UPDATE that changes nothing; on
 * SQLite the write transaction is the lock) and answers the row as it now stands, or undefined when the
 * user has none by this id (`userId` undefined: any household's, for the generation). Every change of a
 * subscription and the generation's decision take it first, so they run one after another.
 */
export async function lockSubscription(
  db: Kysely<Database>,
  id: string,
  userId?: string,
): Promise<Pick<SubscriptionsTable, 'start_day' | 'end_day' | 'ended_at'> | undefined> {
  let query = db
    .updateTable('subscriptions')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.returning(['start_day', 'end_day', 'ended_at']).executeTakeFirst();
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
 * Ends a subscription not yet ended: `ended_at` now and `end_day` the later of `lastDay` and the last day
 * already cooked (so no decided meal ever falls after its end, even from an instance whose clock runs
 * ahead). True when it was ended by this call.
 */
export async function endSubscriptionRow(
  db: Kysely<Database>,
  id: string,
  lastDay: string,
  at: string,
): Promise<boolean> {
  const lastCooked = sql<string | null>`(select max(d.day) from subscription_days d
    where d.subscription_id = ${id} and d.outcome = 'cooked')`;
  const result = await db
    .updateTable('subscriptions')
    .set({
      end_day: sql<string>`case when ${lastCooked} > ${lastDay} then ${lastCooked} else ${lastDay} end`,
      ended_at: at,
      updated_at: at,
    })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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

/**
 * The subscriptions to plan `planId` that bring a meal on `day`: from their start, to their end when they
 * have one (the plan's weekdays are the caller's: it asks only for days the plan serves).
 */
function withMealOn(db: Kysely<Database>, planId: string, day: string) {
  return selectSubscriptions(db)
    .where('subscriptions.plan_id', '=', planId)
    .where('subscriptions.start_day', '<=', day)
    .where((eb) => eb.or([eb('subscriptions.end_day', 'is', null), eb('subscriptions.end_day', '>=', day)]));
}

/**
 * The subscriptions to plan `planId` that bring a meal on `day` (from their start, to their end when they
 * have one) and whose day the generation has not decided yet (D92), by id.
 */
export async function listUndecidedSubscriptions(
  db: Kysely<Database>,
  planId: string,
  day: string,
): Promise<SubscriptionRow[]> {
  return withMealOn(db, planId, day)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('subscription_days')
            .select('subscription_days.day')
            .whereRef('subscription_days.subscription_id', '=', 'subscriptions.id')
            .where('subscription_days.day', '=', day)
            .where('subscription_days.outcome', 'is not', null),
        ),
      ),
    )
    .orderBy('subscriptions.id')
    .execute();
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
 * The subscriptions to plan `planId` with a meal on `day` (from their start, to their end) whose household
 * asked for the evening-before reminder (`plan_reminders`, D95) and whose day is not decided, skipped,
 * paused or reminded of yet, by id. The plan's weekdays are the caller's.
 */
export async function listRemindableSubscriptions(
  db: Kysely<Database>,
  planId: string,
  day: string,
): Promise<SubscriptionRow[]> {
  return withMealOn(db, planId, day)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('plan_reminders')
          .select('plan_reminders.user_id')
          .whereRef('plan_reminders.user_id', '=', 'subscriptions.user_id')
          .where('plan_reminders.evening_before', '=', 1),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('subscription_days')
            .select('subscription_days.day')
            .whereRef('subscription_days.subscription_id', '=', 'subscriptions.id')
            .where('subscription_days.day', '=', day)
            .where((inner) =>
              inner.or([
                inner('subscription_days.outcome', 'is not', null),
                inner('subscription_days.skipped', '=', 1),
                inner('subscription_days.paused', '=', 1),
                inner('subscription_days.reminded_at', 'is not', null),
              ]),
            ),
        ),
      ),
    )
    .orderBy('subscriptions.id')
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
 * The households with an undecided meal of `planId` on `day` that was not skipped or paused (D95: those a
 * holiday of that day tells), each once, with its subscription's slot name.
 */
export async function listHouseholdsWithMeal(
  db: Kysely<Database>,
  planId: string,
  day: string,
): Promise<{ userId: string; slotName: string }[]> {
  const rows = await listUndecidedSubscriptions(db, planId, day);
  const days = await listDayRows(
    db,
    rows.map((row) => row.id),
    day,
  );
  const off = new Set(
    days.filter((row) => row.day === day && (row.skipped === 1 || row.paused === 1)).map((row) => row.subscription_id),
  );
  return rows.filter((row) => !off.has(row.id)).map((row) => ({ userId: row.user_id, slotName: row.slot_name }));
}

/**
 * The open prepaid subscriptions of a household (not ended), each meal's price in paise and tiffins: what
 * 'two meals' of the low-balance push is read from (D95).
 */
export async function listOpenPrepaidMeals(
  db: Kysely<Database>,
  userId: string,
): Promise<{ mealPricePaise: number; tiffins: number }[]> {
  const rows = await selectSubscriptions(db)
    .where('subscriptions.user_id', '=', userId)
    .where('subscriptions.pay', '=', 'prepaid')
    .where('subscriptions.ended_at', 'is', null)
    .execute();
  return rows.map((row) => ({ mealPricePaise: row.plan_meal_price_paise, tiffins: row.tiffins }));
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
