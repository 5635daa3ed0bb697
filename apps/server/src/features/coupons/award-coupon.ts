import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { couponDescription, couponExpiry, couponName } from '@rasoi/domain/coupon';
import { BASE_LOCALE } from '@rasoi/domain/locale';
import type { Database } from '../../db/schema.ts';
import { toFlag, toStoredTime } from '../../db/values.ts';
import { newId } from '../../lib/crypto.ts';
import { insertCoupon, type CouponRow } from './coupon-queries.ts';

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
 * Gives the customer the coupon an order wins (docs/decisions.md P8): unscratched, unused, the off drawn
 * at random from `offers`, valid two days from `now`. Call it inside the transaction that stores
 * the order, so a refused or rolled-back order wins nothing. Returns the stored row.
 */
export async function awardCoupon(db: Kysely<Database>, options: AwardCouponOptions): Promise<CouponRow> {
  const { userId, orderId, now, offers, pick = randomInt } = options;
  if (offers.length === 0) throw new Error('awardCoupon needs at least one offer');
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
  await insertCoupon(db, row);
  return row;
}
