import { z } from 'zod';
import { ORDER_STATUSES, SELLER_PIN_LENGTH, type UploadWidth } from './constants.ts';
import { mobileSchema, type LoginAnswer } from './api.ts';
import { MESSAGES } from './messages.ts';
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
