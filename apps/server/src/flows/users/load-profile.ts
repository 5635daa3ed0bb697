import type { Kysely } from 'kysely';
import type { User } from '@rasoi/domain/api';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { listUserCoupons, toCoupon } from '../../modules/ordering/coupons/coupon-queries.ts';
import { findUserById } from '../../modules/customers/users/user-queries.ts';

/**
 * The user as the API answers it, with their coupons (spec 3 'User profile', spec 7
 * GET /users/profile). `role` is the calling session's (a seller's code login answers 'customer',
 * D29). A seller session's answer adds `setup`: what the first-start setup still asks for (D41).
 * Throws 401 AppError when the user no longer exists.
 */
export async function loadUserProfile(db: Kysely<Database>, userId: string, role: User['role']): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'unauthorized');
  const coupons = await listUserCoupons(db, userId);
  const profile: User = { _id: user.id, mobile: user.mobile, role, coupons: coupons.map(toCoupon) };
  // Only a seller session learns what the first-start setup still asks for (D41).
  if (role === 'seller') profile.setup = { kitchenDue: user.setup_due === 1, pinDue: user.pin_generated === 1 };
  return profile;
}
