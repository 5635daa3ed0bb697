import { OTP_MAX_WRONG_TRIES } from '@rasoi/domain/constants';
import type { User } from '@rasoi/domain/api';
import { MESSAGES } from '@rasoi/domain/messages';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { sameDigest } from '../../lib/crypto.ts';
import { loadUserProfile } from '../users/load-profile.ts';
import { findOrCreateCustomer } from '../users/user-queries.ts';
import { hashOtp } from './otp-hash.ts';
import { consumeOtp, findLatestOtp, recordWrongTry } from './otp-queries.ts';
import { startSession } from './start-session.ts';

/**
 * Logs a customer in with the newest code sent to their number (DECISIONS.md 6). Creates the user on
 * first login and a session of 30 days. Returns the bearer token (shown once, stored hashed) and the
 * user with coupons. Throws AppError: 400 otpInvalid (no code or wrong code), 400 otpExpired,
 * 429 otpTooManyTries once a code has had 5 wrong tries (the code is dead from then on).
 */
export async function logIn(
  ctx: Pick<AppContext, 'db' | 'now'>,
  input: { mobile: string; otp: string },
): Promise<{ token: string; user: User }> {
  const now = ctx.now();
  const code = await findLatestOtp(ctx.db, input.mobile);
  if (!code || code.consumed_at !== null) throw new AppError('BAD_REQUEST', MESSAGES.otpInvalid);
  if (code.wrong_tries >= OTP_MAX_WRONG_TRIES) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.otpTooManyTries);
  if (Date.parse(code.expires_at) <= now.getTime()) throw new AppError('BAD_REQUEST', MESSAGES.otpExpired);
  if (!sameDigest(code.code_hash, hashOtp(code.id, input.otp))) {
    const tries = await recordWrongTry(ctx.db, code.id);
    if (tries >= OTP_MAX_WRONG_TRIES) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.otpTooManyTries);
    throw new AppError('BAD_REQUEST', MESSAGES.otpInvalid);
  }
  if (!(await consumeOtp(ctx.db, code.id, now))) throw new AppError('BAD_REQUEST', MESSAGES.otpInvalid);

  const user = await findOrCreateCustomer(ctx.db, input.mobile, now);
  const token = await startSession(ctx.db, user.id, now);
  return { token, user: await loadUserProfile(ctx.db, user.id) };
}
