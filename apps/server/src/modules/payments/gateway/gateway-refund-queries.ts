import type { Kysely, Selectable } from 'kysely';
import type { Database, GatewayRefundReason, GatewayRefundsTable } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';
import { newId } from '../../../lib/crypto.ts';

/** A refund owed, as stored (migration 0039, D100). */
export type GatewayRefundRow = Selectable<GatewayRefundsTable>;

/** How long a refund call may hold its refund before another caller may send it again, in ms. */
export const REFUND_SENDING_HOLD_MS = 2 * 60 * 1000;

/**
 * Records that the paid payment `paymentId` is owed back whole, in the transaction of its cause (the
 * cancel, or the late payment's webhook): one INSERT ... ON CONFLICT DO NOTHING on the payment, so a
 * payment is refunded at most once however often it is asked. Returns the refund's id (this one's or the
 * one already owed).
 */
export async function oweRefund(
  trx: Kysely<Database>,
  owed: { paymentId: string; amountPaise: number; reason: GatewayRefundReason },
  now: Date,
): Promise<string> {
  const stamp = toStoredTime(now);
  const stored = await trx
    .insertInto('gateway_refunds')
    .values({
      id: newId(),
      payment_id: owed.paymentId,
      amount_paise: owed.amountPaise,
      reason: owed.reason,
      status: 'due',
      gateway_refund_id: null,
      last_error: null,
      sending_since: null,
      processed_at: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((conflict) => conflict.column('payment_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (stored) return stored.id;
  const earlier = await trx
    .selectFrom('gateway_refunds')
    .select('id')
    .where('payment_id', '=', owed.paymentId)
    .executeTakeFirstOrThrow();
  return earlier.id;
}

/**
 * Takes a due refund to send, in one conditional UPDATE: only one caller sends it (a cancel and a webhook
 * at once, or two instances, never refund twice); one left 'sending' longer than REFUND_SENDING_HOLD_MS (its
 * caller died) may be taken again. Returns the refund with the gateway's payment id, or undefined.
 */
export async function takeRefundToSend(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<(GatewayRefundRow & { gateway_payment_id: string }) | undefined> {
  const stale = toStoredTime(new Date(now.getTime() - REFUND_SENDING_HOLD_MS));
  const taken = await db
    .updateTable('gateway_refunds')
    .set((eb) => ({
      status: 'sending',
      sending_since: toStoredTime(now),
      attempts: eb('attempts', '+', 1),
      updated_at: toStoredTime(now),
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('status', '=', 'due'), eb.and([eb('status', '=', 'sending'), eb('sending_since', '<', stale)])]),
    )
    .returning('id')
    .executeTakeFirst();
  if (!taken) return undefined;
  const row = await db
    .selectFrom('gateway_refunds')
    .innerJoin('gateway_payments', 'gateway_payments.id', 'gateway_refunds.payment_id')
    .selectAll('gateway_refunds')
    .select('gateway_payments.gateway_payment_id')
    .where('gateway_refunds.id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, gateway_payment_id: row.gateway_payment_id! };
}

/** The gateway took the refund: its id, and 'processed' when its answer says so, else 'requested'. */
export async function markRefundSent(
  db: Kysely<Database>,
  id: string,
  sent: { gatewayRefundId: string; processed: boolean },
  now: Date,
): Promise<void> {
  await db
    .updateTable('gateway_refunds')
    .set({
      status: sent.processed ? 'processed' : 'requested',
      gateway_refund_id: sent.gatewayRefundId,
      processed_at: sent.processed ? toStoredTime(now) : null,
      last_error: null,
      sending_since: null,
      updated_at: toStoredTime(now),
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** The call failed: the refund is due again, with why (a short code, never a secret), for the next try. */
export async function markRefundCallFailed(db: Kysely<Database>, id: string, error: string, now: Date): Promise<void> {
  await db
    .updateTable('gateway_refunds')
    .set({ status: 'due', last_error: error.slice(0, 120), sending_since: null, updated_at: toStoredTime(now) })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * The gateway's refund webhook: the refund of its payment `gatewayPaymentId` is processed or failed. One
 * conditional UPDATE (a processed refund stays processed). True when it changed a refund.
 */
export async function markRefundSettled(
  trx: Kysely<Database>,
  settled: { gatewayPaymentId: string; gatewayRefundId: string; processed: boolean },
  now: Date,
): Promise<boolean> {
  const payment = await trx
    .selectFrom('gateway_payments')
    .select('id')
    .where('gateway_payment_id', '=', settled.gatewayPaymentId)
    .executeTakeFirst();
  if (!payment) return false;
  const result = await trx
    .updateTable('gateway_refunds')
    .set({
      status: settled.processed ? 'processed' : 'failed',
      gateway_refund_id: settled.gatewayRefundId,
      processed_at: settled.processed ? toStoredTime(now) : null,
      updated_at: toStoredTime(now),
    })
    .where('payment_id', '=', payment.id)
    .where('status', '!=', 'processed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The ids of refunds due (never sent, or a failed call), oldest first, at most `limit`: to send again. */
export async function dueRefundIds(db: Kysely<Database>, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('gateway_refunds')
    .select('id')
    .where('status', '=', 'due')
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The refund of an order's paid payment, or undefined. */
export async function findOrderRefund(db: Kysely<Database>, orderId: string): Promise<GatewayRefundRow | undefined> {
  return db
    .selectFrom('gateway_refunds')
    .innerJoin('gateway_payments', 'gateway_payments.id', 'gateway_refunds.payment_id')
    .selectAll('gateway_refunds')
    .where('gateway_payments.order_id', '=', orderId)
    .executeTakeFirst();
}
