import { z } from 'zod';
import {
  DISH_CATEGORIES,
  DISH_SUB_CATEGORIES,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  ORDER_STATUSES,
  OTP_LENGTH,
  PAYMENT_METHODS,
  PHONE_DIGITS,
  TAGS,
  THALI_CATEGORIES,
} from './constants.ts';
import { MESSAGES } from './messages.ts';

/**
 * The API contract shared by server and web app (spec 3 and 7, DECISIONS.md 5): request bodies as
 * zod schemas with readable messages, and the shapes of what the server answers.
 * Every answer is `{ status: 'success', data }` or `{ status: 'error', data: message }`.
 */

export type ApiSuccess<T> = { status: 'success'; data: T };
export type ApiFailure = { status: 'error'; data: string };

/** An opaque id as the API exposes it (`_id`). */
export const idSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, MESSAGES.notFound);
export const idParamsSchema = z.strictObject({ id: idSchema });

export const mobileSchema = z
  .string({ error: MESSAGES.invalidMobile })
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), MESSAGES.invalidMobile);

/** `POST /auth/send-otp`: `{mobile}` or `{phoneNumber}` (DECISIONS.md 5). */
export const sendOtpBodySchema = z
  .strictObject({ mobile: mobileSchema.optional(), phoneNumber: mobileSchema.optional() })
  .refine((body) => body.mobile !== undefined || body.phoneNumber !== undefined, {
    message: MESSAGES.invalidMobile,
  })
  .transform((body) => ({ mobile: (body.mobile ?? body.phoneNumber) as string }));

/** `POST /auth/login`: `{mobile, otp}` with the four digits joined (spec 7). */
export const loginBodySchema = z.strictObject({
  mobile: mobileSchema,
  otp: z.string({ error: MESSAGES.otpFormat }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otpFormat),
});

const quantitySchema = z
  .number({ error: MESSAGES.minQuantity })
  .int(MESSAGES.minQuantity)
  .min(MIN_LINE_QUANTITY, MESSAGES.minQuantity)
  .max(MAX_LINE_QUANTITY, MESSAGES.maxQuantity);

/**
 * `POST /order/create-cod-order` (spec 3 'Order placement payload'). Prices the client sends
 * (`price`, `amount`) are accepted for compatibility and ignored: the server recomputes the bill
 * (DECISIONS.md 1). `address` is the id of one of the caller's saved addresses.
 */
export const createOrderBodySchema = z.strictObject({
  meals: z.array(z.strictObject({ meal_id: idSchema, quantity: quantitySchema })).max(50).default([]),
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
  price: z.number().nonnegative().optional(),
  amount: z.number().nonnegative().optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  couponId: idSchema.nullable().optional(),
  payment_method: z.enum(PAYMENT_METHODS).default('COD'),
  currency: z.literal('INR').default('INR'),
  receipt: z.string().max(100).optional(),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/** The `Idempotency-Key` header of order placement: a repeat with the same key answers the first order. */
export const idempotencyKeySchema = z
  .string({ error: MESSAGES.invalidIdempotencyKey })
  .min(1, MESSAGES.invalidIdempotencyKey)
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, MESSAGES.invalidIdempotencyKey);

/** A dish as the API answers it (spec 3). Prices in whole rupees. */
export type Dish = {
  _id: string;
  name: string;
  description: string;
  img_url: string[];
  asset_aws_key: string | null;
  selling_price: number;
  category: (typeof DISH_CATEGORIES)[number];
  sub_category: (typeof DISH_SUB_CATEGORIES)[number];
  is_active: boolean;
  is_show: boolean;
  is_scratched: boolean;
};

/**
 * A meal (thali) as the API answers it to customers and visitors (spec 3); `id` equals `_id`
 * (DECISIONS.md 5). Its cost price is the seller's alone (SellerMeal, issue 11).
 */
export type Meal = {
  _id: string;
  id: string;
  name: string;
  description: string;
  img_url: string[];
  selling_price: number;
  actual_price: number;
  tag: (typeof TAGS)[number];
  category: (typeof THALI_CATEGORIES)[number];
  sub_category: string | null;
  is_active: boolean;
  is_show: boolean;
  /** Ids of the dishes in the thali. */
  dishes: string[];
  asset_aws_key: string | null;
  start_hour: number;
  end_hour: number;
  date: string;
  rating: string;
};

/** A meal as the seller's calls answer it: with what it costs the kitchen to make (issue 11). */
export type SellerMeal = Meal & { cost_price: number };

/** A saved delivery address (spec 3). */
export type Address = {
  _id: string;
  reciever_name: string;
  reciever_mobile: string;
  flat_number: string;
  tower_number: string;
  society: string;
  locality: string;
  pincode: string;
};

/** One line of an order: the item as it was sold (name, whole-rupee unit price) and its quantity. */
export type OrderMealLine = { meal: { _id: string; name: string; selling_price: number }; quantity: number };
export type OrderDishLine = {
  dish: { _id: string; name: string; selling_price: number; sub_category: string };
  quantity: number;
};

/**
 * An order as the API answers it (spec 3, customer and seller views). `price` is the item total,
 * `amount` what is paid; `discount`, `platform_fee`, `delivery_charge` complete the bill (DECISIONS.md 2).
 * `timstamp` keeps the spec's spelling; `total_time` is in minutes.
 */
export type Order = {
  _id: string;
  status: (typeof ORDER_STATUSES)[number];
  price: number;
  discount: number;
  platform_fee: number;
  delivery_charge: number;
  amount: number;
  address: Address;
  meals: OrderMealLine[];
  dishes: OrderDishLine[];
  payment_method: (typeof PAYMENT_METHODS)[number];
  currency: 'INR';
  couponId: string | null;
  timstamp: string;
  total_time: number;
  createdAt: string;
  updatedAt: string;
};

/** A user as the API answers it; `coupons` is filled by the coupons feature (spec 3). */
export type User = {
  _id: string;
  mobile: string;
  role: 'customer' | 'seller';
  coupons: Coupon[];
};

/** A scratch-card coupon (spec 3). `expiryTime` is an ISO timestamp; `off` a percentage. */
export type Coupon = {
  _id: string;
  name: string;
  off: number;
  expiryTime: string;
  is_used: boolean;
  is_scratched: boolean;
  description_text: string;
};

/** Answers of the customer calls (the `data` part of the envelope). */
export type MealsData = { meals: Meal[] };
/** `GET /meal` with a seller's token: every meal, hidden ones and cost prices included. */
export type SellerMealsData = { meals: SellerMeal[] };
export type DishesData = { dishes: Dish[] };
export type AddressesData = { addresses: Address[] };
export type AddressData = { address: Address };
export type OrdersData = { orders: Order[] };
export type OrderData = { order: Order };
export type ProfileData = { user: User };
export type KitchenData = { is_open: boolean };
/** `POST /order/create-cod-order` answers the order plus `totalTime` (minutes) beside `data`. */
export type CreateOrderAnswer = ApiSuccess<OrderData> & { totalTime: number };
/** `POST /auth/login` answers the bearer token beside `data` (spec 7). */
export type LoginAnswer = ApiSuccess<{ user: User }> & { token: string };
