import { randomInt } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  OTP_SENDS_PER_NUMBER_PER_HOUR,
  OTP_VALID_MS,
  OTP_WRONG_TRIES_PER_NUMBER_PER_DAY,
} from '@rasoi/domain/constants';
import { MESSAGES } from '@rasoi/domain/messages';
import type { AppContext } from '../../app-context.ts';
import type { LoginChannel } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/crypto.ts';
import { countOtpsSince, deleteOtp, freeOtpSendSlot, insertOtp, takeOtpSendSlot } from './otp-queries.ts';
import { hashOtp } from './otp-hash.ts';
import { countOtpWrongTries } from './otp-wrong-try-queries.ts';
import { giveBackSmsBudget, takeSmsBudget } from './sms-budget.ts';
import { otpSmsText } from './sms-gateway.ts';

const HOUR_MS = 60 * 60 * 1000;
const RESEND_MS = OTP_RESEND_SECONDS * 1000;

/**
 * Sends a new one-time code to a mobile number (docs/decisions.md P6): 4 random digits, stored hashed,
 * valid 5 minutes. Throws 429 AppError with MESSAGES.otpTooSoon within 60 s of the last code,
 * MESSAGES.tooManyRequests after 5 codes in an hour, MESSAGES.otpDailyLimit while the number has had
 * its 10 wrong codes of the last 24 hours through the caller's channel (log-in.ts, D28), and MESSAGES.otpBudgetSpent once the kitchen
 * has sent SMS_HOURLY_BUDGET codes this UTC hour. The per-number rules and the budget are decided in
 * one transaction that first takes the number's send slot (issue 11, D35), so sends at the same moment
 * cannot pass them together. If the SMS cannot be sent the code, its slot and its share of the budget
 * are given back and the gateway's error propagates (a 500).
 */
export async function sendOtp(
  ctx: Pick<AppContext, 'db' | 'sms' | 'now' | 'config'>,
  mobile: string,
  channel: LoginChannel,
): Promise<void> {
  const now = ctx.now();
  // A caller who has had the day's wrong codes cannot log in now: sending a code would only cost an SMS.
  if ((await countOtpWrongTries(ctx.db, mobile, now, channel)) >= OTP_WRONG_TRIES_PER_NUMBER_PER_DAY) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.otpDailyLimit);
  }

  const id = newId();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await takeOtpSendSlot(trx, mobile, now, RESEND_MS))) {
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.otpTooSoon);
    }
    if ((await countOtpsSince(trx, mobile, new Date(now.getTime() - HOUR_MS))) >= OTP_SENDS_PER_NUMBER_PER_HOUR) {
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyRequests);
    }
    if (!(await takeSmsBudget(trx, now, ctx.config.smsHourlyBudget))) {
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.otpBudgetSpent);
    }
    await insertOtp(trx, {
      id,
      mobile,
      code_hash: hashOtp(id, code),
      created_at: toStoredTime(now),
      expires_at: toStoredTime(new Date(now.getTime() + OTP_VALID_MS)),
      wrong_tries: 0,
      consumed_at: null,
    });
  });
  try {
    await ctx.sms.send(mobile, otpSmsText(code));
  } catch (error) {
    await deleteOtp(ctx.db, id);
    await freeOtpSendSlot(ctx.db, mobile, now, RESEND_MS);
    await giveBackSmsBudget(ctx.db, now);
    throw error;
  }
}
