import type { FastifyBaseLogger } from 'fastify';
import type { OnlinePaymentData } from '@rasoi/domain/payment-gateway';
import type { AppContext } from '../../app-context.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/crypto.ts';
import { findOrder } from '../../modules/ordering/orders/order-queries.ts';
import { AWAITING_PAYMENT } from '../../modules/ordering/orders/online-order-queries.ts';
import {
  findOrderPayment,
  insertGatewayPayment,
  type GatewayPaymentRow,
} from '../../modules/payments/gateway/gateway-payment-queries.ts';
import { PaymentGatewayError } from '../../modules/payments/gateway/payment-gateway.ts';
import { expireUnpaidOrders } from './expire-unpaid-orders.ts';
import { paymentGatewayOf } from './payment-gateway-of.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config' | 'kitchenSettings' | 'orderEvents' | 'push' | 'whatsapp'>;

/**
 * `createOnlinePayment` (customer; issue 27 part 2, docs/decisions/0100): asks the kitchen's gateway for a
 * payment and answers what its checkout needs, never a secret. For an order (`orderId`): the caller's own,
 * placed to be paid online and still awaiting its payment; the amount is its bill in paise. Asked again,
 * it answers the payment already open (no second gateway order); two asks at once store one (the partial
 * unique index), the loser answering the winner's. For a top-up (`topupPaise`): a new payment of that
 * amount to the caller's household account. Nothing is paid here: only the gateway's signed webhook
 * confirms a payment.
 *
 * Throws AppError: 404 m.orderNotFound (none, or another's); 409 m.onlinePaymentNotSet (no keys) or
 * m.onlinePaymentNotAwaiting (not online, paid, cancelled, or past its life: given up now); 503
 * m.onlinePaymentGatewayDown when the gateway does not answer or refuses (logged with its status and
 * code, never a key): nothing is stored, the order stays unpaid and is not cooked.
 */
export async function createOnlinePayment(
  ctx: Ctx,
  userId: string,
  target: { orderId: string } | { topupPaise: number },
  log: FastifyBaseLogger,
): Promise<OnlinePaymentData> {
  const setUp = await paymentGatewayOf(ctx);
  if (!setUp) throw new AppError('CONFLICT', 'onlinePaymentNotSet');
  const now = ctx.now();
  let amountPaise: number;
  let orderId: string | null = null;
  if ('orderId' in target) {
    // An order past its life is given up first, so it is not paid for now.
    await expireUnpaidOrders(ctx, log);
    const order = await findOrder(ctx.db, target.orderId);
    if (!order || order.user_id !== userId) throw new AppError('NOT_FOUND', 'orderNotFound');
    if (order.payment_method !== 'ONLINE' || order.status !== AWAITING_PAYMENT) {
      throw new AppError('CONFLICT', 'onlinePaymentNotAwaiting');
    }
    const open = await findOrderPayment(ctx.db, order.id, 'created');
    if (open) return checkoutOf(ctx, open, setUp.settings.keyId);
    orderId = order.id;
    amountPaise = order.amount * 100;
  } else {
    amountPaise = target.topupPaise;
  }

  const id = newId();
  let gatewayOrderId: string;
  try {
    const created = await setUp.gateway.createOrder({
      amountPaise,
      receipt: id,
      notes: orderId ? { kind: 'order', order_id: orderId } : { kind: 'topup' },
    });
    gatewayOrderId = created.id;
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    log.warn({ onlinePayment: 'gateway_failed', reason: error.reason, ...error.details }, 'online payment');
    throw new AppError('SERVICE_UNAVAILABLE', 'onlinePaymentGatewayDown');
  }
  const row: GatewayPaymentRow = {
    id,
    kind: orderId ? 'order' : 'topup',
    order_id: orderId,
    user_id: userId,
    amount_paise: amountPaise,
    gateway_order_id: gatewayOrderId,
    status: 'created',
    gateway_payment_id: null,
    paid_at: null,
    created_at: toStoredTime(now),
  };
  if (await insertGatewayPayment(ctx.db, row)) {
    log.info({ onlinePayment: 'created', kind: row.kind, amountPaise }, 'online payment');
    return checkoutOf(ctx, row, setUp.settings.keyId);
  }
  // Another request for this order stored its payment first: that one is the order's (this gateway
  // order is left unused; the gateway lets an unpaid order lapse).
  const winner = orderId ? await findOrderPayment(ctx.db, orderId, 'created') : undefined;
  if (!winner) throw new AppError('CONFLICT', 'onlinePaymentNotAwaiting');
  return checkoutOf(ctx, winner, setUp.settings.keyId);
}

/** What the web hands checkout.js: the public key id, the gateway's order and amount, the kitchen's name. */
async function checkoutOf(ctx: Ctx, payment: GatewayPaymentRow, keyId: string): Promise<OnlinePaymentData> {
  const settings = await ctx.kitchenSettings.get();
  return {
    payment_id: payment.id,
    key_id: keyId,
    gateway_order_id: payment.gateway_order_id,
    amount_paise: payment.amount_paise,
    currency: 'INR',
    name: settings.name,
    checkout_url: ctx.config.paymentGateway.checkoutUrl,
  };
}
