import type { OnlinePaymentStateData } from '@rasoi/domain/payment-gateway';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { AWAITING_PAYMENT } from '../../modules/ordering/orders/online-order-queries.ts';
import { findOrder } from '../../modules/ordering/orders/order-queries.ts';
import { findOrderPayment } from '../../modules/payments/gateway/gateway-payment-queries.ts';
import { findOrderRefund } from '../../modules/payments/gateway/gateway-refund-queries.ts';

/**
 * `getOrderPayment` (customer, D100): where the caller's own order's online payment is, for its page:
 * a refund first (refunded, refund failed, or on its way), then paid, then awaiting; 'none' for an order
 * not paid online or given up unpaid. 404 m.orderNotFound for another's order or none.
 */
export async function orderPaymentState(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  orderId: string,
): Promise<OnlinePaymentStateData> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.user_id !== userId) throw new AppError('NOT_FOUND', 'orderNotFound');
  const none: OnlinePaymentStateData = { state: 'none', amount_paise: null, refunded_at: null };
  if (order.payment_method !== 'ONLINE') return none;
  const [paid, refund] = await Promise.all([
    findOrderPayment(ctx.db, orderId, 'paid'),
    findOrderRefund(ctx.db, orderId),
  ]);
  if (refund) {
    const state =
      refund.status === 'processed' ? 'refunded' : refund.status === 'failed' ? 'refund_failed' : 'refunding';
    return { state, amount_paise: refund.amount_paise, refunded_at: refund.processed_at };
  }
  if (paid) return { state: 'paid', amount_paise: paid.amount_paise, refunded_at: null };
  return order.status === AWAITING_PAYMENT ? { ...none, state: 'awaiting' } : none;
}
