import type { Kysely } from 'kysely';
import type { CouponSummaryData } from '@rasoi/domain/coupon';
import type { Database } from '../../../db/schema.ts';
import { toCount, toStoredTime } from '../../../db/values.ts';

type Figure = string | number | bigint | null | undefined;

/**
 * The seller's coupon figures at `now` (issue 4 'Active Coupons'): issued, scratched, used, still
 * active (unused and unexpired), and the rupees of discount given on stored orders.
 */
export async function couponSummary(db: Kysely<Database>, now: Date): Promise<CouponSummaryData> {
  const coupons = await db
    .selectFrom('coupons')
    .select((eb) => [
      eb.fn.countAll().as('issued'),
      eb.fn.sum(eb.case().when('is_scratched', '=', 1).then(1).else(0).end()).as('scratched'),
      eb.fn.sum(eb.case().when('is_used', '=', 1).then(1).else(0).end()).as('used'),
      eb.fn
        .sum(
          eb
            .case()
            .when(eb.and([eb('is_used', '=', 0), eb('expires_at', '>', toStoredTime(now))]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('active'),
    ])
    .executeTakeFirst();
  const orders = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum('discount'), eb.lit(0)).as('discountGiven'))
    .executeTakeFirst();
  return {
    issued: toCount((coupons?.issued as Figure) ?? 0),
    scratched: toCount((coupons?.scratched as Figure) ?? 0),
    used: toCount((coupons?.used as Figure) ?? 0),
    active: toCount((coupons?.active as Figure) ?? 0),
    discountGiven: toCount((orders?.discountGiven as Figure) ?? 0),
  };
}
