import { buildTestApp, type TestApp } from './build-test-app.ts';
import { call, type Answer } from './api-helpers.ts';
import { newCustomer, setClock, type TestCustomer } from './orders.ts';
import { findOrCreateSeller } from './sellers.ts';
import { weekdayLunchPlan } from './subscriptions.ts';

/**
 * Test helpers for kitchen holidays and the plan meals they and the generation lose (issue 26, D92, D94):
 * a kitchen with a weekday lunch plan, the Friday its households subscribe from, and the Thursday morning
 * before it each test starts at.
 */

/** Friday 27 November 2026, a meal day of the weekday lunch plan. */
export const FRIDAY = '2026-11-27';
/** FRIDAY's skip cut-off: lunch's 10:30 kitchen time (Asia/Kolkata), 05:00Z; the generation decides then. */
export const FRIDAY_CUTOFF = '2026-11-27T05:00:00.000Z';
/** Thursday 26 November 2026, 08:30 in the kitchen: the day before FRIDAY, its meal still changeable. */
const THURSDAY_MORNING = '2026-11-26T03:00:00.000Z';

/** A test app whose seller has the weekday lunch plan: the seller's token, the plan's id, lunch's weekly plan id. */
export type LunchPlanKitchen = { t: TestApp; seller: string; planId: string; slotPlanId: string };

/** Builds a test app, logs the seller in and saves the lunch slot and weekday lunch plan (weekdayLunchPlan). */
export async function lunchPlanKitchen(): Promise<LunchPlanKitchen> {
  const t = await buildTestApp();
  const seller = (await findOrCreateSeller(t)).token;
  const planId = await weekdayLunchPlan(t, seller);
  const plan = await call(t, 'GET', '/slot-plan', { token: seller });
  const slotPlanId = (plan.body.data.slots as { _id: string }[])[0]!._id;
  return { t, seller, planId, slotPlanId };
}

/**
 * A test's start: the clock at Thursday 08:30 in the kitchen, no holiday declared (an earlier test's are
 * deleted), and a new household, answered. The households of earlier tests stay.
 */
export async function thursdayWithoutHolidays(t: TestApp): Promise<TestCustomer> {
  setClock(t, THURSDAY_MORNING);
  await t.db.deleteFrom('holidays').execute();
  return newCustomer(t);
}

/** POST /holidays as the seller (`body`: day, optional slot_id and note), with optional headers. */
export function declareHoliday(
  t: TestApp,
  seller: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return call(t, 'POST', '/holidays', { token: seller, body, headers });
}
