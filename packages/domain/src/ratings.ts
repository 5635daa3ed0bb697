import { z } from 'zod';
import { RATING_COMMENT_MAX, RATING_STARS_MAX, RATING_STARS_MIN } from './constants.ts';
import { ratingCommentMarkup } from './i18n/messages/ratingcommentmarkup2.js';
import { ratingCommentTooLong } from './i18n/messages/ratingcommenttoolong3.js';
import { ratingStars } from './i18n/messages/ratingstars1.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { ratingCommentMarkup, ratingCommentTooLong, ratingStars };

/**
 * A meal's rating (issue 15, docs/decisions/0056): after delivery the customer rates the order once,
 * 1 to 5 whole stars with an optional short comment; each thali in the order counts that rating in its
 * average. The body rule, the answers' shapes and the average's wording live here, for both sides.
 */

/** An HTML tag or comment opening: '<b>', '</i', '<!--', '< script'. '<3' and 'a < b' are plain text. */
const MARKUP = /<\s*[a-z!/?]/i;

/** True when a comment is plain text: it holds nothing a browser would read as a tag. */
export function isPlainComment(text: string): boolean {
  return !MARKUP.test(text);
}

/**
 * `POST /order/{id}/rating`: `stars` a whole number 1-5 (m.ratingStars() otherwise), `comment`
 * trimmed, at most RATING_COMMENT_MAX characters and without markup; empty or left out is no comment.
 */
export const rateOrderBodySchema = z.strictObject({
  stars: z
    .number({ error: () => m.ratingStars() })
    .int({ error: () => m.ratingStars() })
    .min(RATING_STARS_MIN, { error: () => m.ratingStars() })
    .max(RATING_STARS_MAX, { error: () => m.ratingStars() }),
  comment: z
    .string({ error: () => m.ratingCommentTooLong() })
    .trim()
    .max(RATING_COMMENT_MAX, { error: () => m.ratingCommentTooLong() })
    .refine(isPlainComment, { error: () => m.ratingCommentMarkup() })
    .default(''),
});
export type RateOrderBody = z.input<typeof rateOrderBodySchema>;

/** An order's rating as the order answer carries it; `created_at` is ISO-8601 UTC; '' is no comment. */
export const orderRatingSchema = z.object({
  stars: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

/** One review in the seller's list: the rating, its order's number source (id) and the thalis it held. */
export const sellerReviewSchema = orderRatingSchema.extend({
  order_id: z.string(),
  /**
   * The thalis in the order, named as sold: the English name and the Hindi one when the thali had one
   * (null when not; issue 16, D62), sorted by the English name. Add-on and dish lines are left out.
   */
  thalis: z.array(z.object({ name: z.string(), name_hi: z.string().nullable() })),
  /** Who received the order (the address snapshot's name). */
  reciever_name: z.string(),
});
export type SellerReview = z.infer<typeof sellerReviewSchema>;

/** `GET /ratings` (seller): one page, newest first, and the cursor of the next page (null at the end). */
export const sellerReviewsDataSchema = z.object({
  reviews: z.array(sellerReviewSchema),
  nextCursor: z.string().nullable(),
});
export type SellerReviewsData = z.infer<typeof sellerReviewsDataSchema>;

/**
 * A thali's average as the menu answers it: the mean of `starsSum` over `count` ratings with one
 * decimal ('4.3'), or null when it has none. Takes the running sums the server keeps per meal.
 */
export function ratingAverage(starsSum: number, count: number): string | null {
  if (count <= 0) return null;
  return (Math.round((starsSum / count) * 10) / 10).toFixed(1);
}
