import type { Kysely } from 'kysely';
import type { Coupon } from '@rasoi/domain/api';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findUserCoupon, markCouponScratched, toCoupon } from './coupon-queries.ts';

export type ScratchCouponOptions = { db: Kysely<Database>; userId: string; couponId: string };

/**
 * Marks the caller's coupon scratched (spec 4: more than 25% of the card wiped) and answers it.
 * Scratching again changes nothing and answers the same coupon. Another customer's coupon answers
 * exactly like an unknown one: 404 'Coupon not found', nothing changed.
 */
export async function scratchCoupon({ db, userId, couponId }: ScratchCouponOptions): Promise<Coupon> {
  return db.transaction().execute(async (trx) => {
    if (!(await markCouponScratched(trx, userId, couponId))) throw new AppError('NOT_FOUND', 'couponNotFound');
    const row = await findUserCoupon(trx, userId, couponId);
    if (!row) throw new AppError('NOT_FOUND', 'couponNotFound');
    return toCoupon(row);
  });
}
