import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { PAID_EVENTS, type PaymentWebhookEvent } from '@rasoi/domain/payment-gateway';
import { localDateAt } from '@rasoi/domain/slots';
import type { AppContext } from '../../app-context.ts';
import type { Database, GatewayRefundReason } from '../../db/schema.ts';
import { postEntry } from '../../modules/accounts/post-entry.ts';
import {
  publishOrderEvent,
  recordOrderEvent,
  type RecordedOrderEvent,
} from '../../modules/live/events/record-order-event.ts';
import { confirmOnlineOrderPaid } from '../../modules/ordering/orders/online-order-queries.ts';
import { findOrder, withLines } from '../../modules/ordering/orders/order-queries.ts';
import { claimGatewayEvent, noteGatewayEventOutcome } from '../../modules/payments/gateway/gateway-event-queries.ts';
import {
  findPaymentByGatewayOrder,
  markGatewayPaymentPaid,
  type GatewayPaymentRow,
} from '../../modules/payments/gateway/gateway-payment-queries.ts';
import { markRefundSettled, oweRefund } from '../../modules/payments/gateway/gateway-refund-queries.ts';
import { sendRefund } from './send-refund.ts';
import { billOrder } from '../bills/bill-order.ts';

/**
 * What one signed webhook event came to, for its log line and the stored event (never an amount's owner
 * or a key): a repeat of an event processed before (nothing changes); an event Rasoi does not act on; a
 * payment for a gateway order that is not Rasoi's; an order paid and sent to the kitchen; a top-up
 * credited; a payment confirmed before (order.paid after payment.captured); a payment refunded because
 * its order was given up or its amount is not the one asked; a failed attempt (the order stays awaiting);
 * a refund settled, or one Rasoi does not know.
 */
export type PaymentWebhookOutcome =
  | 'repeat'
  | 'ignored'
  | 'unknown_order'
  | 'paid'
  | 'topup_credited'
  | 'already_paid'
  | 'late_refunded'
  | 'wrong_amount'
  | 'failed_attempt'
  | 'refund_settled'
  | 'refund_unknown';

type Ctx = Pick<AppContext, 'db' | 'now' | 'groupCommit' | 'orderEvents' | 'push' | 'whatsapp' | 'config'>;

/**
 * Processes one webhook event of the kitchen's payment gateway, its signature already checked (issue 27
 * part 2, docs/decisions/0100), once per event id: the id is claimed first in the transaction of the
 * event's effect (gateway_events' primary key), so the same event delivered twice, at once or later, on
 * one instance or two, changes things once; a repeat changes nothing.
 *
 * - payment.captured / order.paid: the payment Rasoi asked for is marked paid (one conditional UPDATE);
 *   its order, still awaiting payment, becomes an order the kitchen cooks (collected 'online') and the
 *   kitchen hears of it now (`order.created`, its push) and it gets its numbered bill (D107); a top-up is credited to the household account (a
 *   ledger entry keyed by the gateway's payment id), in the same transaction. A payment for an order
 *   given up (cancelled, or past its life), or of another amount than asked, is recorded and owed back,
 *   and the refund is sent after the commit, without holding the answer.
 * - payment.failed: nothing changes; the order keeps waiting (the customer may try again).
 * - refund.processed / refund.failed: the refund of that payment is settled.
 */
export async function receivePaymentWebhook(
  ctx: Ctx,
  eventId: string,
  event: PaymentWebhookEvent,
  log: FastifyBaseLogger,
): Promise<PaymentWebhookOutcome> {
  const now = ctx.now();
  const done = await ctx.groupCommit.transaction(async (trx) => {
    if (!(await claimGatewayEvent(trx, { eventId, event: event.event }, now))) {
      return { outcome: 'repeat' as const, announce: null, refundId: null };
    }
    const effect = await applyEvent(trx, ctx, event, now);
    await noteGatewayEventOutcome(trx, eventId, effect.outcome);
    return effect;
  });
  if (done.announce) await publishOrderEvent(ctx, done.announce);
  if (done.refundId) {
    // The gateway's answer is not waited for: the webhook is answered at once (a failed call stays due).
    sendRefund(ctx, done.refundId, log).catch((error: unknown) => log.error({ err: error }, 'gateway refund'));
  }
  return done.outcome;
}

type Effect = { outcome: PaymentWebhookOutcome; announce: RecordedOrderEvent | null; refundId: string | null };

async function applyEvent(trx: Kysely<Database>, ctx: Ctx, event: PaymentWebhookEvent, now: Date): Promise<Effect> {
  const none = { announce: null, refundId: null };
  if (event.refund) {
    const settled = await markRefundSettled(
      trx,
      {
        gatewayPaymentId: event.refund.paymentId,
        gatewayRefundId: event.refund.id,
        processed: event.event === 'refund.processed',
      },
      now,
    );
    return { outcome: settled ? 'refund_settled' : 'refund_unknown', ...none };
  }
  if (!event.payment) return { outcome: 'ignored', ...none };
  if (event.event === 'payment.failed') return { outcome: 'failed_attempt', ...none };
  if (!(PAID_EVENTS as readonly string[]).includes(event.event)) return { outcome: 'ignored', ...none };

  const { payment } = event;
  const asked = await findPaymentByGatewayOrder(trx, payment.gatewayOrderId);
  if (!asked) return { outcome: 'unknown_order', ...none };
  if (!(await markGatewayPaymentPaid(trx, asked.id, payment.id, now))) return { outcome: 'already_paid', ...none };
  const owe = async (reason: GatewayRefundReason, outcome: PaymentWebhookOutcome): Promise<Effect> => ({
    outcome,
    announce: null,
    refundId: await oweRefund(trx, { paymentId: asked.id, amountPaise: payment.amountPaise, reason }, now),
  });
  if (payment.amountPaise !== asked.amount_paise || payment.currency !== 'INR')
    return owe('wrong_amount', 'wrong_amount');
  if (asked.kind === 'topup') {
    return (await creditTopup(trx, ctx, asked, payment.id, now))
      ? { outcome: 'topup_credited', ...none }
      : owe('late_payment', 'late_refunded');
  }
  const orderId = asked.order_id!;
  if (!(await confirmOnlineOrderPaid(trx, orderId, now))) return owe('late_payment', 'late_refunded');
  const [order] = await withLines(trx, [(await findOrder(trx, orderId))!]);
  // Paid online: the order's numbered bill now, in the payment's transaction (D107).
  await billOrder(trx, ctx, order!, now);
  // The kitchen hears of the order now, as of any new order: its list, its alarm, its push.
  const announce = await recordOrderEvent(trx, { type: 'order.created', order: order!, userId: asked.user_id, now });
  return { outcome: 'paid', announce, refundId: null };
}

/**
 * A top-up paid: a 'payment' entry to the household account, keyed by the gateway's payment id (a repeat
 * posts once). The ledger's method is 'upi' until the ledger can say 'online' (D100); the entry's source
 * names the gateway payment. False when the account refused it (at its ceiling): the caller refunds it.
 */
async function creditTopup(
  trx: Kysely<Database>,
  ctx: Ctx,
  asked: GatewayPaymentRow,
  gatewayPaymentId: string,
  now: Date,
): Promise<boolean> {
  const posted = await postEntry(
    trx,
    {
      userId: asked.user_id,
      kind: 'payment',
      method: 'upi',
      amountPaise: asked.amount_paise,
      day: localDateAt(now, ctx.config.kitchenTimezone),
      source: { type: 'gateway_payment', id: asked.id },
      note: 'Paid online',
      recordedBy: 'system',
      idempotencyKey: `online:${gatewayPaymentId}`,
    },
    now,
  );
  return posted.posted;
}
