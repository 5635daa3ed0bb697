import { OTP_MAX_WRONG_TRIES, OTP_WRONG_TRIES_PER_NUMBER_PER_DAY } from '@rasoi/domain/constants';
import type { User } from '@rasoi/domain/api';
import { MESSAGES } from '@rasoi/domain/messages';
import type { AppContext } from '../../app-context.ts';
import type { LoginChannel } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { sameDigest } from '../../lib/crypto.ts';
import { loadUserProfile } from '../users/load-profile.ts';
import { findOrCreateCustomer } from '../users/user-queries.ts';
import { hashOtp } from './otp-hash.ts';
import { consumeOtp, findLatestOtp, giveBackOtpTry, takeOtpTry } from './otp-queries.ts';
import { forgetOtpGuess, recordOtpGuess } from './otp-wrong-try-queries.ts';
import { startSession } from './start-session.ts';

/**
 * Logs a customer in with the newest code sent to their number (docs/decisions.md P6). Creates the user on
 * first login and a customer session of 30 days: on the seller's number too, since a code alone never
 * opens the seller area (D29). Returns the bearer token (shown once, stored hashed) and the
 * user with coupons. Throws AppError: 400 otpInvalid (no code or wrong code), 400 otpExpired,
 * 429 otpTooManyTries once a code has had 5 wrong tries (the code is dead from then on), and
 * 429 otpDailyLimit once the number has had 10 wrong codes in 24 hours (docs/security.md: any
 * login for it is refused until the oldest is a day old, so a guesser's chance stays at most 0.1 %).
 * The 10 are counted per channel (D28): a phone that holds a session of the number has its own 10.
 * Each guess is counted, per code and per number, before it is compared, so guesses sent at once
 * cannot get past either limit; a right guess is given back.
 */
export async function logIn(
  ctx: Pick<AppContext, 'db' | 'now'>,
  input: { mobile: string; otp: string; channel: LoginChannel },
): Promise<{ token: string; user: User }> {
  const now = ctx.now();
  const code = await findLatestOtp(ctx.db, input.mobile);
  if (!code || code.consumed_at !== null) throw new AppError('BAD_REQUEST', MESSAGES.otpInvalid);
  if (code.wrong_tries >= OTP_MAX_WRONG_TRIES) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.otpTooManyTries);
  if (Date.parse(code.expires_at) <= now.getTime()) throw new AppError('BAD_REQUEST', MESSAGES.otpExpired);

  const guess = await recordOtpGuess(ctx.db, input.mobile, input.channel, now);
  if (guess.inLastDay > OTP_WRONG_TRIES_PER_NUMBER_PER_DAY) {
    await forgetOtpGuess(ctx.db, guess.id);
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.otpDailyLimit);
  }
  const tries = await takeOtpTry(ctx.db, code.id, OTP_MAX_WRONG_TRIES);
  if (tries === null) {
    await forgetOtpGuess(ctx.db, guess.id);
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.otpTooManyTries);
  }
  if (!sameDigest(code.code_hash, hashOtp(code.id, input.otp))) {
    if (tries >= OTP_MAX_WRONG_TRIES) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.otpTooManyTries);
    throw new AppError('BAD_REQUEST', MESSAGES.otpInvalid);
  }
  await forgetOtpGuess(ctx.db, guess.id);
  await giveBackOtpTry(ctx.db, code.id);
  if (!(await consumeOtp(ctx.db, code.id, now))) throw new AppError('BAD_REQUEST', MESSAGES.otpInvalid);

  const user = await findOrCreateCustomer(ctx.db, input.mobile, now);
  const token = await startSession(ctx.db, user.id, now, 'customer');
  return { token, user: await loadUserProfile(ctx.db, user.id, 'customer') };
}
