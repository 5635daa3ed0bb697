import type { Kysely } from 'kysely';
import { isServiceablePincode } from '@rasoi/domain/address';
import type { CreateOrderBody, Order } from '@rasoi/domain/api';
import { computeBill, meetsMinimumOrder } from '@rasoi/domain/bill';
import { fitsOneUpiPayment, rupeesText } from '@rasoi/domain/upi-link';
import { UPI_MAX_PER_PAYMENT, type OrderPlacer } from '@rasoi/domain/constants';
import { couponRefusalKey } from '@rasoi/domain/coupon';
import { NO_DIET, type OrderDiet } from '@rasoi/domain/diet';
import type { KitchenSettings } from '@rasoi/domain/kitchen-settings';
import { INITIAL_ORDER_STATUS } from '@rasoi/domain/order-status';
import { platesOf } from '@rasoi/domain/slots';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/crypto.ts';
import { couponAward } from '../../modules/ordering/coupons/award-coupon.ts';
import { ensureOnSlotMenu } from '../../modules/catalogue/day-menu/ensure-on-slot-menu.ts';
import { toCoupon, type CouponRow } from '../../modules/ordering/coupons/coupon-queries.ts';
import {
  orderEventRow,
  publishOrderEvent,
  type RecordedOrderEvent,
} from '../../modules/live/events/record-order-event.ts';
import { readOrderInputs } from './order-inputs.ts';
import { AWAITING_PAYMENT } from '../../modules/ordering/orders/online-order-queries.ts';
import { onlinePaymentsReady, readGatewaySettings } from '../../modules/payments/gateway/gateway-settings-queries.ts';
import { expireUnpaidOrders } from '../payments/expire-unpaid-orders.ts';
import {
  findOrderByIdempotencyKey,
  insertNewOrder,
  toOrder,
  withLines,
  type OrderRow,
} from '../../modules/ordering/orders/order-queries.ts';
import { ensureUnderOrderRate, orderRateSince, takeCustomerRow } from '../../modules/ordering/orders/order-rate.ts';
import { phoneCustomerId, phoneCustomerIn, type PhoneCustomer } from './phone-customer.ts';
import { priceLines, requestedIds } from './price-lines.ts';
import { orderableSlots, slotCalendar } from '../../modules/catalogue/slots/day-slots.ts';
import { takeOrderSlot, type TakeOrderSlotOptions } from '../../modules/catalogue/slots/take-order-slot.ts';

/** The placement body after validation (defaults applied). */
export type OrderRequest = {
  meals: { meal_id: string; quantity: number }[];
  dishes: { dish_id: string; quantity: number }[];
  address: string;
  couponId?: string | null | undefined;
  payment_method: NonNullable<CreateOrderBody['payment_method']>;
  receipt?: string | undefined;
  slot_id?: string | undefined;
  /** The customer's notes for the kitchen (issue 15, D55); none when left out. */
  diet?: OrderDiet | undefined;
};

export type PlaceOrderOptions = {
  ctx: Pick<
    AppContext,
    'db' | 'groupCommit' | 'now' | 'kitchenSettings' | 'orderEvents' | 'push' | 'whatsapp' | 'config'
  >;
  request: OrderRequest;
  idempotencyKey?: string | undefined;
  /** Who enters it (issue 14): the customer (default), or the kitchen for a phoned-in order. */
  placedBy?: OrderPlacer;
} & (
  | { userId: string }
  /**
   * A phone order (issue 14): the customer by mobile and the address, found or made inside the order's
   * transaction (phone-customer.ts); `request.address` is then not read.
   */
  | { phone: PhoneCustomer }
);

/**
 * Places a cash-on-delivery order for a customer (spec 4, docs/decisions/p01, P2, P8, P9), in one
 * transaction (its commit shared with the orders placed alongside it: docs/decisions/0024): kitchen open, lines shown and active, the caller's serviceable address, paid on delivery (cash, or UPI once the kitchen has a UPI id: issue 15, D53), the
 * bill recomputed from the server's prices, above the minimum, and the coupon (the caller's,
 * scratched, unused, unexpired) marked used; the order wins the customer a new coupon. Status starts 'Preparing'.
 * The order's `order.created` event is stored with it and published after the commit (streams, pushes).
 * A slot's day menu, when it has one, must offer every line (issue 14). `placedBy` marks an order the
 * kitchen entered for a customer who phoned (place-phone-order.ts); it is placed the same way.
 * The customer's diet notes (D55) are stored with the order as given (validated by the domain schema).
 * Returns the order and `replayed: true` when the same user already placed an order with this
 * Idempotency-Key (that order, nothing new stored). Throws AppError (400/404/409) otherwise, and 429
 * after ORDERS_PER_CUSTOMER_PER_MINUTE orders in a minute, counted inside the transaction after taking
 * the customer's row (order-rate.ts, issue 11, D36), so orders sent at once cannot pass it together.
 */
export async function placeOrder(options: PlaceOrderOptions): Promise<{ order: Order; replayed: boolean }> {
  const { ctx, idempotencyKey } = options;
  // An earlier order with this Idempotency-Key is looked for inside the transaction, with the order's
  // other inputs (one statement less per order, issue 17), and answered before any rule is checked.
  // The order limit is decided in createOrder only (order-rate.ts): a count here too would cost every
  // order a round trip to refuse the few over the limit a little sooner (issue 17).
  // Read before the transaction (on SQLite a read inside it would wait for it): the kitchen's stored
  // pincodes, ETA and offers (D40); a change saved meanwhile counts from the next order.
  const settings = await ctx.kitchenSettings.get();
  // The slots customers may order for, made from the weekly plan where missing (issue 14, D47): read
  // and written before the transaction, which then takes the plates atomically.
  const now = ctx.now();
  const calendar = slotCalendar(now, ctx.config.kitchenTimezone, settings.order_days_ahead);
  const orderable = await orderableSlots(ctx.db, calendar, now);
  // Online payment is offered only with the gateway's keys set (D100), read as the kitchen settings are.
  const online = options.request.payment_method === 'ONLINE' && (await onlineOrdersTaken(ctx, options));
  try {
    const { order, event } = await ctx.groupCommit.transaction((trx) =>
      createOrder(trx, options, { ...settings, online }, { calendar, orderable }),
    );
    // An online order awaiting its payment has no event yet: the kitchen hears of it when it is paid (D100).
    if (event) await publishOrderEvent(ctx, event);
    // The order as the API answers it, built inside the transaction: no second read.
    return { order, replayed: false };
  } catch (error) {
    if (error instanceof Replayed) return { order: await orderView(ctx.db, error.earlier), replayed: true };
    // A concurrent repeat may have won (unique index on user + key) or used the coupon first:
    // if an order with this key now exists, it is this request's answer. (A phone order's customer may
    // not exist yet: made in the transaction.)
    const knownUserId = async () =>
      'userId' in options ? options.userId : phoneCustomerId(ctx.db, options.phone.mobile);
    const winnerId = idempotencyKey ? await knownUserId() : undefined;
    const winner = winnerId ? await findOrderByIdempotencyKey(ctx.db, winnerId, idempotencyKey!) : undefined;
    if (winner) return { order: await orderView(ctx.db, winner), replayed: true };
    throw error;
  }
}

async function createOrder(
  trx: Kysely<Database>,
  options: PlaceOrderOptions,
  settings: KitchenSettings & { online: boolean },
  slots: Pick<TakeOrderSlotOptions, 'calendar' | 'orderable'>,
): Promise<{ row: OrderRow; order: Order; event: RecordedOrderEvent | null }> {
  const { ctx, request, idempotencyKey } = options;
  const now = ctx.now();
  const { userId, addressId } =
    'userId' in options
      ? { userId: options.userId, addressId: request.address }
      : await phoneCustomerIn(trx, options.phone, now);
  const meals = request.meals.map((line) => ({ id: line.meal_id, quantity: line.quantity }));
  const dishes = request.dishes.map((line) => ({ id: line.dish_id, quantity: line.quantity }));
  await takeCustomerRow(trx, userId);
  // Everything the order is decided on, in one read (one statement on PostgreSQL: order-inputs.ts); the
  // rules below are then checked in the order a customer is told of them.
  const inputs = await readOrderInputs(trx, {
    userId,
    since: orderRateSince(now),
    mealIds: requestedIds(meals),
    dishIds: requestedIds(dishes),
    addressId,
    couponId: request.couponId,
    idempotencyKey,
  });
  // A repeat is answered with the first order whatever the rules say now; thrown, so that nothing this
  // transaction did (a phone order's address) is kept.
  if (inputs.earlier) throw new Replayed(inputs.earlier);
  ensureUnderOrderRate(inputs.recentOrders);
  if (!inputs.kitchenOpen) throw new AppError('CONFLICT', 'kitchenClosed');
  ensurePaymentMethod(request.payment_method, settings, settings.online);
  const lines = priceLines({ meals, dishes }, inputs);

  const address = inputs.address;
  if (!address) throw new AppError('NOT_FOUND', 'addressNotFound');
  if (!isServiceablePincode(address.pincode, settings.serviceable_pincodes)) {
    throw new AppError('BAD_REQUEST', 'notServiceable');
  }

  const coupon = request.couponId ? usableCoupon(inputs.coupon, now) : undefined;
  const bill = computeBill(
    [...lines.meals, ...lines.dishes].map((line) => ({ price: line.unit_price, quantity: line.quantity })),
    coupon?.off ?? 0,
  );
  if (!meetsMinimumOrder(bill.toPay)) throw new AppError('BAD_REQUEST', 'minimumOrder');
  // Above what one UPI payment carries (₹1,00,000), UPI is not taken (issue 30, docs/decisions/0080).
  if (request.payment_method === 'UPI' && !fitsOneUpiPayment(bill.toPay)) {
    throw new AppError('BAD_REQUEST', 'upiOverLimit', {
      limit: () => rupeesText(UPI_MAX_PER_PAYMENT),
      amount: () => rupeesText(bill.toPay),
    });
  }
  const plates = platesOf(lines.meals);
  // A customer's own order holds at most the kitchen's household share of a slot (docs/decisions/0074);
  // a phone order is the seller's own choice and is not limited (D51).
  const household = options.placedBy === 'kitchen' ? undefined : { userId, max: settings.household_plates_max };
  const slot = await takeOrderSlot(trx, { ...slots, slotId: request.slot_id, plates, now, household });
  // The day's menu (issue 14): only what the slot offers; refused here, the plates go back with the rollback.
  if (slot) await ensureOnSlotMenu(trx, slot, lines);

  const id = newId();
  const diet = request.diet ?? NO_DIET;
  const row: OrderRow = {
    id,
    user_id: userId,
    // Paid online: held, unseen by the kitchen, until the gateway confirms the payment (D100).
    status: request.payment_method === 'ONLINE' ? AWAITING_PAYMENT : INITIAL_ORDER_STATUS,
    price: bill.itemTotal,
    discount: bill.discount,
    platform_fee: bill.platformFee,
    delivery_charge: bill.deliveryCharge,
    amount: bill.toPay,
    address_id: address.id,
    reciever_name: address.reciever_name,
    reciever_mobile: address.reciever_mobile,
    flat_number: address.flat_number,
    tower_number: address.tower_number,
    society: address.society,
    locality: address.locality,
    pincode: address.pincode,
    payment_method: request.payment_method,
    currency: 'INR',
    receipt: request.receipt ?? null,
    coupon_id: coupon?.id ?? null,
    total_time: settings.order_eta_minutes,
    idempotency_key: idempotencyKey ?? null,
    created_at: toStoredTime(now),
    updated_at: toStoredTime(now),
    slot_id: slot?.id ?? null,
    slot_name: slot?.name ?? null,
    slot_date: slot?.date ?? null,
    delivery_from: slot?.delivery_from ?? null,
    delivery_to: slot?.delivery_to ?? null,
    plates: slot ? plates : 0,
    // The seller's new-order alarm rings until a seller device acknowledges it (issue 'The kitchen's day'); a
    // phone order is the seller's own entry, acknowledged as it is placed (as a plan meal is, D92).
    acknowledged_at: options.placedBy === 'kitchen' ? toStoredTime(now) : null,
    placed_by: options.placedBy ?? 'customer',
    diet_jain: diet.jain ? 1 : 0,
    diet_no_onion_garlic: diet.no_onion_garlic ? 1 : 0,
    diet_less_oil: diet.less_oil ? 1 : 0,
    diet_spice: diet.spice,
    diet_note: diet.note,
    paid_claimed_at: null,
    collected_by: null,
    collected_at: null,
    cancel_reason: null,
    cancelled_by: null,
    cancelled_at: null,
    slot_order_by: slot?.order_by ?? null,
  };
  const mealRows = lines.meals.map((line) => ({ order_id: id, ...line }));
  const dishRows = lines.dishes.map((line) => ({ order_id: id, ...line }));
  // The order as the API answers it, from the rows just written: no read back.
  const order = toOrder(row, mealRows, dishRows);
  const awaiting = row.status === AWAITING_PAYMENT;
  const { eventId, couponTaken } = await insertNewOrder(trx, {
    order: row,
    meals: mealRows,
    dishes: dishRows,
    usedCouponId: coupon?.id ?? null,
    wonCoupon: couponAward({ userId, orderId: id, now, offers: settings.coupon_offers }),
    event: awaiting ? null : orderEventRow({ type: 'order.created', order, userId, now }),
  });
  if (coupon && !couponTaken) throw new AppError('BAD_REQUEST', 'couponUsed');
  const event: RecordedOrderEvent | null = awaiting ? null : { id: eventId, type: 'order.created', order, userId };
  return { row, order, event };
}

/**
 * Paid on delivery (issue 15, D53): cash, or UPI to the kitchen's UPI id, which must be set (read with
 * the settings before the transaction); UPI without a UPI id 400 m.upiNotSet(). Or paid online before it
 * is cooked (D100), only when the gateway's keys are set: else 400 m.onlinePaymentNotSet(). An old
 * client's CARD never gets here: the contract refuses it with 400 m.paymentSoon() (docs/decisions/0086).
 */
function ensurePaymentMethod(method: OrderRequest['payment_method'], settings: KitchenSettings, online: boolean): void {
  if (method === 'UPI' && settings.upi_id === '') throw new AppError('BAD_REQUEST', 'upiNotSet');
  if (method === 'ONLINE' && !online) throw new AppError('BAD_REQUEST', 'onlinePaymentNotSet');
}

/**
 * Whether this order may be paid online (D100): a customer's own order (a phone order is the kitchen's,
 * paid at the door) and the gateway's keys set. Before placing one, the online orders given up (past their
 * life unpaid) are cancelled, so their plates are free for it.
 */
async function onlineOrdersTaken(ctx: PlaceOrderOptions['ctx'], options: PlaceOrderOptions): Promise<boolean> {
  if (options.placedBy === 'kitchen' || !('userId' in options)) return false;
  await expireUnpaidOrders(ctx);
  return onlinePaymentsReady(await readGatewaySettings(ctx.db));
}

/**
 * The caller's coupon `found` (read with the order's inputs; undefined when it is not theirs) if it can
 * pay for this order now (docs/decisions/p01, P8); else a 400 saying why. The rule is the domain's
 * couponRefusalKey (issue 12: one home, shared with the web app's cart).
 */
function usableCoupon(found: CouponRow | undefined, now: Date): CouponRow {
  if (!found) throw new AppError('BAD_REQUEST', 'couponNotFound');
  const refusal = couponRefusalKey(toCoupon(found), now);
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
  return found;
}

/** Thrown inside the transaction when the customer already placed an order with this Idempotency-Key. */
class Replayed extends Error {
  constructor(readonly earlier: OrderRow) {
    super('order already placed with this Idempotency-Key');
  }
}

async function orderView(db: Kysely<Database>, row: OrderRow): Promise<Order> {
  const [order] = await withLines(db, [row]);
  return order!;
}
