import type { User } from '@rasoi/domain/api';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { loadUserProfile } from '../users/load-profile.ts';
import { findUserById } from '../../modules/customers/users/user-queries.ts';
import { hashPin } from '../../modules/customers/sellers/pin-hash.ts';
import { endSellerSetup, revokeOtherSessions, storeSellerPin } from '../../modules/customers/sellers/seller-queries.ts';

/**
 * Finishes the seller's first-start setup (issue 13, docs/decisions/0041); the kitchen's details were
 * saved before with PATCH /kitchen/settings. While the PIN is still the generated one (printed in the
 * server's log at first start), `newPin` is required and replaces it, in one conditional UPDATE that
 * also ends the setup, and every other session of the seller ends (whoever read the log and logged in),
 * with this instance's live streams of them. Without a generated PIN, `newPin` is refused: a chosen PIN
 * changes only with the current one (POST /auth/change-pin). Returns the seller's profile with nothing
 * due. Throws AppError: 400 m.setupPinRequired(), 400 m.setupPinNotDue(), 409
 * m.setupPinNotDue() when another request set the PIN first.
 */
export async function finishSellerSetup(
  ctx: Pick<AppContext, 'db' | 'now' | 'liveStreams'>,
  input: { caller: SessionUser; newPin: string | undefined },
): Promise<User> {
  const user = await findUserById(ctx.db, input.caller.id);
  if (!user) throw new AppError('UNAUTHORIZED', 'unauthorized');
  const pinDue = user.pin_generated === 1;
  if (pinDue && input.newPin === undefined) throw new AppError('BAD_REQUEST', 'setupPinRequired');
  if (!pinDue && input.newPin !== undefined) throw new AppError('BAD_REQUEST', 'setupPinNotDue');

  if (input.newPin === undefined) {
    await endSellerSetup(ctx.db, user.id);
  } else {
    const pinHash = await hashPin(input.newPin);
    const now = ctx.now();
    const ended = await ctx.db.transaction().execute(async (trx) => {
      if (!(await storeSellerPin(trx, user.id, pinHash, { whileGenerated: true, endSetup: true }))) {
        throw new AppError('CONFLICT', 'setupPinNotDue');
      }
      return revokeOtherSessions(trx, user.id, input.caller.sessionId, now);
    });
    for (const sessionId of ended) ctx.liveStreams.endSession(sessionId);
  }
  return loadUserProfile(ctx.db, user.id, 'seller');
}
