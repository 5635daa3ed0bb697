import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, SubscriptionsTable } from '../../db/schema.ts';

/**
 * The `subscriptions` table's rows (issue 26, docs/decisions/0091): found, stored, locked and ended. Each
 * query takes the database or a transaction. A subscription is read with its plan and the plan's slot entry
 * joined in: `plans` and `slot_plan` are other modules' tables, read here and never written (as the plans
 * module reads `slot_plan`), so this module imports no other module.
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

/** The select of subscriptions as SubscriptionRow, each joined to its plan and slot, for a query to narrow. */
export function selectSubscriptions(db: Kysely<Database>) {
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
