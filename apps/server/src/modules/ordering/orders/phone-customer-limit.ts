import type { Kysely } from 'kysely';
import { NEW_PHONE_CUSTOMERS_PER_MINUTE } from '@rasoi/domain/constants';
import type { Database } from '../../../db/schema.ts';
import { toCount, toStoredTime } from '../../../db/values.ts';
import { AppError } from '../../../lib/app-error.ts';
import { takeCustomerRow } from './order-rate.ts';

const MINUTE_MS = 60_000;

/**
 * Inside a phone order's transaction `trx`, before it makes a new customer (issue 30 finding 8,
 * docs/decisions/0079): refuses with 429 m.tooManyNewCustomers() and a Retry-After (the seconds until
 * the oldest counted customer leaves the minute) once the seller `sellerId` has made
 * NEW_PHONE_CUSTOMERS_PER_MINUTE customers (users.added_by) in the last minute. Counted from the stored
 * users after taking the seller's row (PostgreSQL: held to the commit, so the seller's phone orders for
 * new customers are decided one at a time, on every instance; SQLite: the group commit already runs
 * one order at a time), so a hundred orders sent at once make exactly the limit's number.
 */
export async function ensureRoomForNewCustomer(trx: Kysely<Database>, sellerId: string, now: Date): Promise<void> {
  await takeCustomerRow(trx, sellerId);
  const recent = await trx
    .selectFrom('users')
    .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('added_by', '=', sellerId)
    .where('created_at', '>', toStoredTime(new Date(now.getTime() - MINUTE_MS)))
    .executeTakeFirst();
  if (toCount(recent?.count) < NEW_PHONE_CUSTOMERS_PER_MINUTE) return;
  const freedAt = new Date(String(recent!.oldest)).getTime() + MINUTE_MS;
  // `now` was read before this order waited for the seller's row, so a customer counted here may have
  // been made after it; none stays counted longer than a minute from now.
  const secondsLeft = Math.ceil((freedAt - now.getTime()) / 1000);
  throw new AppError(
    'TOO_MANY_REQUESTS',
    'tooManyNewCustomers',
    {},
    {
      retryAfterSeconds: Math.min(MINUTE_MS / 1000, Math.max(1, secondsLeft)),
    },
  );
}
