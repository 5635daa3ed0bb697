import type { Kysely } from 'kysely';
import { ORDERS_PER_CUSTOMER_PER_MINUTE } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { engineOfDb } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { toCount, toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';

const MINUTE_MS = 60_000;

/**
 * Order placement per customer (issue 7, docs/security.md): throws 429 m.tooManyOrders() when
 * the customer already placed ORDERS_PER_CUSTOMER_PER_MINUTE orders in the last minute. Counted from
 * the stored orders, so it holds across restarts and instances; a replayed Idempotency-Key is
 * answered before this check and never counts. Outside a transaction this is only an early refusal;
 * the rule itself is `takeOrderRate`, inside the order's transaction.
 */
export async function ensureOrderRate(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', toStoredTime(new Date(now.getTime() - MINUTE_MS)))
    .executeTakeFirst();
  if (toCount(row?.count as number | string | undefined) >= ORDERS_PER_CUSTOMER_PER_MINUTE) {
    throw new AppError('TOO_MANY_REQUESTS', m.tooManyOrders());
  }
}

/**
 * The order rule decided inside the order's transaction `trx` (issue 11, docs/decisions.md D36): takes
 * the customer's row (PostgreSQL: `FOR NO KEY UPDATE`, held to the commit, so the customer's orders
 * are placed one at a time and each count sees the ones before; SQLite: the group commit already runs
 * one order at a time in one transaction), then counts as `ensureOrderRate`. Throws the same 429.
 */
export async function takeOrderRate(trx: Kysely<Database>, userId: string, now: Date): Promise<void> {
  if (engineOfDb(trx) === 'postgres') {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
  }
  await ensureOrderRate(trx, userId, now);
}
