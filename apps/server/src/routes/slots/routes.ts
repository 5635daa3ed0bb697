import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { daySlots } from '../../modules/catalogue/slots/day-slots.ts';
import { slotCalendarOf } from '../../modules/catalogue/slots/slot-calendar-of.ts';

/**
 * GET /slots?date=yyyy-mm-dd (issue 14, D47): a day's meal slots for anyone, made from the weekly plan
 * when first asked for; without a date, the kitchen's today. Empty when the kitchen has no plan.
 */
export const slotRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.listSlots, async (request) => {
    const now = ctx.now();
    const calendar = await slotCalendarOf(ctx, now);
    const date = request.query.date ?? calendar.today;
    return { status: 'success', data: { date, slots: await daySlots(ctx.db, date, calendar, now) } };
  });
};
