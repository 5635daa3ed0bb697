import type { User } from '@rasoi/domain/api';
import type { AppContext } from '../../app-context.ts';
import type { LoginChannel } from '../../db/schema.ts';
import { loadUserProfile } from '../users/load-profile.ts';
import { findOrCreateCustomer } from '../../modules/customers/users/user-queries.ts';
import { spendOtp } from '../../modules/customers/auth/spend-otp.ts';
import { startSession } from '../../modules/customers/auth/start-session.ts';

/**
 * Logs a customer in with the newest code sent to their number (docs/decisions/p06). Creates the user on
 * first login and a customer session of 30 days: on the seller's number too, since a code alone never
 * opens the seller area (D29). Returns the bearer token (shown once, stored hashed) and the
 * user with coupons. The code is checked by `spendOtp` (spend-otp.ts), which throws AppError: 400
 * otpInvalid or otpExpired, 429 otpTooManyTries (5 wrong tries on a code) and 429 otpDailyLimit
 * (10 wrong codes for the number in 24 hours through the caller's channel, D28; docs/security.md: a
 * guesser's chance stays at most 0.1 %).
 */
export async function logIn(
  ctx: Pick<AppContext, 'db' | 'now'>,
  input: { mobile: string; otp: string; channel: LoginChannel },
): Promise<{ token: string; user: User }> {
  await spendOtp(ctx, input);
  const now = ctx.now();
  const user = await findOrCreateCustomer(ctx.db, input.mobile, now);
  const token = await startSession(ctx.db, user.id, now, 'customer');
  return { token, user: await loadUserProfile(ctx.db, user.id, 'customer') };
}
