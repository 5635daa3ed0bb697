import { useQuery } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import type { UpiRequest } from '@rasoi/domain/upi-requests';
import { upiLimitRefusal } from '@rasoi/domain/upi-link';
import { callApi } from './client.ts';
import { ordersKeys } from './query-keys.ts';

/**
 * `POST /order/{id}/upi` (issue 27, D98): the exact amount to pay the customer's UPI-on-delivery order, the
 * bill less the few paise that tell this payment apart in the kitchen's bank SMS. The server opens the
 * request or answers the open one, so asking again is safe.
 */
export async function requestUpiPayment(orderId: string): Promise<UpiRequest> {
  const answer = await callApi('POST /order/:id/upi', { params: { id: orderId }, body: {} });
  return answer.data.upi_request;
}

/**
 * The order's exact UPI amount while it can be paid by UPI (undefined otherwise, while asking, or when the
 * server refused: the panel then asks for the bill, and the seller matches the payment by hand).
 */
export function useUpiRequest(
  order: Pick<Order, '_id' | 'amount' | 'payment_method' | 'status' | 'collected_by'>,
): UpiRequest | undefined {
  const payable =
    order.payment_method === 'UPI' &&
    order.status !== 'Cancelled' &&
    order.collected_by === null &&
    upiLimitRefusal(order.amount) === null;
  const query = useQuery({
    queryKey: ordersKeys.upi(order._id),
    queryFn: () => requestUpiPayment(order._id),
    enabled: payable,
    staleTime: Infinity,
    retry: false,
  });
  return payable ? query.data : undefined;
}
