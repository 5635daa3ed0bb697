import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { changeSlot } from '../../flows/slots/change-slot.ts';
import { declareHoliday } from '../../flows/slots/declare-holiday.ts';
import { saveSlotPlan } from '../../flows/slots/save-slot-plan.ts';
import { listHolidays } from '../../modules/catalogue/holidays/list-holidays.ts';
import { readSlotPlan } from '../../modules/catalogue/slots/slot-plan-queries.ts';

/**
 * The seller's meal slot calls (issue 14, D47): the weekly plan (GET and POST /slot-plan, the whole
 * plan at once) and one day's slot (PATCH /slots/{id}); the kitchen's holidays (issue 26, D92, D94: GET and
 * POST /holidays). Seller scope only (their contract entries).
 */
export const sellerSlotRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.getSlotPlan, async () => ({
    status: 'success',
    data: { slots: await readSlotPlan(ctx.db) },
  }));

  defineRoute(app, contract.saveSlotPlan, async (request) => ({
    status: 'success',
    data: { slots: await saveSlotPlan(ctx, request.body.slots) },
  }));

  defineRoute(app, contract.changeSlot, async (request) => ({
    status: 'success',
    data: { slot: await changeSlot(ctx, request.params.id, request.body) },
  }));

  // A kitchen holiday (issue 26, D92): 201 when declared, 200 for a repeat of that day and slot.
  defineRoute(app, contract.declareHoliday, async (request, reply) => {
    const declared = await declareHoliday(ctx, request.user!, request.body, request.log);
    reply.code(declared.created ? 201 : 200);
    return { status: 'success', data: { holiday: declared.holiday, cancelled_meals: declared.cancelledMeals } };
  });

  // The holidays from 30 days back on (issue 26, D94); there is no withdrawal.
  defineRoute(app, contract.listHolidays, async () => ({
    status: 'success',
    data: { holidays: await listHolidays(ctx) },
  }));
};
