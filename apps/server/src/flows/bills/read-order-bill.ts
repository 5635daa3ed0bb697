import type { OrderBillData } from '@rasoi/domain/bills';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findOrderBills } from '../../modules/bills/bill-queries.ts';
import { findOrder } from '../../modules/ordering/orders/order-queries.ts';

/**
 * `GET /order/:id/bill` (issue 28 part 1, docs/decisions/0107): the order's bill and its credit note (null
 * when none), for the order's customer or the seller. Throws AppError 404 m.orderNotFound() for no such
 * order or another customer's (answered as a missing one, as GET /order/:id does), 404 m.billNotFound() for
 * an order not billed yet.
 */
export async function readOrderBill(
  ctx: Pick<AppContext, 'db'>,
  caller: Pick<SessionUser, 'id' | 'role'>,
  orderId: string,
): Promise<OrderBillData> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || (caller.role !== 'seller' && order.user_id !== caller.id)) {
    throw new AppError('NOT_FOUND', 'orderNotFound');
  }
  const { bill, creditNote } = await findOrderBills(ctx.db, orderId);
  if (!bill) throw new AppError('NOT_FOUND', 'billNotFound');
  return { bill, credit_note: creditNote ?? null };
}
