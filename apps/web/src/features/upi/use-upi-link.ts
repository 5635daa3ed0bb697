import type { Order } from '@rasoi/domain/api';
import { upiOrderNote, upiPayLink } from '@rasoi/domain/upi-link';
import { useKitchen } from '../kitchen/index.ts';

/**
 * The `upi://pay` link of a UPI-on-delivery order (issue 15, D53): to the kitchen's UPI id (GET /kitchen
 * `upi_vpa`) in the kitchen's name, the order's exact amount, noted with its number. Null for a cash
 * order, or while the kitchen is loading or has no UPI id.
 */
export function useUpiLink(order: Pick<Order, '_id' | 'amount' | 'payment_method'>): string | null {
  const kitchen = useKitchen();
  if (order.payment_method !== 'UPI' || !kitchen?.upi_vpa) return null;
  return upiPayLink({
    vpa: kitchen.upi_vpa,
    payeeName: kitchen.name,
    amountRupees: order.amount,
    note: upiOrderNote(kitchen.name, order._id),
  });
}
