import type { AppContext } from '../../../app-context.ts';
import type { LoginChannel } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionUser } from '../../../lib/session-user.ts';
import { findUserById } from '../users/user-queries.ts';
import { hashPin, verifyPin } from './pin-hash.ts';
import { givePinTryBack, takePinTry } from './pin-try-queries.ts';
import { revokeOtherSessions, storeSellerPin } from './seller-queries.ts';

/**
 * Changes the seller's PIN from a seller session (issue 13, docs/decisions/0041). The current PIN is
 * checked through the same tries ledger as the PIN login (D27), for the caller's channel (D28): the try
 * is taken before the check, so a PIN change is no way around the login's limits (5 wrong in 15
 * minutes, 10 a day, 20 a week, shared with the seller logins of that channel). Then the new PIN is
 * stored and every other session of the seller ends, with this instance's live streams of those
 * sessions (others' within a heartbeat, D31); the caller's session stays. Throws AppError: 400
 * m.currentPinWrong(), 429 MESSAGES.pinChangeLocked (a full window, or the wrong PIN that fills
 * one). The new PIN's format and that it differs are checked by the route's schema.
 */
export async function changeSellerPin(
  ctx: Pick<AppContext, 'db' | 'now' | 'liveStreams'>,
  input: { caller: SessionUser; currentPin: string; newPin: string; channel: LoginChannel },
): Promise<void> {
  const now = ctx.now();
  const pinTry = await takePinTry(ctx.db, input.caller.mobile, input.channel, now);
  if (!pinTry) throw new AppError('TOO_MANY_REQUESTS', 'pinChangeLocked');

  const user = await findUserById(ctx.db, input.caller.id);
  const matches = user?.pin_hash ? await verifyPin(input.currentPin, user.pin_hash) : false;
  if (!user || !matches) {
    if (pinTry.lastInWindow) throw new AppError('TOO_MANY_REQUESTS', 'pinChangeLocked');
    throw new AppError('BAD_REQUEST', 'currentPinWrong');
  }
  await givePinTryBack(ctx.db, pinTry.id);

  const pinHash = await hashPin(input.newPin);
  const ended = await ctx.db.transaction().execute(async (trx) => {
    if (!(await storeSellerPin(trx, user.id, pinHash))) throw new AppError('FORBIDDEN', 'forbidden');
    return revokeOtherSessions(trx, user.id, input.caller.sessionId, now);
  });
  for (const sessionId of ended) ctx.liveStreams.endSession(sessionId);
}
