import type { User } from '@rasoi/domain/api';
import type { AppContext } from '../../app-context.ts';
import type { LoginChannel } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { decoyPinHash, verifyPin } from '../../modules/customers/sellers/pin-hash.ts';
import { givePinTryBack, takePinTry } from '../../modules/customers/sellers/pin-try-queries.ts';
import { findUserByMobile } from '../../modules/customers/sellers/seller-queries.ts';
import { loadUserProfile } from '../users/load-profile.ts';
import { startSession } from '../../modules/customers/auth/start-session.ts';

/**
 * Logs the seller in with mobile number and PIN, checked on the server (docs/decisions/p01, issue 3,
 * issue 11 D27). An unknown number, a customer's number and a wrong PIN all get the same 401
 * m.invalidSellerLogin() after the same scrypt work. The try is taken from the number's budget
 * for its channel (login-channel.ts) before the PIN is checked, so tries sent at once cannot get past
 * the limits: 5 wrong PINs in 15 minutes, 10 in a day, 20 in a week (SELLER_PIN_TRY_LIMITS). Beyond
 * them, and on the wrong PIN that fills a window, 429 m.sellerLocked(), even for the right PIN.
 * A right PIN is given back, but does not wipe the wrong ones: the owner logging in must not reopen
 * a guesser's budget. Returns a 30-day seller session token and the user.
 */
export async function sellerLogIn(
  ctx: Pick<AppContext, 'db' | 'now'>,
  input: { mobile: string; pin: string; channel: LoginChannel },
): Promise<{ token: string; user: User }> {
  const now = ctx.now();
  const pinTry = await takePinTry(ctx.db, input.mobile, input.channel, now);
  if (!pinTry) throw new AppError('TOO_MANY_REQUESTS', 'sellerLocked');

  const user = await findUserByMobile(ctx.db, input.mobile);
  const storedHash = user?.role === 'seller' && user.pin_hash ? user.pin_hash : undefined;
  const pinMatches = await verifyPin(input.pin, storedHash ?? (await decoyPinHash()));
  if (!user || !storedHash || !pinMatches) {
    if (pinTry.lastInWindow) throw new AppError('TOO_MANY_REQUESTS', 'sellerLocked');
    throw new AppError('UNAUTHORIZED', 'invalidSellerLogin');
  }

  await givePinTryBack(ctx.db, pinTry.id);
  const token = await startSession(ctx.db, user.id, now, 'seller');
  return { token, user: await loadUserProfile(ctx.db, user.id, 'seller') };
}
