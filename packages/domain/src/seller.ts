import { z } from 'zod';
import {
  ORDER_STATUSES,
  SELLER_ORDERS_PAGE_MAX,
  SELLER_ORDERS_PAGE_SIZE,
  SELLER_PIN_LENGTH,
  type OrderStatus,
  type UploadWidth,
} from './constants.ts';
import { mobileSchema, type LoginAnswer, type Order } from './api.ts';
import { MESSAGES } from './messages.ts';
import { orderCursorSchema } from './order-cursor.ts';
import { parseLocalDate, timeFrameSchema } from './time-frame.ts';

/**
 * The seller's calls (spec 7, issue 3): request schemas shared by the seller screens and the server's
 * routes, and the shapes the server answers.
 */

/** `POST /auth/seller-login`: ten-digit mobile and four-digit PIN (spec 5, 9). */
export const sellerLoginBodySchema = z.strictObject({
  mobile: mobileSchema,
  pin: z.string({ error: MESSAGES.pinFormat }).regex(new RegExp(`^\\d{${SELLER_PIN_LENGTH}}$`), MESSAGES.pinFormat),
});
export type SellerLoginBody = z.input<typeof sellerLoginBodySchema>;
/** The seller login answers like the customer login: the token beside `data.user`. */
export type SellerLoginAnswer = LoginAnswer;

/** A calendar date written yyyy-mm-dd (spec 7), read on the kitchen's calendar by the server. */
export const localDateSchema = z
  .string({ error: MESSAGES.invalidDate })
  .refine((text) => parseLocalDate(text) !== null, { message: MESSAGES.invalidDate });

/** `GET /order` and `GET /users` (seller): optional startDate and endDate, both days included. */
export const dateRangeQuerySchema = z
  .strictObject({ startDate: localDateSchema.optional(), endDate: localDateSchema.optional() })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    message: MESSAGES.dateRangeReversed,
  });
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

/** A page size in a query string: digits only, from 1 to SELLER_ORDERS_PAGE_MAX (issue 11). */
const pageSizeSchema = z
  .string({ error: MESSAGES.pageSizeInvalid })
  .regex(/^\d{1,3}$/, MESSAGES.pageSizeInvalid)
  .transform(Number)
  .pipe(z.number().int().min(1, MESSAGES.pageSizeInvalid).max(SELLER_ORDERS_PAGE_MAX, MESSAGES.pageSizeInvalid));

/**
 * `GET /order` (seller; issue 11, docs/decisions.md D32): one page of the orders, newest first.
 * Optional startDate and endDate (both days included, as before), `status` (one order status),
 * `limit` (orders per page, 1 to SELLER_ORDERS_PAGE_MAX, default SELLER_ORDERS_PAGE_SIZE) and
 * `cursor` (the `nextCursor` of the page before; refused with 400 when it is not one).
 */
export const sellerOrdersQuerySchema = z
  .strictObject({
    startDate: localDateSchema.optional(),
    endDate: localDateSchema.optional(),
    status: z.enum(ORDER_STATUSES, { error: MESSAGES.orderStatusFilter }).optional(),
    limit: pageSizeSchema.default(SELLER_ORDERS_PAGE_SIZE),
    cursor: orderCursorSchema.optional(),
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    message: MESSAGES.dateRangeReversed,
  });
/** What the web app may send to `GET /order` (the cursor as the server gave it). */
export type SellerOrdersQuery = {
  startDate?: string;
  endDate?: string;
  status?: OrderStatus;
  limit?: number;
  cursor?: string;
};

/** The summary over every status (spec 2): Delivered is all orders but Preparing and Out For Delivery. */
export type SellerOrderCounts = { preparing: number; outForDelivery: number; delivered: number };

/**
 * `GET /order` (seller) answers one page: its orders, newest first; `nextCursor` for the page after
 * (null on the last page); `counts` over the date range whatever the status, on the first page only
 * (null when a cursor was sent), so scrolling does not count the whole history again.
 */
export type SellerOrdersData = { orders: Order[]; nextCursor: string | null; counts: SellerOrderCounts | null };

/** `GET /stats`: the time frame 1-4 (DECISIONS.md 3); anything else gets 'Invalid time frame provided'. */
export const statsQuerySchema = z.strictObject({ timeFrame: timeFrameSchema });

/** `PATCH /order/{id}` (seller): the next status; which moves are accepted is `canTransition`'s rule. */
export const patchOrderBodySchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: MESSAGES.orderStatusRefused }),
});

/** `GET /stats`: orders placed in the frame, their summed amount in rupees, and distinct customers who ordered. */
export type StatsData = { orders: number; revenue: number; users: number };

/** A customer as the seller's user list shows them; `orderCount` counts all their orders. */
export type SellerUser = { _id: string; mobile: string; createdAt: string; orderCount: number };
export type SellerUsersData = { users: SellerUser[] };

/** `DELETE /meal/{id}` answers this; past orders keep their lines (docs/decisions.md D12). */
export type DeletedData = { deleted: true };

/** One stored upload: its key, the URL of the widest rendition, and a URL per width. */
export type UploadedImage = { key: string; url: string; urls: Record<UploadWidth, string> };

/**
 * `POST /assets/upload` (spec 3 'Image upload response', DECISIONS.md 5): the images, plus the first
 * one's URL and key at the top level under both names the seller screens read.
 */
export type UploadAnswer = {
  status: 'success';
  data: { images: UploadedImage[] };
  uploadUrl: string;
  key: string;
  aws_asset_key: string;
};
