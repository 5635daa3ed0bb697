import { sql, type Kysely } from 'kysely';
import { ACCOUNT_BALANCE_MAX_PAISE } from '@rasoi/domain/ledger';
import type { Database, HouseholdAccountsTable } from '../../db/schema.ts';
import { idChunks } from '../../db/id-chunks.ts';

/**
 * The household accounts' own rows (issue 26, docs/decisions/0088): made, locked, moved and read. Each
 * takes the database or the caller's transaction; the balance moves only through `moveBalance`.
 */

/** The customer's account as stored, or undefined when they have none yet. */
export async function findAccount(db: Kysely<Database>, userId: string): Promise<HouseholdAccountsTable | undefined> {
  return db.selectFrom('household_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** True when a user with this id exists (a household to open an account for). */
export async function userExists(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Opens the user's account at zero, with no credit, unless it exists or there is no such user: one
 * INSERT ... SELECT from users, so a missing user opens nothing and two openings at once make one row.
 */
export async function openAccount(db: Kysely<Database>, userId: string, now: string): Promise<void> {
  await db
    .insertInto('household_accounts')
    .columns(['user_id', 'balance_paise', 'credit_limit_paise', 'on_account_allowed', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          'id',
          eb.lit(0).as('balance_paise'),
          eb.lit(0).as('credit_limit_paise'),
          eb.lit(0).as('on_account_allowed'),
          eb.val(now).as('created_at'),
          eb.val(now).as('updated_at'),
        ])
        .where('id', '=', userId),
    )
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

/**
 * Takes the account's row lock for the rest of the transaction (an UPDATE that changes nothing; on
 * SQLite the write transaction is the lock). True when the account exists. Postings of one account
 * then run one after another, so the idempotency key is read only after any earlier posting committed.
 */
export async function lockAccount(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .updateTable('household_accounts')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds `amountPaise` (signed) to the balance when the result stays within minus the credit limit and
 * the ceiling, decided by the database in one conditional UPDATE (D88). `owing_since` becomes `day` when
 * the balance goes from zero or above to below zero, null when it ends at zero or above, else stays.
 * Answers the new balance, or undefined when the rule refused it (or there is no account).
 */
export async function moveBalance(
  db: Kysely<Database>,
  move: { userId: string; amountPaise: number; day: string; now: string },
): Promise<number | undefined> {
  const { userId, amountPaise, day, now } = move;
  const after = sql<number>`balance_paise + ${amountPaise}`;
  const row = await db
    .updateTable('household_accounts')
    .set({
      balance_paise: after,
      owing_since: sql<
        string | null
      >`case when ${after} >= 0 then null when balance_paise >= 0 then ${day} else owing_since end`,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .where(after, '>=', sql<number>`-credit_limit_paise`)
    .where(after, '<=', ACCOUNT_BALANCE_MAX_PAISE)
    .returning('balance_paise')
    .executeTakeFirst();
  return row?.balance_paise;
}

/**
 * Sets the terms the seller chose; a credit limit only when the balance stays within it (one conditional
 * UPDATE: a charge racing the change cannot slip under the new limit). Answers the row, or undefined
 * when the household owes more than the new limit.
 */
export async function setTerms(
  db: Kysely<Database>,
  terms: { userId: string; creditLimitPaise?: number; onAccountAllowed?: 0 | 1; now: string },
): Promise<HouseholdAccountsTable | undefined> {
  const { userId, creditLimitPaise, onAccountAllowed, now } = terms;
  let update = db
    .updateTable('household_accounts')
    .set({
      updated_at: now,
      ...(creditLimitPaise === undefined ? {} : { credit_limit_paise: creditLimitPaise }),
      ...(onAccountAllowed === undefined ? {} : { on_account_allowed: onAccountAllowed }),
    })
    .where('user_id', '=', userId);
  if (creditLimitPaise !== undefined) update = update.where('balance_paise', '>=', -creditLimitPaise);
  return update.returningAll().executeTakeFirst();
}

/** Every account, most owed first, with its household's mobile; `duesOnly` keeps those below zero. */
export async function listAccountRows(
  db: Kysely<Database>,
  duesOnly: boolean,
): Promise<{ user_id: string; mobile: string; account: HouseholdAccountsTable | undefined }[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('household_accounts', 'household_accounts.user_id', 'users.id')
    .select([
      'users.id as user_id',
      'users.mobile',
      'household_accounts.user_id as account_user_id',
      'household_accounts.balance_paise',
      'household_accounts.credit_limit_paise',
      'household_accounts.on_account_allowed',
      'household_accounts.owing_since',
      'household_accounts.created_at',
      'household_accounts.updated_at',
      'household_accounts.low_balance_told_at',
    ])
    // A household with an account, or one subscribed to a plan that has none yet (its first payment is
    // recorded from here; `subscriptions` is read, never written, D92).
    .where((eb) =>
      eb.or([
        eb('household_accounts.user_id', 'is not', null),
        eb.exists(
          eb.selectFrom('subscriptions').select('subscriptions.id').whereRef('subscriptions.user_id', '=', 'users.id'),
        ),
      ]),
    )
    .orderBy(sql`coalesce(household_accounts.balance_paise, 0)`)
    .orderBy('users.id');
  if (duesOnly) query = query.where('household_accounts.balance_paise', '<', 0);
  const rows = await query.execute();
  return rows.map((row) => ({
    user_id: row.user_id,
    mobile: row.mobile,
    account:
      row.account_user_id === null
        ? undefined
        : {
            user_id: row.user_id,
            balance_paise: row.balance_paise!,
            credit_limit_paise: row.credit_limit_paise!,
            on_account_allowed: row.on_account_allowed!,
            owing_since: row.owing_since,
            created_at: row.created_at!,
            updated_at: row.updated_at!,
            low_balance_told_at: row.low_balance_told_at,
          },
  }));
}

/**
 * The balance (paise) and low-balance stamp of each of `userIds`' accounts, by user id; a household without
 * an account is left out. For a run's low-balance pushes at once (D95, D96).
 */
export async function findLowBalanceStates(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, { balancePaise: number; toldAt: string | null }>> {
  const states = new Map<string, { balancePaise: number; toldAt: string | null }>();
  for (const chunk of idChunks(userIds)) {
    const rows = await db
      .selectFrom('household_accounts')
      .select(['user_id', 'balance_paise', 'low_balance_told_at'])
      .where((eb) =>
        // eslint-disable-next-line no-restricted-syntax -- one idChunks chunk
        eb('user_id', 'in', chunk),
      )
      .execute();
    for (const row of rows)
      states.set(row.user_id, { balancePaise: row.balance_paise, toldAt: row.low_balance_told_at });
  }
  return states;
}
