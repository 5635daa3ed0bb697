import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { couponSummary } from '../../modules/ordering/coupons/coupon-summary.ts';

/** GET /coupon/summary (issue 4): the seller profile's 'Active Coupons' figures. Seller scope only. */
export const sellerCouponRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.getCouponSummary, async () => {
    return { status: 'success', data: await couponSummary(ctx.db, ctx.now()) };
  });
};
