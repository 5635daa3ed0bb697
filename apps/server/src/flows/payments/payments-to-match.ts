import type { Order } from '@rasoi/domain/api';
import {
  AWAITED_TOPUP_WINDOW_MS,
  PAYMENTS_TO_MATCH_MAX,
  type PaymentsToMatchData,
} from '@rasoi/domain/payments-to-match';
import type { AppContext } from '../../app-context.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordOrderEvent, type RecordedOrderEvent } from '../../modules/live/events/record-order-event.ts';
import { findOrder, lockOrder, markCollected, withLines } from '../../modules/ordering/orders/order-queries.ts';
import {
  assignBankSmsToOrder,
  findPaymentSms,
  listUnmatchedSms,
  markBankSmsNotMine,
} from '../../modules/payments/bank-sms-queries.ts';
import {
  cancelOrderUpiRequest,
  listAwaitedTopUps,
  listOpenOrderRequests,
} from '../../modules/payments/upi-requests.ts';
import { announceQuietly } from '../orders/announce-quietly.ts';
import { paymentReceivedNotice } from '../../modules/live/whatsapp/whatsapp-notices.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'groupCommit' | 'orderEvents' | 'whatsapp'>;

/**
 * 'Payments to match' (issue 27, docs/decisions/0098): the newest PAYMENTS_TO_MATCH_MAX unmatched credits
 * and unread SMS, the orders awaiting a UPI payment with the amounts they asked, and the households' top-ups
 * asked within AWAITED_TOPUP_WINDOW_MS and not paid, open or past their life (D99), for the seller to pair by
 * hand.
 */
export async function paymentsToMatch(ctx: Pick<AppContext, 'db' | 'now'>): Promise<PaymentsToMatchData> {
  const since = toStoredTime(new Date(ctx.now().getTime() - AWAITED_TOPUP_WINDOW_MS));
  const [sms, open, topUps] = await Promise.all([
    listUnmatchedSms(ctx.db, PAYMENTS_TO_MATCH_MAX),
    listOpenOrderRequests(ctx.db, PAYMENTS_TO_MATCH_MAX),
    listAwaitedTopUps(ctx.db, since, PAYMENTS_TO_MATCH_MAX),
  ]);
  return {
    payments: sms.map((row) => ({
      _id: row.id,
      received_at: row.received_at,
      sender: row.sender,
      kind: row.kind === 'credit' ? 'credit' : 'unreadable',
      amount_paise: row.amount_paise,
      rrn: row.rrn,
      payer: row.payer,
      text: row.kind === 'credit' ? '' : row.body,
    })),
    awaited: open.map((row) => ({
      order_id: row.order_id!,
      amount_paise: row.amount_paise,
      bill_paise: row.bill_paise,
      opened_at: row.opened_at,
    })),
    awaited_topups: topUps.map((row) => ({
      request_id: row.id,
      user_id: row.user_id,
      mobile: row.mobile,
      amount_paise: row.amount_paise,
      bill_paise: row.bill_paise,
      opened_at: row.opened_at,
      expires_at: row.expires_at,
    })),
  };
}

/**
 * The seller assigns the payment to match `paymentId` to the order `orderId` it paid (D98), in one
 * transaction under the order's row lock (`lockOrder`, the lock a credit paying the order's request takes
 * first): the SMS is marked matched to the order by one conditional UPDATE, which refuses when it was
 * matched or dismissed meanwhile (a second assignment, or one racing 'not mine', loses) and when a credit of
 * the order's exact amount already paid its UPI request (it would be paid twice); the order's money is
 * recorded as collected by UPI with an `order.updated` event (a cash record is corrected, as the seller's
 * own 'UPI received' tap does), and the order's open UPI request closes. After the commit an opted-in
 * customer gets 'payment received' by WhatsApp (D101). Returns the order as it now is.
 * Throws AppError 404 m.paymentNotFound(), 404 m.orderNotFound(), 409 m.paymentAlreadyDecided(), 409
 * m.paymentOrderPaidByCredit(), 409 m.collectCancelled(), 409 m.collectPaidFromAccount().
 */
export async function matchPayment(ctx: Ctx, paymentId: string, orderId: string): Promise<Order> {
  const now = ctx.now();
  const done = await ctx.groupCommit.transaction(async (trx) => {
    const sms = await findPaymentSms(trx, paymentId);
    if (!sms) throw new AppError('NOT_FOUND', 'paymentNotFound');
    const row = await lockOrder(trx, orderId);
    if (!row) throw new AppError('NOT_FOUND', 'orderNotFound');
    if (row.status === 'Cancelled') throw new AppError('CONFLICT', 'collectCancelled');
    if (row.collected_by === 'account') throw new AppError('CONFLICT', 'collectPaidFromAccount');
    if (!(await assignBankSmsToOrder(trx, paymentId, orderId))) {
      // The UPDATE decided; the SMS as it reads now says which way.
      const still = await findPaymentSms(trx, paymentId);
      if (still?.status === 'unmatched') throw new AppError('CONFLICT', 'paymentOrderPaidByCredit');
      throw new AppError('CONFLICT', 'paymentAlreadyDecided');
    }
    let event: RecordedOrderEvent | undefined;
    if (await markCollected(trx, orderId, 'upi', now)) {
      const [order] = await withLines(trx, [(await findOrder(trx, orderId))!]);
      event = await recordOrderEvent(trx, { type: 'order.updated', order: order!, userId: row.user_id, now });
    }
    await cancelOrderUpiRequest(trx, orderId);
    const [order] = event ? [event.order] : await withLines(trx, [row]);
    return { order: order!, event, userId: row.user_id, amountPaise: sms.amount_paise };
  });
  if (done.event) await announceQuietly(ctx, done.event);
  // The customer's receipt by WhatsApp, when they opted in (D101): the credit's own amount.
  if (done.amountPaise !== null) ctx.whatsapp.send(paymentReceivedNotice(done.userId, done.amountPaise, done.order));
  return done.order;
}

/**
 * The seller marks the payment to match `paymentId` as not hers (D98): it leaves the list. Throws AppError
 * 404 m.paymentNotFound(), 409 m.paymentAlreadyDecided() when it was matched or dismissed meanwhile.
 */
export async function dismissPayment(ctx: Pick<AppContext, 'db'>, paymentId: string): Promise<void> {
  if (await markBankSmsNotMine(ctx.db, paymentId)) return;
  if (!(await findPaymentSms(ctx.db, paymentId))) throw new AppError('NOT_FOUND', 'paymentNotFound');
  throw new AppError('CONFLICT', 'paymentAlreadyDecided');
}
