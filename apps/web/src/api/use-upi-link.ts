import type { Order } from '@rasoi/domain/api';
import { UPI_MAX_PER_PAYMENT } from '@rasoi/domain/constants';
import { upiLimitRefusal, upiOrderNote, upiPayLink } from '@rasoi/domain/upi-link';
import { useKitchen } from './get-kitchen.ts';

/**
 * A `upi://pay` link to the kitchen's UPI id (GET /kitchen `upi_vpa`) in the kitchen's name, for `amountPaise`,
 * noted with `noteFor(kitchen name)`: an order's (issue 15, D53) or a household's top-up (issue 27, D99). Null
 * while the amount is not known, while the kitchen is loading or has no UPI id, and above what one UPI payment
 * carries (₹1,00,000: issue 30, docs/decisions/0080).
 */
export function useKitchenUpiLink(
  amountPaise: number | undefined,
  noteFor: (kitchenName: string) => string,
): string | null {
  const kitchen = useKitchen();
  if (amountPaise === undefined || !kitchen?.upi_vpa || amountPaise > UPI_MAX_PER_PAYMENT * 100) return null;
  return upiPayLink({ vpa: kitchen.upi_vpa, payeeName: kitchen.name, amountPaise, note: noteFor(kitchen.name) });
}

/**
 * The `upi://pay` link of a UPI-on-delivery order (issue 15, D53): `amountPaise` (the order's exact UPI amount,
 * D98; its bill unless given), noted with its number. Null for a cash order, and as `useKitchenUpiLink` is.
 */
export function useUpiLink(
  order: Pick<Order, '_id' | 'amount' | 'payment_method'>,
  amountPaise: number = order.amount * 100,
): string | null {
  const link = useKitchenUpiLink(amountPaise, (kitchenName) => upiOrderNote(kitchenName, order._id));
  if (order.payment_method !== 'UPI' || upiLimitRefusal(order.amount)) return null;
  return link;
}
