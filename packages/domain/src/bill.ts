import {
  DELIVERY_CHARGE,
  DELIVERY_CHARGE_STRUCK,
  MIN_ORDER_ABOVE,
  PLATFORM_FEE,
  PLATFORM_FEE_STRUCK,
} from './constants.ts';
import { addItemsWorthMore } from './i18n/messages/additemsworthmore3.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { addItemsWorthMore };

/** One priced line of a cart or an order: a whole-rupee unit price and a quantity. */
export type BillLine = { price: number; quantity: number };

/** The bill of a cart or an order, all in whole rupees (docs/decisions/p02). */
export type Bill = {
  /** Sum over lines of whole-rupee price x quantity. */
  itemTotal: number;
  /** ceil(itemTotal x off / 100); 0 without a coupon. */
  discount: number;
  platformFee: number;
  platformFeeStruck: number;
  deliveryCharge: number;
  deliveryChargeStruck: number;
  /** itemTotal - discount + platformFee + deliveryCharge. */
  toPay: number;
};

/** Rounds a price to whole rupees, as the cart does on add (spec 9). */
export function wholeRupees(price: number): number {
  return Math.round(price);
}

/**
 * Computes the bill for the given lines and an optional coupon percentage (0-100).
 * The one formula for cart, order placement and the order page (docs/decisions/p02).
 */
export function computeBill(lines: readonly BillLine[], couponOff = 0): Bill {
  const itemTotal = lines.reduce((sum, line) => sum + wholeRupees(line.price) * line.quantity, 0);
  const discount = couponOff > 0 ? Math.ceil((itemTotal * couponOff) / 100) : 0;
  return {
    itemTotal,
    discount,
    platformFee: PLATFORM_FEE,
    platformFeeStruck: PLATFORM_FEE_STRUCK,
    deliveryCharge: DELIVERY_CHARGE,
    deliveryChargeStruck: DELIVERY_CHARGE_STRUCK,
    toPay: itemTotal - discount + PLATFORM_FEE + DELIVERY_CHARGE,
  };
}

/** True when the bill total is high enough to check out (spec 5: above 74). */
export function meetsMinimumOrder(toPay: number): boolean {
  return toPay > MIN_ORDER_ABOVE;
}

/**
 * Rupees still missing before checkout is allowed: 0 when the minimum is met,
 * else (74 + 1) - toPay, the figure in 'Add items worth ₹{n} more' (docs/decisions/p02).
 */
export function minimumOrderShortfall(toPay: number): number {
  return meetsMinimumOrder(toPay) ? 0 : MIN_ORDER_ABOVE + 1 - toPay;
}

/** The checkout button's text while the minimum is not met (spec 9), in the current language (issue 16, D62). */
export function shortfallLabel(toPay: number): string {
  return m.addItemsWorthMore({ amount: minimumOrderShortfall(toPay) });
}

/** The stored figures of a placed order (spec 3 Order; docs/decisions/p02), whole rupees. */
export type StoredBillFigures = {
  price: number;
  discount: number;
  platform_fee: number;
  delivery_charge: number;
  amount: number;
};

/**
 * The bill of a placed order, from the figures stored with it (never recomputed from today's menu), so
 * the order page shows the bill the customer confirmed (docs/decisions/p02).
 */
export function storedBill(order: StoredBillFigures): Bill {
  return {
    itemTotal: order.price,
    discount: order.discount,
    platformFee: order.platform_fee,
    platformFeeStruck: PLATFORM_FEE_STRUCK,
    deliveryCharge: order.delivery_charge,
    deliveryChargeStruck: DELIVERY_CHARGE_STRUCK,
    toPay: order.amount,
  };
}
