import { sql } from 'kysely';
import { toCount } from '../src/db/values.ts';
import { postEntry, type PostingResult } from '../src/modules/accounts/post-entry.ts';
import { newId } from '../src/lib/crypto.ts';
import type { TestApp } from './build-test-app.ts';
import { call, type Answer } from './api-helpers.ts';

/** Test helpers for the household accounts (issue 26, D88). */

/** The seller records a payment or adjustment for a household; `key` becomes the Idempotency-Key. */
export function record(t: TestApp, seller: string, userId: string, body: unknown, key?: string): Promise<Answer> {
  return call(t, 'POST', `/accounts/${userId}/entries`, {
    token: seller,
    body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

/** The seller sets a household's terms. */
export function setTerms(t: TestApp, seller: string, userId: string, body: unknown): Promise<Answer> {
  return call(t, 'PATCH', `/accounts/${userId}`, { token: seller, body });
}

/** Charges a meal as the later plan steps will (the posting, in a transaction of its own). */
export function chargeMeal(
  t: Pick<TestApp, 'db'>,
  userId: string,
  amountPaise: number,
  day: string,
  now: Date,
): Promise<PostingResult> {
  return t.db
    .transaction()
    .execute((trx) =>
      postEntry(
        trx,
        { userId, kind: 'meal', amountPaise: -amountPaise, day, recordedBy: 'system', idempotencyKey: newId() },
        now,
      ),
    );
}

/** The stored balance and the sum of the household's entries, as the database reads them now. */
export async function balanceAndSum(t: Pick<TestApp, 'db'>, userId: string): Promise<{ balance: number; sum: number }> {
  const account = await t.db
    .selectFrom('household_accounts')
    .select('balance_paise')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const total = await sql<{
    total: string | number | null;
  }>`select sum(amount_paise) as total from ledger_entries where user_id = ${userId}`.execute(t.db);
  return { balance: account?.balance_paise ?? 0, sum: toCount(total.rows[0]?.total) };
}
