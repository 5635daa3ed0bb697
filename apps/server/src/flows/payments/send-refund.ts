import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { PaymentGatewayError } from '../../modules/payments/gateway/payment-gateway.ts';
import { findOrderPayment } from '../../modules/payments/gateway/gateway-payment-queries.ts';
import {
  dueRefundIds,
  markRefundCallFailed,
  markRefundSent,
  oweRefund,
  takeRefundToSend,
} from '../../modules/payments/gateway/gateway-refund-queries.ts';
import { paymentGatewayOf } from './payment-gateway-of.ts';

/** Refunds sent again at most in one retry run. */
const RETRY_BATCH = 20;

/**
 * In a cancel's transaction (D100): when the order was paid online, its payment is owed back whole (one
 * refund per payment, decided by the database). Returns the refund's id, or null when nothing was paid.
 */
export async function oweOrderRefund(trx: Kysely<Database>, orderId: string, now: Date): Promise<string | null> {
  const paid = await findOrderPayment(trx, orderId, 'paid');
  if (!paid) return null;
  return oweRefund(trx, { paymentId: paid.id, amountPaise: paid.amount_paise, reason: 'cancelled' }, now);
}

/**
 * After the commit that owed it: sends one refund to the gateway (`POST /v1/payments/:id/refund`, D100).
 * Only the caller whose conditional UPDATE takes the refund sends it, so a cancel and a webhook at once,
 * or two instances, never refund twice. The gateway's answer is recorded (requested, or processed); a
 * failed call (gateway down, refused, keys removed) leaves the refund due with its reason, for the next
 * try (retryDueRefunds), and never fails the caller. One log line each way, never a key.
 */
export async function sendRefund(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  refundId: string,
  log: FastifyBaseLogger | undefined,
): Promise<void> {
  const refund = await takeRefundToSend(ctx.db, refundId, ctx.now());
  if (!refund) return;
  const setUp = await paymentGatewayOf(ctx);
  if (!setUp) {
    await markRefundCallFailed(ctx.db, refundId, 'no_keys', ctx.now());
    log?.warn({ gatewayRefund: 'failed', reason: 'no_keys' }, 'gateway refund');
    return;
  }
  try {
    const sent = await setUp.gateway.refundPayment({
      paymentId: refund.gateway_payment_id,
      amountPaise: refund.amount_paise,
      receipt: refund.id,
    });
    await markRefundSent(
      ctx.db,
      refundId,
      { gatewayRefundId: sent.id, processed: sent.status === 'processed' },
      ctx.now(),
    );
    log?.info(
      { gatewayRefund: 'sent', status: sent.status, amountPaise: refund.amount_paise, why: refund.reason },
      'gateway refund',
    );
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) {
      await markRefundCallFailed(ctx.db, refundId, 'error', ctx.now());
      log?.error({ err: error }, 'gateway refund');
      return;
    }
    const why = [error.reason, error.details.status, error.details.code].filter((part) => part !== undefined).join(' ');
    await markRefundCallFailed(ctx.db, refundId, why, ctx.now());
    log?.warn({ gatewayRefund: 'failed', reason: error.reason, ...error.details }, 'gateway refund');
  }
}

/** Sends again the refunds still due (a failed call, or one never sent), oldest first, a batch at a time. */
export async function retryDueRefunds(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  log: FastifyBaseLogger | undefined,
): Promise<void> {
  for (const id of await dueRefundIds(ctx.db, RETRY_BATCH)) await sendRefund(ctx, id, log);
}
