/**
 * What a bank's SMS says (issue 27 part 1): a UPI credit with its amount in paise, its UPI reference number
 * (RRN) and the payer where the bank names one; an SMS that is the bank's but no credit (a debit, an OTP, a
 * promotion, a failed payment), never counted; or a text that cannot be read, kept for the seller and never
 * guessed.
 */
export type BankSmsReading =
  | { kind: 'credit'; amountPaise: number; rrn: string; payer: string | null }
  | { kind: 'ignored'; why: 'debit' | 'otp' | 'promotion' | 'failed' }
  | { kind: 'unreadable' };

/** The most characters of an SMS that are read and kept; a longer text is cut to it. */
export const BANK_SMS_MAX_LENGTH = 1000;

/**
 * Reads one bank SMS. This is the receiving side's stand-in: it reads SBI's UPI credit alert and tells an
 * OTP or a debit apart; the real reader, with the formats of the banks and apps most used in India, replaces
 * it (same API).
 */
export function readBankSms(text: string): BankSmsReading {
  const sms = text.slice(0, BANK_SMS_MAX_LENGTH);
  if (/\bOTP\b|one[- ]time password/i.test(sms)) return { kind: 'ignored', why: 'otp' };
  if (/\bdebited\b/i.test(sms)) return { kind: 'ignored', why: 'debit' };
  const credit =
    /credited by Rs\.?\s?(\d{1,7})(?:\.(\d{1,2}))? on \w+ by \(UPI Ref No (\d{12})\)(?: from ([\w.-]+@[\w.-]+?))?\.?(?:\s|$)/i.exec(
      sms,
    );
  if (!credit) return { kind: 'unreadable' };
  const [, rupees, paise = '0', rrn, payer] = credit;
  return {
    kind: 'credit',
    amountPaise: Number(rupees) * 100 + Number(paise.padEnd(2, '0')),
    rrn: rrn!,
    payer: payer ?? null,
  };
}
