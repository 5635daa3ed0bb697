import type { FastifyBaseLogger } from 'fastify';
import type { User } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import type { AppContext } from '../../app-context.ts';
import type { LoginChannel } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { spendOtp } from '../../modules/customers/auth/spend-otp.ts';
import { startSession } from '../../modules/customers/auth/start-session.ts';
import { loadUserProfile } from '../users/load-profile.ts';
import { hashPin } from '../../modules/customers/sellers/pin-hash.ts';
import {
  findUserByMobile,
  revokeOtherSessions,
  storeSellerPin,
} from '../../modules/customers/sellers/seller-queries.ts';

/**
 * Resets the seller's PIN with a one-time code sent to the seller's number by POST /auth/send-otp
 * (issue 13, docs/decisions/0041): the code is checked by `spendOtp`, with the code login's limits
 * and ledgers (5 wrong tries a code, 10 wrong codes a day per number and channel), before anything
 * about the number is looked at, so a wrong code answers the same for every number. With the right
 * code on the seller's number: the new PIN is stored, every session of the seller ends (with this
 * instance's live streams of them), a new seller session opens, and a text tells the number that its
 * PIN was reset (sent in the background; a failed text is logged, the reset stands). The PIN tries
 * ledger is left as it is: a guesser's budget does not refill with the owner's reset. Returns the
 * token and the seller. Throws AppError from `spendOtp` (400/429), and 400 m.pinResetNotSeller()
 * for the right code on another number (only the holder of that phone can get that far).
 */
export async function resetSellerPin(
  ctx: Pick<AppContext, 'db' | 'now' | 'sms' | 'liveStreams'>,
  input: { mobile: string; otp: string; newPin: string; channel: LoginChannel },
  log: FastifyBaseLogger,
): Promise<{ token: string; user: User }> {
  await spendOtp(ctx, input);
  const user = await findUserByMobile(ctx.db, input.mobile);
  if (!user || user.role !== 'seller') throw new AppError('BAD_REQUEST', 'pinResetNotSeller');

  const pinHash = await hashPin(input.newPin);
  const now = ctx.now();
  const { token, ended } = await ctx.db.transaction().execute(async (trx) => {
    if (!(await storeSellerPin(trx, user.id, pinHash))) throw new AppError('BAD_REQUEST', 'pinResetNotSeller');
    const revoked = await revokeOtherSessions(trx, user.id, undefined, now);
    return { token: await startSession(trx, user.id, now, 'seller'), ended: revoked };
  });
  for (const sessionId of ended) ctx.liveStreams.endSession(sessionId);
  log.info({ userId: user.id }, 'seller PIN reset with a one-time code');
  ctx.sms.send(input.mobile, m.pinResetSms()).catch((error: unknown) => {
    log.warn({ err: error }, 'the PIN reset notice could not be sent');
  });
  return { token, user: await loadUserProfile(ctx.db, user.id, 'seller') };
}
