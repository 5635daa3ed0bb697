import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { defineRoute } from '../define-route.ts';
import { findSlot } from '../../modules/catalogue/slots/slot-queries.ts';
import { readSlotMenu } from '../../modules/catalogue/day-menu/slot-menu-queries.ts';

/**
 * GET /slots/{id}/menu (issue 14): which thalis and dishes one day's slot offers, for anyone: `all`, or
 * the ids it names. The web app filters the menu it already has (GET /meal, GET /dish) with it.
 */
export const dayMenuRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.getSlotMenu, async (request) => {
    if (!(await findSlot(ctx.db, request.params.id))) throw new AppError('NOT_FOUND', 'slotNotFound');
    return { status: 'success', data: { menu: await readSlotMenu(ctx.db, request.params.id) } };
  });
};
