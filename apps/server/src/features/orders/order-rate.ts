import type { Kysely } from 'kysely';
import { ORDERS_PER_CUSTOMER_PER_MINUTE } from '@rasoi/domain/constants';
import { MESSAGES } from '@rasoi/domain/messages';
import type { Database } from '../../db/schema.ts';
import { toCount, toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';

const MINUTE_MS = 60_000;

/**
 * Order placement per customer (issue 7, docs/security.md): throws 429 MESSAGES.tooManyOrders when
 * the customer already placed ORDERS_PER_CUSTOMER_PER_MINUTE orders in the last minute. Counted from
 * the stored orders, so it holds across restarts and instances; a replayed Idempotency-Key is
 * answered before this check and never counts.
 */
export async function ensureOrderRate(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', toStoredTime(new Date(now.getTime() - MINUTE_MS)))
    .executeTakeFirst();
  if (toCount(row?.count as number | string | undefined) >= ORDERS_PER_CUSTOMER_PER_MINUTE) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyOrders);
  }
}
