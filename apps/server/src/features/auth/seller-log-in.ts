import type { User } from '@rasoi/domain/api';
import { SELLER_LOCK_MINUTES, SELLER_LOGIN_MAX_FAILURES, SELLER_LOGIN_WINDOW_MINUTES } from '@rasoi/domain/constants';
import { MESSAGES } from '@rasoi/domain/messages';
import type { AppContext } from '../../app-context.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { decoyPinHash, verifyPin } from '../sellers/pin-hash.ts';
import {
  clearLoginGuard,
  findLoginGuard,
  findUserByMobile,
  lockSellerLogin,
  recordLoginFailure,
} from '../sellers/seller-queries.ts';
import { loadUserProfile } from '../users/load-profile.ts';
import { startSession } from './start-session.ts';

const MINUTE_MS = 60_000;

/**
 * Logs the seller in with mobile number and PIN, checked on the server (DECISIONS.md 1, issue 3).
 * An unknown number, a customer's number and a wrong PIN all get the same 401
 * MESSAGES.invalidSellerLogin after the same scrypt work. After 5 failures for one number within
 * 15 minutes the number is locked for 15 minutes: 429 MESSAGES.sellerLocked, even for the right PIN.
 * Returns a 30-day session token and the user, like the customer login.
 */
export async function sellerLogIn(
  ctx: Pick<AppContext, 'db' | 'now'>,
  input: { mobile: string; pin: string },
): Promise<{ token: string; user: User }> {
  const now = ctx.now();
  const guard = await findLoginGuard(ctx.db, input.mobile);
  if (guard?.locked_until && guard.locked_until > toStoredTime(now)) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.sellerLocked);
  }

  const user = await findUserByMobile(ctx.db, input.mobile);
  const storedHash = user?.role === 'seller' && user.pin_hash ? user.pin_hash : undefined;
  const pinMatches = await verifyPin(input.pin, storedHash ?? (await decoyPinHash()));
  if (!user || !storedHash || !pinMatches) {
    const failures = await recordLoginFailure(ctx.db, input.mobile, now, SELLER_LOGIN_WINDOW_MINUTES * MINUTE_MS);
    if (failures.failures >= SELLER_LOGIN_MAX_FAILURES) {
      await lockSellerLogin(ctx.db, input.mobile, new Date(now.getTime() + SELLER_LOCK_MINUTES * MINUTE_MS));
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.sellerLocked);
    }
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidSellerLogin);
  }

  if (guard) await clearLoginGuard(ctx.db, input.mobile);
  const token = await startSession(ctx.db, user.id, now);
  return { token, user: await loadUserProfile(ctx.db, user.id) };
}
