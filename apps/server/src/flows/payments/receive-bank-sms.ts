import { isBankSender } from '@rasoi/domain/bank-sms-settings';
import type { BankSmsReading } from '@rasoi/domain/bank-sms';
import { ACCOUNT_CHANGED_EVENT } from '@rasoi/domain/events';
import type { GatewaySmsEvent } from '@rasoi/domain/gateway-sms';
import { localDateAt } from '@rasoi/domain/slots';
import type { AppContext } from '../../app-context.ts';
import type { StoredBankSms } from '../../modules/payments/bank-sms-queries.ts';
import { readBankSmsSettings } from '../../modules/payments/bank-sms-settings-queries.ts';
import { storeBankSms } from '../../modules/payments/store-bank-sms.ts';
import { markBankSmsMatched } from '../../modules/payments/bank-sms-queries.ts';
import { matchBankCredit } from './match-bank-credit.ts';
import { paymentReceivedNotice } from '../../modules/live/whatsapp/whatsapp-notices.ts';

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
  | { outcome: 'stored'; reading: BankSmsReading; credit: StoredBankSms | null; matched: boolean };

/**
 * Receives one event SMS Gateway for Android forwarded, its signature already checked (issue 27 part 1,
 * docs/decisions/0097): a received SMS from one of the kitchen's bank senders (isBankSender, on the
 * stored settings) is read and stored once per event id and, a credit, once per RRN, decided by the
 * database; anything else is left alone. No outbound call: the phone gets its answer at once.
 *
 * A credit stored now is matched in the same transaction (`matchBankCredit`, D98): it pays the open UPI
 * request of exactly its amount, and the SMS is marked matched to it, or it stays unmatched for the
 * seller's 'Payments to match'. So the match runs once per credit, whatever the phone retries, and a
 * credit is never stored without its match. The order's change reaches the open screens after the commit,
 * a top-up's household hears that its account changed (D99), and the customer whose request it paid gets
 * 'payment received' by WhatsApp when they opted in (D101).
 */
export async function receiveBankSms(
  ctx: Pick<AppContext, 'db' | 'now' | 'groupCommit' | 'orderEvents' | 'config' | 'whatsapp'>,
  event: GatewaySmsEvent,
): Promise<BankSmsReceipt> {
  if (!event.sms) return { outcome: 'not_sms', event: event.event };
  const { senders } = await readBankSmsSettings(ctx.db);
  if (!isBankSender(event.sms.sender, senders)) {
    return { outcome: 'unknown_sender', senderIsNumber: /^\+?\d+$/.test(event.sms.sender.replace(/[\s-]/g, '')) };
  }
  const sms = event.sms;
  const now = ctx.now();
  const done = await ctx.groupCommit.transaction(async (trx) => {
    const stored = await storeBankSms(
      trx,
      { eventId: event.id, sender: sms.sender, receivedAt: sms.receivedAt, text: sms.text },
      now,
    );
    if (stored.outcome !== 'stored') return { receipt: stored, announce: undefined, paid: undefined, account: null };
    const credit = stored.row.kind === 'credit' ? stored.row : null;
    if (!credit)
      return { receipt: { ...stored, credit, matched: false }, announce: undefined, paid: undefined, account: null };
    // The schema made receivedAt an ISO instant (gateway-sms.ts): it always reads.
    const receivedAt = new Date(sms.receivedAt);
    const match = await matchBankCredit(
      trx,
      {
        amountPaise: credit.amount_paise!,
        rrn: credit.rrn!,
        receivedAt,
        kitchenDay: localDateAt(receivedAt, ctx.config.kitchenTimezone),
      },
      now,
    );
    if (match.matched) await markBankSmsMatched(trx, credit.id, { type: 'upi_request', id: match.requestId });
    return {
      receipt: { outcome: 'stored', reading: stored.reading, credit, matched: match.matched } as const,
      announce: match.matched ? match.event : undefined,
      paid: match.matched
        ? paymentReceivedNotice(match.userId, credit.amount_paise!, match.orderId ? { _id: match.orderId } : undefined)
        : undefined,
      account: match.matched ? match.accountUserId : null,
    };
  });
  if (done.announce) await ctx.orderEvents.announce(done.announce.id);
  // The customer's receipt by WhatsApp, when they opted in (D101); no push otherwise, as before.
  if (done.paid) ctx.whatsapp.send(done.paid);
  // A top-up paid: the household's open account page refetches (D99).
  if (done.account) await ctx.orderEvents.tell({ userId: done.account, type: ACCOUNT_CHANGED_EVENT });
  return done.receipt;
}
