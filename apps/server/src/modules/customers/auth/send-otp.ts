import { randomInt } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  OTP_SENDS_PER_NUMBER_PER_HOUR,
  OTP_VALID_MS,
  OTP_WRONG_TRIES_PER_NUMBER_PER_DAY,
} from '@rasoi/domain/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import type { LoginChannel } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/crypto.ts';
import { countOtpsSince, deleteOtp, freeOtpSendSlot, insertOtp, takeOtpSendSlot } from './otp-queries.ts';
import { hashOtp } from './otp-hash.ts';
import { countOtpWrongTries } from './otp-wrong-try-queries.ts';
import { giveBackSmsBudget, takeSmsBudget } from './sms-budget.ts';
import { SmsSendError } from './sms/gateway.ts';
import { otpSmsText } from './sms/otp-text.ts';

const HOUR_MS = 60 * 60 * 1000;
const RESEND_MS = OTP_RESEND_SECONDS * 1000;

/**
 * Sends a new one-time code to a mobile number (docs/decisions/p06): 4 random digits, stored hashed,
 * valid 5 minutes, texted through the configured gateway with the kitchen's name (its stored setting,
 * D40) and the Web OTP line for the app's public host (otp-text.ts, D39). Throws 429 AppError with m.otpTooSoon() within 60 s
 * of the last code, m.tooManyRequests() after 5 codes in an hour, m.otpDailyLimit() while the
 * number has had its 10 wrong codes of the last 24 hours through the caller's channel (log-in.ts, D28),
 * and m.otpBudgetSpent() once the kitchen has sent SMS_HOURLY_BUDGET codes this UTC hour. The
 * per-number rules and the budget are decided in one transaction that first takes the number's send
 * slot (issue 11, D35), so sends at the same moment cannot pass them together.
 *
 * If the gateway fails or times out (SMS_TIMEOUT_MS) the attempt is given back in one transaction: the
 * code is deleted (so it counts toward no hourly or daily limit), the slot freed and the budget's message
 * returned, so the customer may ask again at once (issue 13, D39). The failure is logged at warn level
 * without the code, and the caller gets 503 AppError with m.otpSendFailed().
 */
export async function sendOtp(
  ctx: Pick<AppContext, 'db' | 'sms' | 'now' | 'config' | 'kitchenSettings'>,
  request: { mobile: string; channel: LoginChannel },
  log: FastifyBaseLogger,
): Promise<void> {
  const { mobile, channel } = request;
  const now = ctx.now();
  // Read before the transaction: on SQLite the store's read would wait for it (kitchen-settings-store.ts).
  const kitchenName = (await ctx.kitchenSettings.get()).name;
  // A caller who has had the day's wrong codes cannot log in now: sending a code would only cost an SMS.
  if ((await countOtpWrongTries(ctx.db, mobile, now, channel)) >= OTP_WRONG_TRIES_PER_NUMBER_PER_DAY) {
    throw new AppError('TOO_MANY_REQUESTS', 'otpDailyLimit');
  }

  const id = newId();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await takeOtpSendSlot(trx, mobile, now, RESEND_MS))) {
      throw new AppError('TOO_MANY_REQUESTS', 'otpTooSoon');
    }
    if ((await countOtpsSince(trx, mobile, new Date(now.getTime() - HOUR_MS))) >= OTP_SENDS_PER_NUMBER_PER_HOUR) {
      throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
    }
    if (!(await takeSmsBudget(trx, now, ctx.config.smsHourlyBudget))) {
      throw new AppError('TOO_MANY_REQUESTS', 'otpBudgetSpent');
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
  const host = new URL(ctx.config.publicUrl).hostname;
  try {
    const parts = { code, kitchenName, host };
    await ctx.sms.send(mobile, otpSmsText(parts), parts);
  } catch (error) {
    // Given back whole or not at all: a half-returned attempt would leave the number waiting or the budget short.
    await ctx.db.transaction().execute(async (trx) => {
      await deleteOtp(trx, id);
      await freeOtpSendSlot(trx, mobile, now, RESEND_MS);
      await giveBackSmsBudget(trx, now);
    });
    log.warn({ sms: sendFailureOf(error, code) }, 'login code not sent: the SMS gateway failed');
    throw new AppError('SERVICE_UNAVAILABLE', 'otpSendFailed');
  }
}

/**
 * What the log says of a failed send (docs/security.md 'Logs'): the gateway, the provider's status and
 * error code, whether it timed out, and its reason with the code's digits blanked, since a provider's
 * error text may quote the message it refused.
 */
function sendFailureOf(error: unknown, code: string) {
  const withoutCode = (text: string) => text.replaceAll(code, '****');
  if (error instanceof SmsSendError) {
    return {
      gateway: error.gateway,
      status: error.status,
      providerCode: error.providerCode === undefined ? undefined : withoutCode(error.providerCode),
      timedOut: error.timedOut,
      reason: withoutCode(error.message),
    };
  }
  return { reason: withoutCode(error instanceof Error ? `${error.name}: ${error.message}` : String(error)) };
}
