import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { deliveryRun } from '../../flows/kitchen-day/delivery-run.ts';
import { prepSheet } from '../../flows/kitchen-day/prep-sheet.ts';

/**
 * The kitchen's day (issue 14), seller only (their contract entries): GET /prep-sheet (what to cook for
 * a day or meal slot) and GET /delivery-run (who gets what, by society, tower and flat). Orders are
 * moved on with the existing PATCH /order/:id.
 */
export const sellerKitchenDayRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.getPrepSheet, async (request) => ({
    status: 'success',
    data: await prepSheet(ctx, request.query),
  }));

  defineRoute(app, contract.getDeliveryRun, async (request) => ({
    status: 'success',
    data: await deliveryRun(ctx, request.query),
  }));
};
