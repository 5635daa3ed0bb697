import type { Kysely, Selectable } from 'kysely';
import type { Coupon } from '@rasoi/domain/api';
import { compiledQuery } from '../../../db/compiled-query.ts';
import type { CouponsTable, Database } from '../../../db/schema.ts';
import { fromFlag } from '../../../db/values.ts';

export type CouponRow = Selectable<CouponsTable>;

/** A stored coupon as the API answers it (spec 3 Coupon). */
export function toCoupon(row: CouponRow): Coupon {
  return {
    _id: row.id,
    name: row.name,
    off: row.off,
    expiryTime: row.expires_at,
    is_used: fromFlag(row.is_used),
    is_scratched: fromFlag(row.is_scratched),
    description_text: row.description_text,
  };
}

/** A user's coupons, newest first. */
export async function listUserCoupons(db: Kysely<Database>, userId: string): Promise<CouponRow[]> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The coupon with this id if it belongs to the user; undefined otherwise. */
export async function findUserCoupon(db: Kysely<Database>, userId: string, id: string): Promise<CouponRow | undefined> {
  const [coupon] = await userCoupon(db, { userId, id });
  return coupon;
}

// Read and written by every order (D116): built and compiled once.
const userCoupon = compiledQuery((db, values: { userId: string; id: string }) =>
  db.selectFrom('coupons').selectAll().where('id', '=', values.id).where('user_id', '=', values.userId),
);
const insertCouponRow = compiledQuery((db, row: CouponRow) => db.insertInto('coupons').values(row));

/** Stores a coupon. */
export async function insertCoupon(db: Kysely<Database>, row: CouponRow): Promise<void> {
  await insertCouponRow(db, row);
}

/** Marks the user's coupon scratched (a no-op when already scratched); false when the user has no such coupon. */
export async function markCouponScratched(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set({ is_scratched: 1 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks a coupon used by an order, only if still unused; false when another order used it first.
 * The condition in the update makes two concurrent orders unable to share one coupon.
 */
export async function markCouponUsed(db: Kysely<Database>, id: string, orderId: string): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set({ is_used: 1, used_by_order_id: orderId })
    .where('id', '=', id)
    .where('is_used', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
