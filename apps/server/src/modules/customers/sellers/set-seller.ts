import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { hashPin } from './pin-hash.ts';
import { clearPinTries } from './pin-try-queries.ts';
import { revokeUserSessions, upsertSeller } from './seller-queries.ts';

/**
 * Creates the seller with this mobile number and PIN, or sets a new PIN (a customer with that number
 * becomes the seller). The PIN is stored as a scrypt hash; the number's open sessions end and its
 * counted wrong PINs are forgotten, so a PIN change takes effect at once. Returns the user id.
 * The mobile (10 digits) and PIN (4 digits) must already be checked by the caller.
 */
export async function setSeller(
  db: Kysely<Database>,
  input: { mobile: string; pin: string },
  now: Date,
): Promise<{ userId: string }> {
  const pinHash = await hashPin(input.pin);
  return db.transaction().execute(async (trx) => {
    const userId = await upsertSeller(trx, input.mobile, pinHash, now);
    await revokeUserSessions(trx, userId, now);
    await clearPinTries(trx, input.mobile);
    return { userId };
  });
}
