import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The 'low balance' push's once-per-crossing stamp (issue 26, docs/decisions/0095), decided in the database:
 * `household_accounts.low_balance_told_at` is set when the household is told its balance fell below
 * `thresholdPaise`, and cleared once the balance is at or above it again.
 *
 * Clears the stamp when the balance is at or above `thresholdPaise` (or `balanceBeforePaise`, the balance just
 * before a charge, was: the household had climbed back above meanwhile, by a refund), then sets it when the
 * balance is below and no stamp is set, in one conditional UPDATE. Answers the balance when this call set it
 * (the caller tells the household; of several instances at once exactly one gets it), else undefined.
 */
export async function stampLowBalance(
  db: Kysely<Database>,
  userId: string,
  thresholdPaise: number,
  at: string,
  balanceBeforePaise?: number,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    let clear = trx
      .updateTable('household_accounts')
      .set({ low_balance_told_at: null })
      .where('user_id', '=', userId)
      .where('low_balance_told_at', 'is not', null);
    if (balanceBeforePaise === undefined || balanceBeforePaise < thresholdPaise) {
      clear = clear.where('balance_paise', '>=', thresholdPaise);
    }
    await clear.execute();
    const told = await trx
      .updateTable('household_accounts')
      .set({ low_balance_told_at: at })
      .where('user_id', '=', userId)
      .where('low_balance_told_at', 'is', null)
      .where('balance_paise', '<', thresholdPaise)
      .returning('balance_paise')
      .executeTakeFirst();
    return told?.balance_paise;
  });
}
