import type { Kysely, Selectable } from 'kysely';
import type { Database, GatewayPaymentsTable } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';

/** One payment asked of the gateway, as stored (migration 0039, D100). */
export type GatewayPaymentRow = Selectable<GatewayPaymentsTable>;

/**
 * Stores a payment just created at the gateway, unless the order already has one open (the partial unique
 * index on an order's created payment decides; a racing request's gateway order is then left unused).
 * True when this row was stored.
 */
export async function insertGatewayPayment(db: Kysely<Database>, row: GatewayPaymentRow): Promise<boolean> {
  const stored = await db
    .insertInto('gateway_payments')
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return stored !== undefined;
}

/**
 * The order's payment in `status`: 'created' is the one still open at the gateway, 'paid' the one that
 * paid it (an order has at most one of each). Undefined when there is none.
 */
export async function findOrderPayment(
  db: Kysely<Database>,
  orderId: string,
  status: GatewayPaymentRow['status'],
): Promise<GatewayPaymentRow | undefined> {
  return db
    .selectFrom('gateway_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', status)
    .executeTakeFirst();
}

/** The payment Rasoi stored for this gateway order, or undefined (not Rasoi's, or another kitchen's). */
export async function findPaymentByGatewayOrder(
  db: Kysely<Database>,
  gatewayOrderId: string,
): Promise<GatewayPaymentRow | undefined> {
  return db
    .selectFrom('gateway_payments')
    .selectAll()
    .where('gateway_order_id', '=', gatewayOrderId)
    .executeTakeFirst();
}

/**
 * Marks the payment paid by the gateway's payment `gatewayPaymentId`, in one conditional UPDATE: only
 * while it is created, so the same payment confirmed twice at once (payment.captured and order.paid, or
 * one event delivered twice) is paid once. True when this call paid it.
 */
export async function markGatewayPaymentPaid(
  trx: Kysely<Database>,
  id: string,
  gatewayPaymentId: string,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('gateway_payments')
    .set({ status: 'paid', gateway_payment_id: gatewayPaymentId, paid_at: toStoredTime(now) })
    .where('id', '=', id)
    .where('status', '=', 'created')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
