import { OTP_MAX_WRONG_TRIES, OTP_WRONG_TRIES_PER_NUMBER_PER_DAY } from '@rasoi/domain/constants';
import type { AppContext } from '../../../app-context.ts';
import type { LoginChannel } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { sameDigest } from '../../../lib/crypto.ts';
import { hashOtp } from './otp-hash.ts';
import { consumeOtp, findLatestOtp, giveBackOtpTry, takeOtpTry } from './otp-queries.ts';
import { forgetOtpGuess, recordOtpGuess } from './otp-wrong-try-queries.ts';

/**
 * Checks a guess at the newest code sent to a number and, when it is right, uses the code up
 * (docs/decisions/p06, D19, D28). Shared by the code login and the seller's PIN recovery (D41), so
 * both draw on the same limits. Throws AppError: 400 otpInvalid (no code, a wrong or a used code),
 * 400 otpExpired, 429 otpTooManyTries once a code has had 5 wrong tries (dead from then on), and
 * 429 otpDailyLimit once the number has had 10 wrong codes in 24 hours through this channel. Each
 * guess is counted, per code and per number, before it is compared, so guesses sent at once cannot
 * get past either limit; a right guess is given back. Resolves once the code is consumed.
 */
export async function spendOtp(
  ctx: Pick<AppContext, 'db' | 'now'>,
  input: { mobile: string; otp: string; channel: LoginChannel },
): Promise<void> {
  const now = ctx.now();
  const code = await findLatestOtp(ctx.db, input.mobile);
  if (!code || code.consumed_at !== null) throw new AppError('BAD_REQUEST', 'otpInvalid');
  if (code.wrong_tries >= OTP_MAX_WRONG_TRIES) throw new AppError('TOO_MANY_REQUESTS', 'otpTooManyTries');
  if (Date.parse(code.expires_at) <= now.getTime()) throw new AppError('BAD_REQUEST', 'otpExpired');

  const guess = await recordOtpGuess(ctx.db, input.mobile, input.channel, now);
  if (guess.inLastDay > OTP_WRONG_TRIES_PER_NUMBER_PER_DAY) {
    await forgetOtpGuess(ctx.db, guess.id);
    throw new AppError('TOO_MANY_REQUESTS', 'otpDailyLimit');
  }
  const tries = await takeOtpTry(ctx.db, code.id, OTP_MAX_WRONG_TRIES);
  if (tries === null) {
    await forgetOtpGuess(ctx.db, guess.id);
    throw new AppError('TOO_MANY_REQUESTS', 'otpTooManyTries');
  }
  if (!sameDigest(code.code_hash, hashOtp(code.id, input.otp))) {
    if (tries >= OTP_MAX_WRONG_TRIES) throw new AppError('TOO_MANY_REQUESTS', 'otpTooManyTries');
    throw new AppError('BAD_REQUEST', 'otpInvalid');
  }
  await forgetOtpGuess(ctx.db, guess.id);
  await giveBackOtpTry(ctx.db, code.id);
  if (!(await consumeOtp(ctx.db, code.id, now))) throw new AppError('BAD_REQUEST', 'otpInvalid');
}
