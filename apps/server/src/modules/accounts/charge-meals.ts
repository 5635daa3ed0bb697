import { sql, type Kysely } from 'kysely';
import { ACCOUNT_BALANCE_MAX_PAISE } from '@rasoi/domain/ledger';
import { engineOfDb } from '../../db/dialect.ts';
import type { Database, LedgerEntriesTable } from '../../db/schema.ts';
import { newId } from '../../lib/crypto.ts';

/** The most charges one `chargeMeals` call posts: one round of the plan meal generation (D96). */
export const MEAL_CHARGES_MAX = 64;

/** One plan meal's charge: whose account, how much (paise, above zero: taken), its day, order and key. */
export type MealCharge = {
  userId: string;
  amountPaise: number;
  /** The meal's kitchen day, yyyy-mm-dd. */
  day: string;
  orderId: string;
  /** Unique per account: the meal's subscription and day (`plan-meal:<subscription>:<day>`). */
  idempotencyKey: string;
};

/**
 * Charges several households' plan meals at once (issue 26, D88, D96), inside the caller's transaction
 * `trx`: the set-based form of `postEntry` for a round of the generation, one charge per account at most
 * (throws on a repeated account or more than MEAL_CHARGES_MAX: a caller's bug). Takes the accounts' row
 * locks (PostgreSQL: in user id order, so two rounds at once never deadlock), moves each balance in one
 * conditional UPDATE that the database decides per row (never below minus the credit limit, `owing_since`
 * as `moveBalance` sets it), then stores an entry for each charge that moved, with the balance it left.
 * Answers the balance after each posted charge, by user id; a household missing from it was refused
 * (at its credit limit, or no account) and nothing of it was written. The caller's claims decide each
 * meal once, so a key never posted before (a repeat would break the entries' unique key and throw).
 */
export async function chargeMeals(
  trx: Kysely<Database>,
  charges: readonly MealCharge[],
  now: Date,
): Promise<Map<string, number>> {
  const users = charges.map((charge) => charge.userId);
  if (charges.length > MEAL_CHARGES_MAX || new Set(users).size !== users.length) {
    throw new Error(`chargeMeals: ${charges.length} charges, one per account at most`);
  }
  const balances = new Map<string, number>();
  if (charges.length === 0) return balances;
  for (const charge of charges) {
    if (!Number.isSafeInteger(charge.amountPaise) || charge.amountPaise <= 0) {
      throw new Error(`A meal cannot be charged ${charge.amountPaise} paise`);
    }
  }
  if (engineOfDb(trx) === 'postgres') {
    await trx
      .selectFrom('household_accounts')
      .select('user_id')
      .where((eb) =>
        // eslint-disable-next-line no-restricted-syntax -- at most MEAL_CHARGES_MAX, checked above
        eb('user_id', 'in', users),
      )
      .orderBy('user_id')
      .forUpdate()
      .execute();
  }
  const stamp = now.toISOString();
  const taken = sql.join(
    charges.map((charge) => sql`when ${charge.userId} then ${charge.amountPaise}`),
    sql` `,
  );
  // Each row's own charge, as an integer on both engines.
  const after = sql<number>`balance_paise - cast(case user_id ${taken} end as integer)`;
  const dayOf = sql.join(
    charges.map((charge) => sql`when ${charge.userId} then ${charge.day}`),
    sql` `,
  );
  const moved = await trx
    .updateTable('household_accounts')
    .set({
      balance_paise: after,
      owing_since: sql<string | null>`case when ${after} >= 0 then null
        when balance_paise >= 0 then cast(case user_id ${dayOf} end as text) else owing_since end`,
      updated_at: stamp,
    })
    .where((eb) =>
      // eslint-disable-next-line no-restricted-syntax -- at most MEAL_CHARGES_MAX, checked above
      eb('user_id', 'in', users),
    )
    .where(after, '>=', sql<number>`-credit_limit_paise`)
    .where(after, '<=', ACCOUNT_BALANCE_MAX_PAISE)
    .returning(['user_id', 'balance_paise'])
    .execute();
  for (const row of moved) balances.set(row.user_id, row.balance_paise);
  const entries: LedgerEntriesTable[] = charges
    .filter((charge) => balances.has(charge.userId))
    .map((charge) => ({
      id: newId(),
      user_id: charge.userId,
      kind: 'meal',
      method: null,
      amount_paise: -charge.amountPaise,
      balance_after_paise: balances.get(charge.userId)!,
      day: charge.day,
      source_type: 'order',
      source_id: charge.orderId,
      note: '',
      recorded_by: 'system',
      idempotency_key: charge.idempotencyKey,
      created_at: stamp,
    }));
  if (entries.length > 0) await trx.insertInto('ledger_entries').values(entries).execute();
  return balances;
}
