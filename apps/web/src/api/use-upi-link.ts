import type { Order } from '@rasoi/domain/api';
import { upiLimitRefusal, upiOrderNote, upiPayLink } from '@rasoi/domain/upi-link';
import { useKitchen } from './get-kitchen.ts';

/**
 * The `upi://pay` link of a UPI-on-delivery order (issue 15, D53): to the kitchen's UPI id (GET /kitchen
 * `upi_vpa`) in the kitchen's name, `amountPaise` (the order's exact UPI amount, D98; its bill unless given),
 * noted with its number. Null for a cash
 * order, while the kitchen is loading or has no UPI id, and for an amount above what one UPI payment
 * carries (₹1,00,000: issue 30, docs/decisions/0080).
 */
export function useUpiLink(
  order: Pick<Order, '_id' | 'amount' | 'payment_method'>,
  amountPaise: number = order.amount * 100,
): string | null {
  const kitchen = useKitchen();
  if (order.payment_method !== 'UPI' || !kitchen?.upi_vpa || upiLimitRefusal(order.amount)) return null;
  return upiPayLink({
    vpa: kitchen.upi_vpa,
    payeeName: kitchen.name,
    amountPaise,
    note: upiOrderNote(kitchen.name, order._id),
  });
}
