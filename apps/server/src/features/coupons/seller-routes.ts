import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiSuccess } from '@rasoi/domain/api';
import type { CouponSummaryData } from '@rasoi/domain/coupon';
import type { AppContext } from '../../app-context.ts';
import { couponSummary } from './coupon-summary.ts';

/** GET /coupon/summary (issue 4): the seller profile's 'Active Coupons' figures. Seller scope only. */
export const sellerCouponRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/coupon/summary', async (): Promise<ApiSuccess<CouponSummaryData>> => {
    return { status: 'success', data: await couponSummary(ctx.db, ctx.now()) };
  });
};
