import type { Subscription } from '@rasoi/domain/subscriptions';
import type { TestApp } from './build-test-app.ts';
import { call, type Answer } from './api-helpers.ts';

/** Test helpers for tiffin plan subscriptions (issue 26, D91). */

/** Lunch Monday to Saturday: order by 10:30, delivered from 12:30 (the kitchen is Asia/Kolkata, UTC+5:30). */
export const LUNCH_SLOT = {
  name: 'Lunch',
  weekdays: [0, 1, 2, 3, 4, 5],
  order_by: '10:30',
  delivery_from: '12:30',
  delivery_to: '14:00',
  capacity: 30,
};

let plans = 0;

/** Saves the lunch slot and a weekday lunch plan (Monday to Friday, ₹90 a meal, the slot's cut-off); its id. */
export async function weekdayLunchPlan(t: TestApp, seller: string, changes: Record<string, unknown> = {}) {
  const saved = await call(t, 'POST', '/slot-plan', { token: seller, body: { slots: [LUNCH_SLOT] } });
  const slotId = (saved.body.data.slots as { _id: string }[])[0]!._id;
  plans += 1;
  const plan = await call(t, 'POST', '/plans', {
    token: seller,
    body: {
      name: `Subscribed lunch ${plans}`,
      meal_id: null,
      slot_id: slotId,
      weekdays: [0, 1, 2, 3, 4],
      meal_price_paise: 9_000,
      ...changes,
    },
  });
  if (plan.status !== 201) throw new Error(`plan failed: ${JSON.stringify(plan.body)}`);
  return plan.body.data.plan._id as string;
}

/** POST /subscriptions as `token`, with an optional Idempotency-Key and headers. */
export function subscribe(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return call(t, 'POST', '/subscriptions', { token, body, headers });
}

/** Subscribes and answers the stored subscription (throws unless 201). */
export async function subscribed(t: TestApp, token: string, body: Record<string, unknown>): Promise<Subscription> {
  const answer = await subscribe(t, token, body);
  if (answer.status !== 201) throw new Error(`subscribe failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.subscription as Subscription;
}

/** Skips (or with `skip` false undoes) the meal of `day`. */
export function skip(
  t: TestApp,
  token: string,
  id: string,
  day: string,
  skipIt = true,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return call(t, 'POST', `/subscriptions/${id}/skip`, { token, body: { day, skip: skipIt }, headers });
}
