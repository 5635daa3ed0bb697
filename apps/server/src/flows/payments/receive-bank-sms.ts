import { isBankSender } from '@rasoi/domain/bank-sms-settings';
import type { BankSmsReading } from '@rasoi/domain/bank-sms';
import type { GatewaySmsEvent } from '@rasoi/domain/gateway-sms';
import type { AppContext } from '../../app-context.ts';
import type { StoredBankSms } from '../../modules/payments/bank-sms-queries.ts';
import { readBankSmsSettings } from '../../modules/payments/bank-sms-settings-queries.ts';
import { storeBankSms } from '../../modules/payments/store-bank-sms.ts';

/**
 * What became of one forwarded event, for the webhook's log line (never the text, the payer or the key):
 * not a received SMS; a sender that is not one of the kitchen's banks (nothing stored); already stored
 * (the same event again, or the same credit under another event: nothing changes); or stored now, with
 * its reading, and `credit` the stored row when it is a credit.
 */
export type BankSmsReceipt =
  | { outcome: 'not_sms'; event: string }
  | { outcome: 'unknown_sender'; senderIsNumber: boolean }
  | { outcome: 'repeat_event' | 'repeat_credit'; reading: BankSmsReading }
  | { outcome: 'stored'; reading: BankSmsReading; credit: StoredBankSms | null };

/**
 * Receives one event SMS Gateway for Android forwarded, its signature already checked (issue 27 part 1,
 * docs/decisions/0097): a received SMS from one of the kitchen's bank senders (isBankSender, on the
 * stored settings) is read and stored once per event id and, a credit, once per RRN, decided by the
 * database; anything else is left alone. No outbound call: the phone gets its answer at once.
 *
 * Returns the stored credit row (`credit`) only to the call that stored it, so the matching of credits to
 * the payments Rasoi asks for (issue 27, 'Matching') is added here, after the store, and runs once per
 * credit whatever the phone retries.
 */
export async function receiveBankSms(
  ctx: Pick<AppContext, 'db' | 'now'>,
  event: GatewaySmsEvent,
): Promise<BankSmsReceipt> {
  if (!event.sms) return { outcome: 'not_sms', event: event.event };
  const { senders } = await readBankSmsSettings(ctx.db);
  if (!isBankSender(event.sms.sender, senders)) {
    return { outcome: 'unknown_sender', senderIsNumber: /^\+?\d+$/.test(event.sms.sender.replace(/[\s-]/g, '')) };
  }
  const stored = await storeBankSms(
    ctx.db,
    { eventId: event.id, sender: event.sms.sender, receivedAt: event.sms.receivedAt, text: event.sms.text },
    ctx.now(),
  );
  if (stored.outcome !== 'stored') return stored;
  return { outcome: 'stored', reading: stored.reading, credit: stored.row.kind === 'credit' ? stored.row : null };
}
