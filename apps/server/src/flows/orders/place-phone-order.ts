import type { Order } from '@rasoi/domain/api';
import type { OrderDiet } from '@rasoi/domain/diet';
import type { PhoneAddress } from '@rasoi/domain/phone-order';
import { placeOrder, type PlaceOrderOptions } from './place-order.ts';

/** A phone order after validation (domain phoneOrderBodySchema, defaults applied). */
export type PhoneOrderRequest = {
  mobile: string;
  address?: PhoneAddress | undefined;
  address_id?: string | undefined;
  meals: { meal_id: string; quantity: number }[];
  dishes: { dish_id: string; quantity: number }[];
  slot_id?: string | undefined;
  diet?: OrderDiet | undefined;
};

/**
 * Places an order the kitchen took by phone or WhatsApp (issue 14; POST /order/phone) for the customer
 * with this mobile number, through `placeOrder` as theirs, marked `placed_by: 'kitchen'`, without a
 * coupon, with the diet notes the customer gave (D55): the same checks, the slot's cap, the day's menu, the order-rate limit, the event and pushes;
 * a new customer also counts toward the seller's NEW_PHONE_CUSTOMERS_PER_MINUTE (429 beyond it, D79).
 * The customer (made if new) and a new address (saved unless they have the same) are written in the
 * order's own transaction (phone-customer.ts), so a refused order leaves nothing behind.
 * `idempotencyKey` is the customer's, so a retried phone order answers the first. Returns the order and
 * whether it was a replay; throws what placeOrder throws.
 */
export async function placePhoneOrder(options: {
  ctx: PlaceOrderOptions['ctx'];
  /** The seller entering it: a new customer counts toward their NEW_PHONE_CUSTOMERS_PER_MINUTE (D79). */
  sellerId: string;
  request: PhoneOrderRequest;
  idempotencyKey?: string | undefined;
}): Promise<{ order: Order; replayed: boolean }> {
  const { ctx, request } = options;
  return placeOrder({
    ctx,
    phone: {
      mobile: request.mobile,
      address: request.address,
      addressId: request.address_id,
      addedBy: options.sellerId,
    },
    placedBy: 'kitchen',
    idempotencyKey: options.idempotencyKey,
    request: {
      meals: request.meals,
      dishes: request.dishes,
      // Decided in the transaction (phone-customer.ts).
      address: request.address_id ?? '',
      couponId: null,
      payment_method: 'COD',
      slot_id: request.slot_id,
      diet: request.diet,
    },
  });
}
