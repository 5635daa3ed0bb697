import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { copyDayMenu } from '../../modules/catalogue/day-menu/copy-day-menu.ts';
import { saveSlotMenu } from '../../modules/catalogue/day-menu/save-slot-menu.ts';

/**
 * The seller's day menu calls (issue 14): replace one day's slot menu (POST /slots/{id}/menu) and copy
 * a day's menus onto another day (POST /day-menu/copy). Seller scope only (their contract entries).
 */
export const sellerDayMenuRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.saveSlotMenu, async (request) => ({
    status: 'success',
    data: { menu: await saveSlotMenu(ctx, request.params.id, request.body) },
  }));
  defineRoute(app, contract.copyDayMenu, async (request) => ({
    status: 'success',
    data: await copyDayMenu(ctx, request.body),
  }));
};
