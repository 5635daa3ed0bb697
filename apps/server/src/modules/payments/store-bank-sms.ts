import type { Kysely } from 'kysely';
import { BANK_SMS_MAX_LENGTH, readBankSms, type BankSmsReading } from '@rasoi/domain/bank-sms';
import type { Database } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import { newId } from '../../lib/crypto.ts';
import { hasBankSmsEvent, insertBankSms, type StoredBankSms } from './bank-sms-queries.ts';

/** A received SMS from one of the kitchen's bank senders: the gateway's event id, sender, time and text. */
export type BankSmsToStore = { eventId: string; sender: string; receivedAt: string; text: string };

/**
 * What became of one bank SMS: stored now (with its reading), or already stored, under the same gateway
 * event (`repeat_event`: a retry) or, a credit, under the same UPI reference from another event
 * (`repeat_credit`: the same credit forwarded twice).
 */
export type StoreBankSmsResult =
  | { outcome: 'stored'; row: StoredBankSms; reading: BankSmsReading }
  | { outcome: 'repeat_event' | 'repeat_credit'; reading: BankSmsReading };

/**
 * Reads one bank SMS (the domain's readBankSms, on its text cut to BANK_SMS_MAX_LENGTH characters: what is
 * read is what is kept) and stores it once (D97): a credit with its amount, RRN and payer; an ignored one
 * (a debit, an OTP, a promotion, a failed payment) with why and without its text, which is none of the
 * kitchen's business and may carry a code; an unreadable one with its text, for the seller. The database
 * decides a repeat (insertBankSms).
 */
export async function storeBankSms(db: Kysely<Database>, sms: BankSmsToStore, now: Date): Promise<StoreBankSmsResult> {
  const text = cutToCharacters(sms.text, BANK_SMS_MAX_LENGTH);
  const reading = readBankSms(text);
  const row = await insertBankSms(db, {
    id: newId(),
    event_id: sms.eventId,
    sender: sms.sender,
    received_at: sms.receivedAt,
    body: reading.kind === 'ignored' ? '' : text,
    kind: reading.kind,
    ignored_why: reading.kind === 'ignored' ? reading.why : null,
    amount_paise: reading.kind === 'credit' ? reading.amountPaise : null,
    rrn: reading.kind === 'credit' ? reading.rrn : null,
    payer: reading.kind === 'credit' ? reading.payer : null,
    matched_type: null,
    matched_id: null,
    created_at: toStoredTime(now),
  });
  if (row) return { outcome: 'stored', row, reading };
  return { outcome: (await hasBankSmsEvent(db, sms.eventId)) ? 'repeat_event' : 'repeat_credit', reading };
}

/** The first `max` characters (code points, so an emoji is never cut in half) of `text`. */
function cutToCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}
