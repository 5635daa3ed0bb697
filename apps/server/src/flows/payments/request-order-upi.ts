import type { UpiRequest } from '@rasoi/domain/upi-requests';
import { UPI_MAX_PER_PAYMENT } from '@rasoi/domain/constants';
import { fitsOneUpiPayment, rupeesText } from '@rasoi/domain/upi-link';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockOrder } from '../../modules/ordering/orders/order-queries.ts';
import { openUpiRequest, ORDER_UPI_REQUEST_LIFE_MS, toUpiRequest } from '../../modules/payments/upi-requests.ts';

type Ctx = Pick<AppContext, 'db' | 'groupCommit' | 'now'>;

/**
 * The exact UPI amount for the customer `userId`'s UPI-on-delivery order `orderId` (issue 27, D98): opens a
 * UPI request (the bill less the fewest paise no other open request asks), or answers the order's open one.
 * Decided in one transaction under the order's row lock (`lockOrder`), so a cancel or a collection racing
 * it either commits first (and is refused here) or waits and then closes the request this one opened: an
 * open request never outlives its order's cancel or collection.
 * Throws AppError 404 m.orderNotFound() for an unknown id or another customer's order, 409
 * m.paidClaimAccount() for a tiffin plan's meal, 400 m.upiRequestNotUpi() for a cash order, 400
 * m.upiOverLimit() above UPI_MAX_PER_PAYMENT, 409 m.paidClaimCancelled() for a cancelled order, 409
 * m.upiRequestCollected() once the seller recorded its money, 503 m.upiRequestBusy() when all 100 amounts
 * of the bill are taken by open requests.
 */
export async function requestOrderUpi(options: { ctx: Ctx; userId: string; orderId: string }): Promise<UpiRequest> {
  const { ctx, userId, orderId } = options;
  const now = ctx.now();
  const opened = await ctx.groupCommit.transaction(async (trx) => {
    const row = await lockOrder(trx, orderId);
    if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND', 'orderNotFound');
    if (row.payment_method === 'ACCOUNT') throw new AppError('CONFLICT', 'paidClaimAccount');
    if (row.payment_method !== 'UPI') throw new AppError('BAD_REQUEST', 'upiRequestNotUpi');
    if (!fitsOneUpiPayment(row.amount)) {
      throw new AppError('BAD_REQUEST', 'upiOverLimit', {
        limit: () => rupeesText(UPI_MAX_PER_PAYMENT),
        amount: () => rupeesText(row.amount),
      });
    }
    if (row.status === 'Cancelled') throw new AppError('CONFLICT', 'paidClaimCancelled');
    if (row.collected_by !== null) throw new AppError('CONFLICT', 'upiRequestCollected');
    return openUpiRequest(
      trx,
      { kind: 'order', orderId, userId, billPaise: row.amount * 100, lifeMs: ORDER_UPI_REQUEST_LIFE_MS },
      now,
    );
  });
  if (!opened) throw new AppError('SERVICE_UNAVAILABLE', 'upiRequestBusy');
  return toUpiRequest(opened);
}
