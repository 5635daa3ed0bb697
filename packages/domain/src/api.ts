import { z } from 'zod';
import {
  DISH_CATEGORIES,
  DISH_SUB_CATEGORIES,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  MY_ORDERS_PAGE_SIZE,
  ORDER_CANCELLERS,
  ORDER_PLACERS,
  ORDER_STATUSES,
  OTP_LENGTH,
  ORDER_COLLECTIONS,
  ORDER_PAYMENT_METHODS,
  PAYMENT_METHODS,
  TAGS,
  THALI_CATEGORIES,
} from './constants.ts';
import { GST_SCHEMES } from './bills.ts';
import { dietBodySchema, orderDietSchema } from './diet.ts';
import { invalidIdempotencyKey } from './i18n/messages/invalididempotencykey2.js';
import { invalidMobile } from './i18n/messages/invalidmobile1.js';
import { maxQuantity } from './i18n/messages/maxquantity1.js';
import { minQuantity } from './i18n/messages/minquantity1.js';
import { notFound } from './i18n/messages/notfound1.js';
import { otpFormat } from './i18n/messages/otpformat1.js';
import { paymentSoon } from './i18n/messages/paymentsoon1.js';
import { LOCALES, type Locale } from './locale.ts';
import { mobileSchemaWith } from './mobile.ts';
import { orderRatingSchema } from './ratings.ts';
import { orderCursorSchema, pageSizeSchema } from './order-cursor.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { invalidIdempotencyKey, invalidMobile, maxQuantity, minQuantity, notFound, otpFormat, paymentSoon };

/**
 * The API contract shared by server and web app (spec 3 and 7, docs/decisions/p05): request bodies as
 * zod schemas with readable messages, and the shapes of what the server answers.
 * Every answer is `{ status: 'success', data }` or `{ status: 'error', data: message }`.
 */

export type ApiSuccess<T> = { status: 'success'; data: T };
export type ApiFailure = { status: 'error'; data: string };

/** An opaque id as the API exposes it (`_id`). */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: () => m.notFound() });
export const idParamsSchema = z.strictObject({ id: idSchema });

/**
 * A mobile number as the login, the seller's own number and phone orders take it: the forms people type
 * ('+91 98765 43210', '09876543210'), the ten digits out (docs/decisions/0076, mobile.ts).
 */
export const mobileSchema = mobileSchemaWith(() => m.invalidMobile());

/** `POST /auth/send-otp`: `{mobile}` or `{phoneNumber}` (docs/decisions/p05). */
export const sendOtpBodySchema = z
  .strictObject({ mobile: mobileSchema.optional(), phoneNumber: mobileSchema.optional() })
  .refine((body) => body.mobile !== undefined || body.phoneNumber !== undefined, {
    error: () => m.invalidMobile(),
  })
  .transform((body) => ({ mobile: (body.mobile ?? body.phoneNumber) as string }));

/** `POST /auth/login`: `{mobile, otp}` with the four digits joined (spec 7). */
export const loginBodySchema = z.strictObject({
  mobile: mobileSchema,
  otp: z
    .string({ error: () => m.otpFormat() })
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: () => m.otpFormat() }),
});

const quantitySchema = z
  .number({ error: () => m.minQuantity() })
  .int({ error: () => m.minQuantity() })
  .min(MIN_LINE_QUANTITY, { error: () => m.minQuantity() })
  .max(MAX_LINE_QUANTITY, { error: () => m.maxQuantity() });

/**
 * The fields of `POST /order/create-cod-order` (spec 3 'Order placement payload'): only what the server
 * reads (issue 25, docs/decisions/0086). The server prices the order itself (docs/decisions/p01);
 * `address` is the id of one of the caller's saved addresses; `payment_method` is paid on delivery, cash
 * or UPI (an old client's 'CARD' is refused with m.paymentSoon(), as before).
 */
export const createOrderFieldsSchema = z.strictObject({
  meals: z
    .array(z.strictObject({ meal_id: idSchema, quantity: quantitySchema }))
    .max(50)
    .default([]),
  dishes: z
    .array(
      z.strictObject({
        dish_id: idSchema,
        quantity: quantitySchema,
        sub_category: z.enum(DISH_SUB_CATEGORIES).optional(),
      }),
    )
    .max(50)
    .default([]),
  address: idSchema,
  couponId: idSchema.nullable().optional(),
  payment_method: z
    .enum(PAYMENT_METHODS, {
      // A card payment does not exist yet: an old client's CARD reads why (undefined: zod's own message).
      error: (issue) => (issue.input === 'CARD' ? m.paymentSoon() : undefined),
    })
    .default('COD'),
  receipt: z.string().max(100).optional(),
  // The meal slot the order is for (issue 14, D47); without one, the next slot with room.
  slot_id: idSchema.optional(),
  // Notes for the kitchen (issue 15, D55): Jain, no onion or garlic, spice, less oil, a short plain note.
  diet: dietBodySchema.optional(),
});
export type CreateOrderBody = z.input<typeof createOrderFieldsSchema>;

/**
 * Keys an order body carried before issue 25 that the server never read: the client's own `price`,
 * `amount`, `status` and `currency`. Accepted and ignored for one release (docs/decisions/0086,
 * CHANGELOG.md), then refused like any unknown key; the API document does not list them.
 */
export const LEGACY_ORDER_KEYS = ['price', 'amount', 'status', 'currency'] as const;

/** The body without the legacy keys, whatever their values; anything but a plain object as it came. */
function withoutLegacyOrderKeys(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const rest: Record<string, unknown> = { ...body };
  for (const key of LEGACY_ORDER_KEYS) delete rest[key];
  return rest;
}

/**
 * `POST /order/create-cod-order`'s body: createOrderFieldsSchema after the legacy keys are dropped.
 * The API document shows the fields alone (a preprocess step is documented by what it feeds).
 */
export const createOrderBodySchema = z.preprocess(withoutLegacyOrderKeys, createOrderFieldsSchema);

/** The `Idempotency-Key` header of order placement: a repeat with the same key answers the first order. */
export const idempotencyKeySchema = z
  .string({ error: () => m.invalidIdempotencyKey() })
  .min(1, { error: () => m.invalidIdempotencyKey() })
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, { error: () => m.invalidIdempotencyKey() });

/**
 * The answers' shapes (issue 12, docs/decisions/0037): each is a zod schema, the one home of the
 * shape; the TypeScript type is inferred from it. The contract table (contract.ts) names them per
 * route and status; the server serializes its answers through them and the web app checks what came
 * back against them in development and tests. Plain `z.object` (not strict): an answer field the
 * schema does not name is dropped when the server serializes, never sent by accident.
 */

/** The failure envelope every error status answers: `{status:'error', data: sentence}`. */
export const failureSchema = z.object({ status: z.literal('error'), data: z.string() });

/** The success envelope around `data`: `{status:'success', data}`. */
export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}

/** An instant as the answers write it: ISO-8601 in UTC (`toISOString`), a date-time in the API document. */
const instantSchema = z.string().meta({ format: 'date-time' });
/** A calendar day as the answers write it, yyyy-mm-dd. */
const dayTextSchema = z.string().meta({ format: 'date' });

/** A dish as the API answers it (spec 3). Prices in whole rupees. */
export const dishSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  img_url: z.array(z.string()),
  asset_aws_key: z.string().nullable(),
  selling_price: z.number(),
  category: z.enum(DISH_CATEGORIES),
  sub_category: z.enum(DISH_SUB_CATEGORIES),
  is_active: z.boolean(),
  is_show: z.boolean(),
  is_scratched: z.boolean(),
  // The seller's Hindi name and description, null when none (issue 16, D62); show them with `localized`.
  name_hi: z.string().nullable(),
  description_hi: z.string().nullable(),
});
export type Dish = z.infer<typeof dishSchema>;

/**
 * A meal (thali) as the API answers it to customers and visitors (spec 3); `id` equals `_id`
 * (docs/decisions/p05); `dishes` holds the ids of the dishes in the thali. Its cost price is the
 * seller's alone (sellerMealSchema, issue 11).
 */
export const mealSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  img_url: z.array(z.string()),
  selling_price: z.number(),
  actual_price: z.number(),
  tag: z.enum(TAGS),
  category: z.enum(THALI_CATEGORIES),
  sub_category: z.string().nullable(),
  is_active: z.boolean(),
  is_show: z.boolean(),
  dishes: z.array(z.string()),
  asset_aws_key: z.string().nullable(),
  start_hour: z.number(),
  end_hour: z.number(),
  date: z.string(),
  /**
   * The real average of the ratings of delivered orders that held this thali, one decimal ('4.3'), or
   * null before its first rating; `rating_count` is how many such orders (issue 15, D56).
   */
  rating: z.string().nullable(),
  rating_count: z.number().int(),
  // The seller's Hindi name and description, null when none (issue 16, D62); show them with `localized`.
  name_hi: z.string().nullable(),
  description_hi: z.string().nullable(),
});
export type Meal = z.infer<typeof mealSchema>;

/** A meal as the seller's calls answer it: with what it costs the kitchen to make (issue 11). */
export const sellerMealSchema = mealSchema.extend({ cost_price: z.number() });
export type SellerMeal = z.infer<typeof sellerMealSchema>;

/** A saved delivery address (spec 3). */
export const addressSchema = z.object({
  _id: z.string(),
  reciever_name: z.string(),
  reciever_mobile: z.string(),
  flat_number: z.string(),
  tower_number: z.string(),
  society: z.string(),
  locality: z.string(),
  pincode: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * One line of an order: the item as it was sold (name, whole-rupee unit price) and its quantity.
 * `name_hi` is the item's Hindi name when it was sold, null when it had none (issue 16, D62); show it
 * with `localized(line.meal, locale)`.
 */
export const orderMealLineSchema = z.object({
  meal: z.object({ _id: z.string(), name: z.string(), name_hi: z.string().nullable(), selling_price: z.number() }),
  quantity: z.number(),
});
export type OrderMealLine = z.infer<typeof orderMealLineSchema>;
export const orderDishLineSchema = z.object({
  dish: z.object({
    _id: z.string(),
    name: z.string(),
    name_hi: z.string().nullable(),
    selling_price: z.number(),
    sub_category: z.string(),
  }),
  quantity: z.number(),
});
export type OrderDishLine = z.infer<typeof orderDishLineSchema>;

/**
 * A day's meal slot as `GET /slots` answers it (issue 14, D47): `date` is the kitchen's calendar day,
 * `order_by`, `delivery_from` and `delivery_to` are instants (ISO-8601 UTC); `capacity`, `taken` and
 * `remaining` count plates (thalis); `is_open` is the seller's flag for the day; `state` is where it stands
 * now for a customer (domain `SlotState`).
 */
export const slotSchema = z.object({
  _id: z.string(),
  name: z.string(),
  date: dayTextSchema,
  order_by: instantSchema,
  delivery_from: instantSchema,
  delivery_to: instantSchema,
  capacity: z.number().int(),
  taken: z.number().int(),
  remaining: z.number().int(),
  is_open: z.boolean(),
  state: z.enum(['open', 'full', 'closed', 'past', 'later']),
});
export type Slot = z.infer<typeof slotSchema>;
export const slotsDataSchema = z.object({ date: z.string(), slots: z.array(slotSchema) });
export type SlotsData = z.infer<typeof slotsDataSchema>;
export const slotDataSchema = z.object({ slot: slotSchema });

/** The slot an order is delivered in, as it was when the order was placed (issue 14). */
export const orderSlotSchema = z.object({
  _id: z.string(),
  name: z.string(),
  date: dayTextSchema,
  delivery_from: instantSchema,
  delivery_to: instantSchema,
  // The slot's cut-off as it was when the order was placed (issue 15, D54: the customer's cancel deadline).
  order_by: instantSchema,
});
export type OrderSlot = z.infer<typeof orderSlotSchema>;

/**
 * An order as the API answers it (spec 3, customer and seller views). `price` is the item total,
 * `amount` what is paid; `discount`, `platform_fee`, `delivery_charge` complete the bill (docs/decisions/p02).
 * `timstamp` keeps the spec's spelling; `total_time` is in minutes.
 */
export const orderSchema = z.object({
  _id: z.string(),
  status: z.enum(ORDER_STATUSES),
  price: z.number(),
  discount: z.number(),
  platform_fee: z.number(),
  delivery_charge: z.number(),
  amount: z.number(),
  address: addressSchema,
  meals: z.array(orderMealLineSchema),
  dishes: z.array(orderDishLineSchema),
  payment_method: z.enum(ORDER_PAYMENT_METHODS),
  currency: z.literal('INR'),
  couponId: z.string().nullable(),
  timstamp: instantSchema,
  total_time: z.number(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  // The meal slot it is delivered in (issue 14, D47), or null for an order on demand (ETA `total_time`).
  slot: orderSlotSchema.nullable(),
  /**
   * When a seller device first acknowledged the new order (issue 'The kitchen's day': the alarm stops on
   * every device), null until then and for orders stored before migration 0013.
   */
  acknowledged_at: z.string().nullable(),
  // Who entered it (issue 14): the customer, the kitchen for a customer who phoned, or a tiffin plan (D92).
  placed_by: z.enum(ORDER_PLACERS),
  // The customer's notes for the kitchen (issue 15, D55); all off and null when none were given.
  diet: orderDietSchema,
  /**
   * UPI on delivery (issue 15, D53): when the customer said 'I have paid' (a claim: nobody here sees the
   * bank), and how and when the seller collected the money at the door; each null until then. A tiffin
   * plan's meal is 'account' from the start, paid from the household account (issue 26, D92).
   */
  paid_claimed_at: z.string().nullable(),
  collected_by: z.enum(ORDER_COLLECTIONS).nullable(),
  collected_at: z.string().nullable(),
  // The customer's rating of the delivered order (issue 15, D56), null until they rate it.
  rating: orderRatingSchema.nullable(),
  // Cancelling (issue 15, D54): the reason both sides see ('' when the customer gave none), who and when; null unless Cancelled.
  cancel_reason: z.string().nullable(),
  cancelled_by: z.enum(ORDER_CANCELLERS).nullable(),
  cancelled_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** A scratch-card coupon (spec 3). `expiryTime` is an ISO timestamp; `off` a percentage. */
export const couponSchema = z.object({
  _id: z.string(),
  name: z.string(),
  off: z.number(),
  expiryTime: instantSchema,
  is_used: z.boolean(),
  is_scratched: z.boolean(),
  description_text: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** A user as the API answers it; `coupons` is filled by the coupons feature (spec 3). */
export const userSchema = z.object({
  _id: z.string(),
  mobile: z.string(),
  role: z.enum(['customer', 'seller']),
  coupons: z.array(couponSchema),
  /**
   * In a seller session's answers only (issue 13, D41): what the first-start setup still asks for, the
   * kitchen's details and a new PIN (the generated one is still in use). The web app shows the setup
   * before the dashboard while either is due.
   */
  setup: z.object({ kitchenDue: z.boolean(), pinDue: z.boolean() }).optional(),
});
export type User = z.infer<typeof userSchema>;

/** Answers of the customer calls (the `data` part of the envelope). */
export const mealsDataSchema = z.object({ meals: z.array(mealSchema) });
export type MealsData = z.infer<typeof mealsDataSchema>;
/** `GET /meal` with a seller's token: every meal, hidden ones and cost prices included. */
export const sellerMealsDataSchema = z.object({ meals: z.array(sellerMealSchema) });
export type SellerMealsData = z.infer<typeof sellerMealsDataSchema>;
export const dishesDataSchema = z.object({ dishes: z.array(dishSchema) });
export type DishesData = z.infer<typeof dishesDataSchema>;
export const addressesDataSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressesData = z.infer<typeof addressesDataSchema>;
export const addressDataSchema = z.object({ address: addressSchema });
export type AddressData = z.infer<typeof addressDataSchema>;
/**
 * `GET /order/user-orders` (issue 17): one page of the caller's orders, newest first by (created_at, id),
 * keyset paged like the seller's list (D32): `limit` 1 to SELLER_ORDERS_PAGE_MAX (default
 * MY_ORDERS_PAGE_SIZE), `cursor` the page before's `nextCursor` (400 when it is not one). A call without a
 * cursor (as an app installed before issue 17 makes) gets the first page, the newest orders.
 */
export const myOrdersQuerySchema = z.strictObject({
  limit: pageSizeSchema.default(MY_ORDERS_PAGE_SIZE),
  cursor: orderCursorSchema.optional(),
});
/** What the web app may send to `GET /order/user-orders` (the cursor as the server gave it). */
export type MyOrdersQuery = { limit?: number; cursor?: string };
/** One page of the caller's orders, and the cursor of the next page (null on the last). */
export const ordersDataSchema = z.object({ orders: z.array(orderSchema), nextCursor: z.string().nullable() });
export type OrdersData = z.infer<typeof ordersDataSchema>;
export const orderDataSchema = z.object({ order: orderSchema });
export type OrderData = z.infer<typeof orderDataSchema>;
export const profileDataSchema = z.object({ user: userSchema });
export type ProfileData = z.infer<typeof profileDataSchema>;
/**
 * `POST /kitchen/notify-me` answers this (issue 'The kitchen's day'): whether the caller is now waiting
 * for the kitchen to open (false when it is open already: there is nothing to wait for).
 */
export const kitchenNoticeDataSchema = z.object({ subscribed: z.boolean() });
export type KitchenNoticeData = z.infer<typeof kitchenNoticeDataSchema>;
/**
 * What GET /kitchen tells anyone (docs/decisions/p04, issue 12): whether the kitchen takes orders, and the
 * kitchen's public settings the web app needs (pincodes it delivers to, the delivery estimate in
 * minutes, the coupon percentages it draws from), so no server setting is copied into web code.
 */
export const kitchenDataSchema = z.object({
  is_open: z.boolean(),
  // The kitchen's own settings (issue 13, D40; packages/domain/src/kitchen-settings.ts): '' is not set.
  name: z.string(),
  description: z.string(),
  support_phone: z.string(),
  fssai_licence: z.string(),
  serviceable_pincodes: z.array(z.string()),
  societies: z.array(z.object({ name: z.string(), towers: z.array(z.string()) })),
  upi_id: z.string(),
  // The UPI id customers pay to (issue 15, D53): `upi_id` once set, else null (the app then offers no UPI).
  upi_vpa: z.string().nullable(),
  order_eta_minutes: z.number().int(),
  coupon_offers: z.array(z.number().int()),
  // Meal slots (issue 14, D47): days ahead orders are taken for, and the zone the slots' times are in.
  order_days_ahead: z.number().int(),
  time_zone: z.string(),
  // Minutes after placing that a customer may cancel (issue 15, D54).
  cancel_window_minutes: z.number().int(),
  // Most plates one household may hold in one slot of one day (issue 30, docs/decisions/0074).
  household_plates_max: z.number().int(),
  // The kitchen's language (issue 16, D62): the shared menu picture, its previews and the manifest's.
  language: z.enum(LOCALES as [Locale, ...Locale[]]),
  // What its bills carry (issue 28, docs/decisions/0107): address, GSTIN ('' when none), scheme, number prefix.
  address: z.string(),
  gstin: z.string(),
  gst_scheme: z.enum(GST_SCHEMES),
  bill_prefix: z.string(),
  // Whether the kitchen takes payment online through its gateway (D100): its keys are set. GET /kitchen's.
  online_payments: z.boolean().optional(),
});
export type KitchenData = z.infer<typeof kitchenDataSchema>;
export const couponsDataSchema = z.object({ coupons: z.array(couponSchema) });
export const couponDataSchema = z.object({ coupon: couponSchema });

/**
 * The seller's 'Active Coupons' figures (issue 4): coupons issued, scratched and used so far, how many
 * are still usable (scratched or not, unused and unexpired), and the discount given on orders in rupees.
 */
export const couponSummaryDataSchema = z.object({
  issued: z.number(),
  scratched: z.number(),
  used: z.number(),
  active: z.number(),
  discountGiven: z.number(),
});

/** `POST /order/create-cod-order` answers the order plus `totalTime` (minutes) beside `data`. */
export const createOrderAnswerSchema = successSchema(orderDataSchema).extend({ totalTime: z.number() });
export type CreateOrderAnswer = z.infer<typeof createOrderAnswerSchema>;
/** `POST /auth/login` (and the seller's login) answers the bearer token beside `data` (spec 7). */
export const loginAnswerSchema = successSchema(z.object({ user: userSchema })).extend({ token: z.string() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
