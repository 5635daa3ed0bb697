import type { FastifyBaseLogger } from 'fastify';
import { ONLINE_PAYMENT_LIFE_MINUTES } from '@rasoi/domain/payment-gateway';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { awaitingOrdersPlacedBefore } from '../../modules/ordering/orders/online-order-queries.ts';
import { cancelOrder } from '../orders/cancel-order.ts';

/** Orders given up at most in one run (the rest go at the next). */
const EXPIRY_BATCH = 50;

/**
 * Cancels the online orders not paid within ONLINE_PAYMENT_LIFE_MINUTES of being placed (D100), as their
 * customer giving up: their plates go back to the slot, a coupon they used is free again, the one they won
 * is withdrawn. Run lazily, before an online order is placed or paid for, and by each webhook: so a
 * kitchen's held plates are freed as soon as anyone needs them. A payment that arrives later is refunded
 * (receive-payment-webhook.ts). Each cancel is the order's own conditional UPDATE: two runs at once
 * cancel each order once (the loser's 409 is ignored).
 */
export async function expireUnpaidOrders(
  ctx: Pick<AppContext, 'db' | 'now' | 'orderEvents' | 'push' | 'whatsapp' | 'kitchenSettings' | 'config'>,
  log?: FastifyBaseLogger,
): Promise<number> {
  const before = new Date(ctx.now().getTime() - ONLINE_PAYMENT_LIFE_MINUTES * 60_000);
  let expired = 0;
  for (const order of await awaitingOrdersPlacedBefore(ctx.db, before, EXPIRY_BATCH)) {
    try {
      await cancelOrder({
        ctx,
        caller: { id: order.user_id, role: 'customer' },
        orderId: order.id,
        reason: '',
        log,
        expired: true,
      });
      expired += 1;
    } catch (error) {
      // Paid or cancelled meanwhile: nothing to give up.
      if (!(error instanceof AppError)) throw error;
    }
  }
  if (expired > 0) log?.info({ onlineOrders: 'expired', count: expired }, 'online payment');
  return expired;
}
