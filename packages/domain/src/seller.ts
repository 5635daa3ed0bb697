import { z } from 'zod';
import {
  COLLECTION_METHODS,
  DISH_CATEGORIES,
  INCOME_FIGURE_NAMES,
  ORDER_STATUSES,
  CUSTOMERS_PAGE_SIZE,
  LOCAL_DATE_FIRST,
  LOCAL_DATE_LAST,
  SELLER_ORDERS_PAGE_SIZE,
  RATINGS_PAGE_SIZE,
  SELLER_PIN_LENGTH,
  UPLOAD_WIDTHS,
  type IncomeFigureName,
  type OrderStatus,
  type UploadWidth,
} from './constants.ts';
import { mobileSchema, orderSchema, orderSlotSchema, successSchema, type LoginAnswer } from './api.ts';
import { prepDietSchema } from './diet.ts';
import { collectMethodInvalid } from './i18n/messages/collectmethodinvalid2.js';
import { dateOutOfRange } from './i18n/messages/dateoutofrange3.js';
import { dateRangeReversed } from './i18n/messages/daterangereversed2.js';
import { incomeFigureInvalid } from './i18n/messages/incomefigureinvalid2.js';
import { incomeQueryInvalid } from './i18n/messages/incomequeryinvalid2.js';
import { invalidDate } from './i18n/messages/invaliddate1.js';
import { kitchenDayQueryInvalid } from './i18n/messages/kitchendayqueryinvalid3.js';
import { orderStatusFilter } from './i18n/messages/orderstatusfilter2.js';
import { orderStatusRefused } from './i18n/messages/orderstatusrefused2.js';
import { pinFormat } from './i18n/messages/pinformat1.js';
import { slotIdInvalid } from './i18n/messages/slotidinvalid2.js';
import { orderCursorSchema, pageSizeSchema } from './order-cursor.ts';
import { parseLocalDate, timeFrameSchema } from './time-frame.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  collectMethodInvalid,
  dateOutOfRange,
  dateRangeReversed,
  incomeFigureInvalid,
  incomeQueryInvalid,
  invalidDate,
  kitchenDayQueryInvalid,
  orderStatusFilter,
  orderStatusRefused,
  pinFormat,
  slotIdInvalid,
};

/**
 * The seller's calls (spec 7, issue 3): request schemas shared by the seller screens and the server's
 * routes, and the shapes the server answers.
 */

/** `POST /auth/seller-login`: ten-digit mobile and four-digit PIN (spec 5, 9). */
export const sellerLoginBodySchema = z.strictObject({
  mobile: mobileSchema,
  pin: z
    .string({ error: () => m.pinFormat() })
    .regex(new RegExp(`^\\d{${SELLER_PIN_LENGTH}}$`), { error: () => m.pinFormat() }),
});
export type SellerLoginBody = z.input<typeof sellerLoginBodySchema>;
/** The seller login answers like the customer login: the token beside `data.user`. */
export type SellerLoginAnswer = LoginAnswer;

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date written yyyy-mm-dd (spec 7), read on the kitchen's calendar by the server, between
 * LOCAL_DATE_FIRST and LOCAL_DATE_LAST (issue 30, D77): every date a request carries (a query's date or
 * range, a day menu's copy) is this schema, so none reaches the calendar arithmetic outside the range
 * (year 9999's next day overflowed it into a 500). Another shape or a day that does not exist
 * (2026-02-30): m.invalidDate(); a real shape outside the range (9999-12-31, 0000-01-01): m.dateOutOfRange().
 */
export const localDateSchema = z
  .string({ error: () => m.invalidDate() })
  .superRefine((text, context) => {
    if (!DATE_SHAPE.test(text)) {
      context.addIssue({ code: 'custom', message: m.invalidDate() });
    } else if (text < LOCAL_DATE_FIRST || text > LOCAL_DATE_LAST) {
      context.addIssue({
        code: 'custom',
        message: m.dateOutOfRange({ first: LOCAL_DATE_FIRST, last: LOCAL_DATE_LAST }),
      });
    } else if (parseLocalDate(text) === null) {
      context.addIssue({ code: 'custom', message: m.invalidDate() });
    }
  })
  .meta({
    description: `yyyy-mm-dd, from ${LOCAL_DATE_FIRST} to ${LOCAL_DATE_LAST}`,
    format: 'date',
    pattern: DATE_SHAPE.source,
  });

/** True unless both dates are given and the start is after the end (then m.dateRangeReversed()). */
function startNotAfterEnd(query: { startDate?: string | undefined; endDate?: string | undefined }): boolean {
  return !query.startDate || !query.endDate || query.startDate <= query.endDate;
}

/** Optional startDate and endDate (seller), both days included. */
export const dateRangeQuerySchema = z
  .strictObject({ startDate: localDateSchema.optional(), endDate: localDateSchema.optional() })
  .refine(startNotAfterEnd, { error: () => m.dateRangeReversed() });
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

/**
 * `GET /order` (seller; issue 11, docs/decisions/0032): one page of the orders, newest first.
 * Optional startDate and endDate (both days included, as before), `status` (one order status),
 * `limit` (orders per page, 1 to SELLER_ORDERS_PAGE_MAX, default SELLER_ORDERS_PAGE_SIZE) and
 * `cursor` (the `nextCursor` of the page before; refused with 400 when it is not one).
 */
export const sellerOrdersQuerySchema = z
  .strictObject({
    startDate: localDateSchema.optional(),
    endDate: localDateSchema.optional(),
    status: z.enum(ORDER_STATUSES, { error: () => m.orderStatusFilter() }).optional(),
    limit: pageSizeSchema.default(SELLER_ORDERS_PAGE_SIZE),
    cursor: orderCursorSchema.optional(),
  })
  .refine(startNotAfterEnd, { error: () => m.dateRangeReversed() });
/** What the web app may send to `GET /order` (the cursor as the server gave it). */
export type SellerOrdersQuery = {
  startDate?: string;
  endDate?: string;
  status?: OrderStatus;
  limit?: number;
  cursor?: string;
};

/** The summary over every status (spec 2): Delivered is all orders but Preparing and Out For Delivery. */
export const sellerOrderCountsSchema = z.object({
  preparing: z.number(),
  outForDelivery: z.number(),
  delivered: z.number(),
  // Cancelled orders (issue 15, D54), counted on their own and not as delivered.
  cancelled: z.number(),
});
export type SellerOrderCounts = z.infer<typeof sellerOrderCountsSchema>;

/**
 * `GET /order` (seller) answers one page: its orders, newest first; `nextCursor` for the page after
 * (null on the last page); `counts` over the date range whatever the status, on the first page only
 * (null when a cursor was sent), so scrolling does not count the whole history again.
 */
export const sellerOrdersDataSchema = z.object({
  orders: z.array(orderSchema),
  nextCursor: z.string().nullable(),
  counts: sellerOrderCountsSchema.nullable(),
});
export type SellerOrdersData = z.infer<typeof sellerOrdersDataSchema>;

/**
 * `GET /ratings` (seller; issue 15, D56): one page of the reviews, newest first, keyset paged like the
 * orders (D32): `limit` 1 to SELLER_ORDERS_PAGE_MAX (default RATINGS_PAGE_SIZE), `cursor` the page
 * before's `nextCursor` (the rating's time and order id).
 */
export const sellerReviewsQuerySchema = z.strictObject({
  limit: pageSizeSchema.default(RATINGS_PAGE_SIZE),
  cursor: orderCursorSchema.optional(),
});

/** `GET /stats`: the time frame 1-4 (docs/decisions/p03); anything else gets 'Invalid time frame provided'. */
export const statsQuerySchema = z.strictObject({ timeFrame: timeFrameSchema });

/** `PATCH /order/{id}` (seller): the next status; which moves are accepted is `canTransition`'s rule. */
export const patchOrderBodySchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: () => m.orderStatusRefused() }),
});

/**
 * `GET /stats`: orders placed in the frame and not cancelled, their summed amount in rupees, distinct
 * customers who ordered, the orders cancelled (issue 15, D54: counted, never revenue), `upi`, what was
 * received by UPI on the orders that stand (issue 15, D53), and `online`, what was paid through the payment
 * gateway (D112), both in whole rupees.
 */
export const statsDataSchema = z.object({
  orders: z.number(),
  revenue: z.number(),
  users: z.number(),
  cancelled: z.number(),
  upi: z.number(),
  online: z.number(),
});
export type StatsData = z.infer<typeof statsDataSchema>;

/** A customer as the seller's user list shows them; `orderCount` counts all their orders. */
export const sellerUserSchema = z.object({
  _id: z.string(),
  mobile: z.string(),
  createdAt: z.string(),
  orderCount: z.number(),
});
export type SellerUser = z.infer<typeof sellerUserSchema>;
/**
 * `GET /users` (seller; issue 17): the customers who registered between startDate and endDate (both days
 * included, either optional), newest first by (createdAt, _id), a page at a time like the orders (D32):
 * `limit` 1 to SELLER_ORDERS_PAGE_MAX (default CUSTOMERS_PAGE_SIZE), `cursor` the page before's
 * `nextCursor`. A call without a cursor gets the first page.
 */
export const customersQuerySchema = z
  .strictObject({
    startDate: localDateSchema.optional(),
    endDate: localDateSchema.optional(),
    limit: pageSizeSchema.default(CUSTOMERS_PAGE_SIZE),
    cursor: orderCursorSchema.optional(),
  })
  .refine(startNotAfterEnd, { error: () => m.dateRangeReversed() });
/** What a client may send to `GET /users` (the cursor as the server gave it). */
export type CustomersQuery = { startDate?: string; endDate?: string; limit?: number; cursor?: string };
/** One page of the customers, and the cursor of the next page (null on the last). */
export const sellerUsersDataSchema = z.object({ users: z.array(sellerUserSchema), nextCursor: z.string().nullable() });
export type SellerUsersData = z.infer<typeof sellerUsersDataSchema>;

/** `DELETE /meal/{id}` answers this; past orders keep their lines (docs/decisions/0012). */
export const deletedDataSchema = z.object({ deleted: z.literal(true) });
export type DeletedData = z.infer<typeof deletedDataSchema>;

/** One stored upload: its key, the URL of the widest rendition, and a URL per width (keys are UPLOAD_WIDTHS). */
const urlsByWidthSchema = z.object(
  Object.fromEntries(UPLOAD_WIDTHS.map((width) => [width, z.string()])) as Record<UploadWidth, z.ZodString>,
);
export const uploadedImageSchema = z.object({ key: z.string(), url: z.string(), urls: urlsByWidthSchema });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/**
 * `POST /assets/upload` (spec 3 'Image upload response', docs/decisions/p05): the images, plus the first
 * one's URL and key at the top level under both names the seller screens read.
 */
export const uploadAnswerSchema = successSchema(z.object({ images: z.array(uploadedImageSchema) })).extend({
  uploadUrl: z.string(),
  key: z.string(),
  aws_asset_key: z.string(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/**
 * The seller's weekly slot plan (issue 14, D47; `GET`/`POST /slot-plan`): each entry with its id, the
 * weekdays it applies to (0 = Monday), wall-clock 'HH:MM' times and its cap in plates.
 */
export const slotPlanEntryAnswerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  weekdays: z.array(z.number().int()),
  order_by: z.string(),
  delivery_from: z.string(),
  delivery_to: z.string(),
  capacity: z.number().int(),
});
export const slotPlanDataSchema = z.object({ slots: z.array(slotPlanEntryAnswerSchema) });
export type SlotPlanData = z.infer<typeof slotPlanDataSchema>;

/**
 * `GET /prep-sheet` and `GET /delivery-run` (seller; issue 14): a kitchen day ('yyyy-mm-dd', default the
 * kitchen's today) and optionally one of its meal slots; without `slot_id`, the whole day (its slots'
 * orders and the orders taken on demand that day). An unknown slot, or one of another day, is 404.
 */
export const kitchenDayQuerySchema = z.strictObject(
  {
    date: localDateSchema.optional(),
    slot_id: z
      .string({ error: () => m.slotIdInvalid() })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: () => m.slotIdInvalid() })
      .optional(),
  },
  { error: () => m.kitchenDayQueryInvalid() },
);
export type KitchenDayQuery = z.input<typeof kitchenDayQuerySchema>;

/** Which orders a kitchen-day view covers: the day, and its slot as orders carry it or null for the whole day. */
const kitchenDayFields = { date: z.string(), slot: orderSlotSchema.nullable() };

/** One thali on the prep sheet: how many to make. */
export const prepThaliSchema = z.object({
  _id: z.string(),
  name: z.string(),
  // The Hindi name it was sold under, null when none (issue 16, D62).
  name_hi: z.string().nullable(),
  quantity: z.number().int(),
});
/**
 * One dish on the prep sheet: portions inside the thalis (each thali's quantity times its dish list),
 * as add-ons, and both. `category` is the dish's catalogue category (null when the dish is gone).
 */
export const prepDishSchema = z.object({
  _id: z.string(),
  name: z.string(),
  // Its Hindi name, null when none (issue 16, D62).
  name_hi: z.string().nullable(),
  category: z.enum(DISH_CATEGORIES).nullable(),
  in_thalis: z.number().int(),
  add_ons: z.number().int(),
  total: z.number().int(),
});
export type PrepDish = z.infer<typeof prepDishSchema>;

/**
 * `GET /prep-sheet` (issue 14): what the kitchen cooks for the day or slot, counted over its orders
 * but cancelled ones: the orders, the plates (thalis), each thali's count by name and each dish's
 * portions, by category then name.
 */
export const prepSheetDataSchema = z.object({
  ...kitchenDayFields,
  orders: z.number().int(),
  plates: z.number().int(),
  thalis: z.array(prepThaliSchema),
  dishes: z.array(prepDishSchema),
  // How many of those orders ask for each diet note (issue 15, D55).
  diet: prepDietSchema,
  // How many of those orders are tiffin plan meals (placed_by 'plan'; issue 26, D92).
  plan_meals: z.number().int(),
  // The diet clashes among those orders (issue 28 part 3, D110): a Jain or no onion or garlic order's item
  // with an ingredient the note forbids (recipes.ts dietClashes), each with how many orders have it.
  diet_clashes: z.array(
    z.object({
      note: z.enum(['jain', 'no_onion_garlic']),
      item: z.string(),
      ingredient: z.string(),
      orders: z.number().int(),
    }),
  ),
});
export type PrepSheetData = z.infer<typeof prepSheetDataSchema>;

/** One tower of a delivery run: its orders by flat (natural order). */
export const runTowerSchema = z.object({ tower: z.string(), orders: z.array(orderSchema) });
/** One society of a delivery run: its towers in natural order ('T2' before 'T10'), and the cash to collect there. */
export const runSocietySchema = z.object({
  society: z.string(),
  orders: z.number().int(),
  to_collect: z.number().int(),
  towers: z.array(runTowerSchema),
});
export type RunSociety = z.infer<typeof runSocietySchema>;

/**
 * `GET /delivery-run` (issue 14): the undelivered orders (Preparing, Out For Delivery) of the day or
 * slot, by society, tower and flat, with the money still to collect in whole rupees (orders whose payment
 * the seller has not recorded, issue 15 D53); `delivered` counts the
 * orders of the run already handed over and what they brought in.
 */
export const deliveryRunDataSchema = z.object({
  ...kitchenDayFields,
  orders: z.number().int(),
  to_collect: z.number().int(),
  societies: z.array(runSocietySchema),
  delivered: z.object({ orders: z.number().int(), collected: z.number().int() }),
});
export type DeliveryRunData = z.infer<typeof deliveryRunDataSchema>;

/** `POST /order/{id}/collect` (seller; issue 15, D53): how the money was collected at the door. */
export const collectOrderBodySchema = z.strictObject({
  method: z.enum(COLLECTION_METHODS, { error: () => m.collectMethodInvalid() }),
});
export type CollectOrderBody = z.infer<typeof collectOrderBodySchema>;

/**
 * `GET /income` (seller; issue 15, D53): one of the seller's time frames (1-4, as the dashboard), or one
 * kitchen date 'yyyy-mm-dd', not both; neither is today.
 */
export const incomeQuerySchema = z
  .strictObject({ timeFrame: timeFrameSchema.optional(), date: localDateSchema.optional() })
  .refine((query) => query.timeFrame === undefined || query.date === undefined, {
    error: () => m.incomeQueryInvalid(),
  });
export type IncomeQuery = z.input<typeof incomeQuerySchema>;

/** One order behind an Income figure: enough to find it at the door and in the UPI app's history. */
export const incomeOrderSchema = z.object({
  _id: z.string(),
  amount: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  payment_method: orderSchema.shape.payment_method,
  collected_by: orderSchema.shape.collected_by,
  collected_at: z.string().nullable(),
  paid_claimed_at: z.string().nullable(),
  reciever_name: z.string(),
  flat_number: z.string(),
  tower_number: z.string(),
  society: z.string(),
  createdAt: z.string(),
  slot: orderSlotSchema.nullable(),
});
export type IncomeOrder = z.infer<typeof incomeOrderSchema>;

/**
 * One Income figure: how many orders and their amounts summed (whole rupees). Its orders are a list of
 * their own, read when the seller opens the figure (`GET /income/orders`, D114).
 */
export const incomeFigureSchema = z.object({
  count: z.number().int(),
  amount: z.number().int(),
});
export type IncomeFigure = z.infer<typeof incomeFigureSchema>;

/**
 * `GET /income/orders` (seller; issue 29, D114): one page of a figure's orders, newest first by when they
 * were placed, keyset paged like the order lists (D32), over the same scope as `GET /income` (a time frame
 * or one date, not both; neither is today).
 */
export const incomeOrdersQuerySchema = z
  .strictObject({
    figure: z.enum(INCOME_FIGURE_NAMES, { error: () => m.incomeFigureInvalid() }),
    timeFrame: timeFrameSchema.optional(),
    date: localDateSchema.optional(),
    limit: pageSizeSchema.default(SELLER_ORDERS_PAGE_SIZE),
    cursor: orderCursorSchema.optional(),
  })
  .refine((query) => query.timeFrame === undefined || query.date === undefined, {
    error: () => m.incomeQueryInvalid(),
  });
/** What the web app may send to `GET /income/orders` (the cursor as the server gave it). */
export type IncomeOrdersQuery = {
  figure: IncomeFigureName;
  timeFrame?: z.input<typeof timeFrameSchema>;
  date?: string;
  limit?: string;
  cursor?: string;
};

/** `GET /income/orders`: the page's orders and the cursor of the next page, null on the last. */
export const incomeOrdersDataSchema = z.object({
  orders: z.array(incomeOrderSchema),
  nextCursor: z.string().nullable(),
});
export type IncomeOrdersData = z.infer<typeof incomeOrdersDataSchema>;

/**
 * `GET /income` answers the reconciliation of the orders delivered on the asked days (an order's day is
 * its slot's date, or the day it was placed for an order on demand): cash collected, UPI received, paid
 * online through the gateway (D112), still
 * to collect (not cancelled, not collected), paid from tiffin accounts (plan meals, charged when they were
 * made; issue 26, D92) and cancelled. `from`/`to` are the kitchen dates covered, both null for lifetime.
 */
export const incomeDataSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  cash: incomeFigureSchema,
  upi: incomeFigureSchema,
  online: incomeFigureSchema,
  to_collect: incomeFigureSchema,
  account: incomeFigureSchema,
  cancelled: incomeFigureSchema,
});
export type IncomeData = z.infer<typeof incomeDataSchema>;
