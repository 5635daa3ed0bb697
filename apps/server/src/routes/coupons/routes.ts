import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { callerOf } from '../../plugins/auth.ts';
import { customerWriteLimit } from '../../plugins/customer-write-limit.ts';
import { listUserCoupons, toCoupon } from '../../modules/ordering/coupons/coupon-queries.ts';
import { scratchCoupon } from '../../modules/ordering/coupons/scratch-coupon.ts';

/**
 * The customer's coupons (spec 7): GET /coupon lists the caller's own, newest first;
 * PATCH /coupon/:id accepts only `{is_scratched: true}` from the coupon's owner (limited per customer, D36).
 * Everything here needs a logged-in caller.
 */
export const couponRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.listCoupons, async (request) => {
    const rows = await listUserCoupons(ctx.db, callerOf(request).id);
    return { status: 'success', data: { coupons: rows.map(toCoupon) } };
  });

  defineRoute(
    app,
    contract.scratchCoupon,
    async (request) => {
      const coupon = await scratchCoupon({ db: ctx.db, userId: callerOf(request).id, couponId: request.params.id });
      return { status: 'success', data: { coupon } };
    },
    { config: customerWriteLimit },
  );
};
