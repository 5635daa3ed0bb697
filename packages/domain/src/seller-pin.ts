import { z } from 'zod';
import { OTP_LENGTH, SELLER_PIN_LENGTH } from './constants.ts';
import { mobileSchema } from './api.ts';
import { otpFormat } from './i18n/messages/otpformat1.js';
import { pinFormat } from './i18n/messages/pinformat1.js';
import { pinUnchanged } from './i18n/messages/pinunchanged1.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { otpFormat, pinFormat, pinUnchanged };

/**
 * The seller's PIN calls (issue 13, docs/decisions/0041): changing it with the current one, the
 * first-start setup's new PIN, and recovery with a one-time code sent to the seller's number. The
 * web forms and the server's routes both use these schemas.
 */

/** Four digits, as text (a PIN such as 0042 keeps its zeros). */
export const pinSchema = z
  .string({ error: () => m.pinFormat() })
  .regex(new RegExp(`^\\d{${SELLER_PIN_LENGTH}}$`), { error: () => m.pinFormat() });

/** `POST /auth/change-pin`: the current PIN and a different new one. */
export const changePinBodySchema = z
  .strictObject({ currentPin: pinSchema, newPin: pinSchema })
  .refine((body) => body.currentPin !== body.newPin, { error: () => m.pinUnchanged(), path: ['newPin'] });
export type ChangePinBody = z.input<typeof changePinBodySchema>;

/**
 * `POST /auth/seller-setup`: finishes the first-start setup; `newPin` replaces the generated PIN and is
 * required exactly while that PIN is still in use (the server decides, it knows which).
 */
export const finishSetupBodySchema = z.strictObject({ newPin: pinSchema.optional() });
export type FinishSetupBody = z.input<typeof finishSetupBodySchema>;

/** `POST /auth/reset-pin`: the seller's number, the one-time code sent to it, and a new PIN. */
export const resetPinBodySchema = z.strictObject({
  mobile: mobileSchema,
  otp: z
    .string({ error: () => m.otpFormat() })
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: () => m.otpFormat() }),
  newPin: pinSchema,
});
export type ResetPinBody = z.input<typeof resetPinBodySchema>;
