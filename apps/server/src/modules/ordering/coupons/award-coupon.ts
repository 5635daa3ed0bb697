import { randomInt } from 'node:crypto';
import { couponDescription, couponExpiry, couponName } from '@rasoi/domain/coupon';
import { BASE_LOCALE } from '@rasoi/domain/locale';
import { toFlag, toStoredTime } from '../../../db/values.ts';
import { newId } from '../../../lib/crypto.ts';
import type { CouponRow } from './coupon-queries.ts';

export type AwardCouponOptions = {
  userId: string;
  /** The order that won it. */
  orderId: string;
  now: Date;
  /** Percentages to draw from (config COUPON_OFFERS); must not be empty. */
  offers: readonly number[];
  /** Picks an index below `size`; a fair random draw unless a test fixes it. */
  pick?: (size: number) => number;
};

/**
 * The coupon an order wins (docs/decisions/p08): unscratched, unused, the off drawn at random from
 * `offers`, valid two days from `now`. Returns the row; the caller stores it in the transaction that
 * stores the order (order-queries.ts insertNewOrder), so a refused or rolled-back order wins nothing.
 * Throws when `offers` is empty.
 */
export function couponAward(options: AwardCouponOptions): CouponRow {
  const { userId, orderId, now, offers, pick = randomInt } = options;
  if (offers.length === 0) throw new Error('couponAward needs at least one offer');
  const off = offers[pick(offers.length)]!;
  const row: CouponRow = {
    id: newId(),
    user_id: userId,
    name: couponName(off),
    off,
    expires_at: toStoredTime(couponExpiry(now)),
    is_used: toFlag(false),
    is_scratched: toFlag(false),
    // Stored in the base language whoever's request wins it: the web app writes it from `off` in the
    // reader's language (issue 16, D62).
    description_text: couponDescription(off, BASE_LOCALE),
    won_with_order_id: orderId,
    used_by_order_id: null,
    created_at: toStoredTime(now),
  };
  return row;
}
