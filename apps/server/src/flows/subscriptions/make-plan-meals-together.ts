import { mealChangeCutoff } from '@rasoi/domain/subscription-days';
import type { AppContext } from '../../app-context.ts';
import { chargeMeals, type MealCharge } from '../../modules/accounts/charge-meals.ts';
import { findHoliday } from '../../modules/catalogue/holidays/holiday-queries.ts';
import { takePlanPlates } from '../../modules/catalogue/slots/slot-queries.ts';
import { findUserAddresses } from '../../modules/customers/addresses/address-queries.ts';
import { orderEventRow } from '../../modules/live/events/record-order-event.ts';
import { toOrder } from '../../modules/ordering/orders/order-queries.ts';
import { insertPlanMealOrders } from '../../modules/ordering/orders/plan-meal-order.ts';
import {
  claimPlanMeals,
  linkDayOrders,
  settleClaimedDays,
  type PlanMealDayClaim,
} from '../../modules/subscriptions/claim-plan-meals.ts';
import { factsOf } from '../../modules/subscriptions/subscription-answer.ts';
import { orderOf, type DuePlanMeal, type PlanMealResult } from './make-plan-meal.ts';

type Ctx = Pick<AppContext, 'config' | 'groupCommit'>;

/**
 * The round could not be decided together: the slot cannot hold every meal of it (the kitchen lowered
 * its cap) or a holiday was declared meanwhile. Rolls the round back; the caller makes its meals one by
 * one (`makePlanMeal`), which decides each of them as before.
 */
export class RoundNeedsOneByOne extends Error {
  constructor(readonly why: 'no_room' | 'holiday') {
    super(`plan meal round made one by one: ${why}`);
  }
}

/**
 * Makes one round of plan meals (one plan, day and slot; at most one meal a household, at most
 * PLAN_MEAL_CLAIMS_MAX) in one transaction (issue 26, docs/decisions/0096), the set-based form of
 * `makePlanMeal` with the same outcome for each meal: claims every day once (`claimPlanMeals`); charges the
 * claimed meals' accounts (`chargeMeals`: one refused at its credit limit is decided `over_limit`, never
 * cooked, never charged); takes the charged meals' plates from the slot's cap in one conditional UPDATE,
 * and reads the holiday after taking the slot's row; then writes the orders, their lines and events, and
 * links each day to its order. When the cap cannot hold them all, or a holiday was declared, it throws
 * RoundNeedsOneByOne and nothing of the round is written. About a dozen statements a round instead of
 * about fifteen a meal (bench/plan-meals.ts). Answers each meal's result in the order given.
 */
export async function makePlanMealsTogether(
  ctx: Ctx,
  meals: readonly DuePlanMeal[],
  now: Date,
): Promise<PlanMealResult[]> {
  const first = meals[0];
  if (!first) return [];
  const { day, slot, plan } = first;
  // Every meal of the round is the same plan's on the same day, so one cut-off: a programming error when
  // it has not passed yet, since the households may still change the day.
  const cutoff = mealChangeCutoff(factsOf(first.subscription, []), day, ctx.config.kitchenTimezone);
  if (now.getTime() < cutoff.getTime()) {
    throw new Error(`makePlanMealsTogether: ${day} can still change until ${cutoff.toISOString()}`);
  }
  return ctx.groupCommit.transaction(async (trx) => {
    const ids = meals.map((meal) => meal.subscription.id);
    const claims = await claimPlanMeals(trx, ids, day, now);
    const claimed = meals.flatMap((meal) => {
      const claim = claims.get(meal.subscription.id)!;
      return claim.result === 'claimed' ? [{ meal, claim }] : [];
    });
    const addresses = await findUserAddresses(
      trx,
      claimed.map(({ meal, claim }) => ({
        userId: meal.subscription.user_id,
        id: claim.addressId ?? meal.subscription.address_id,
      })),
    );
    const made = claimed.map(({ meal, claim }) => {
      const addressId = claim.addressId ?? meal.subscription.address_id;
      const address = addresses.get(addressId);
      if (!address) throw new Error(`subscription ${meal.subscription.id} has no address ${addressId}`);
      return { meal, ...orderOf(meal, address, meal.subscription.tiffins + claim.extraTiffins, now) };
    });
    // The charges before the slot, as one meal does (make-plan-meal.ts): the accounts are the households'
    // own rows, the slot's row is every meal's, so it is taken last.
    const charges: MealCharge[] = made.map(({ meal, row }) => ({
      userId: meal.subscription.user_id,
      amountPaise: row.amount * 100,
      day,
      orderId: row.id,
      idempotencyKey: `plan-meal:${meal.subscription.id}:${day}`,
    }));
    const balances = await chargeMeals(trx, charges, now);
    const charged = made.filter(({ meal }) => balances.has(meal.subscription.user_id));
    const plates = charged.reduce((sum, { row }) => sum + row.plates, 0);
    if (plates > 0 && !(await takePlanPlates(trx, slot.id, plates, now))) throw new RoundNeedsOneByOne('no_room');
    if (await findHoliday(trx, day, plan.slot_id)) throw new RoundNeedsOneByOne('holiday');

    const orders = charged.map(({ meal, row, lines }) => {
      const order = toOrder(row, lines, []);
      const event = orderEventRow({ type: 'order.created', order, userId: meal.subscription.user_id, now });
      return { order, write: { order: row, meals: lines, event } };
    });
    const eventIds = await insertPlanMealOrders(
      trx,
      orders.map(({ write }) => write),
    );
    await linkDayOrders(trx, day, new Map(charged.map(({ meal, row }) => [meal.subscription.id, row.id])));
    const refused = made.filter(({ meal }) => !balances.has(meal.subscription.user_id));
    await settleClaimedDays(
      trx,
      refused.map(({ meal }) => meal.subscription.id),
      day,
      'over_limit',
    );

    const cooked = new Map(
      charged.map(({ meal, row }, index): [string, PlanMealResult] => [
        meal.subscription.id,
        {
          result: 'cooked',
          order: orders[index]!.order,
          eventId: eventIds.get(row.id)!,
          chargedPaise: row.amount * 100,
          balancePaise: balances.get(meal.subscription.user_id)!,
        },
      ]),
    );
    return meals.map((meal) => cooked.get(meal.subscription.id) ?? notCooked(claims.get(meal.subscription.id)!));
  });
}

/** A meal of the round that made no order: refused at the credit limit, skipped, or decided before. */
function notCooked(claim: PlanMealDayClaim): PlanMealResult {
  if (claim.result === 'claimed') return { result: 'lost', loss: 'over_limit' };
  if (claim.result === 'skipped') return { result: 'settled', outcome: claim.why };
  return { result: 'settled', outcome: 'decided' };
}
