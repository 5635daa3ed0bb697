import type { Order } from '@rasoi/domain/api';
import { INITIAL_ORDER_STATUS } from '@rasoi/domain/order-status';
import type { PlanDayOutcome } from '@rasoi/domain/subscriptions';
import type { AppContext } from '../../app-context.ts';
import { toStoredTime } from '../../db/values.ts';
import { newId } from '../../lib/crypto.ts';
import { postEntry } from '../../modules/accounts/post-entry.ts';
import type { DayThali } from '../../modules/catalogue/day-menu/slot-menu-queries.ts';
import { findHoliday } from '../../modules/catalogue/holidays/holiday-queries.ts';
import { takePlanPlates, type SlotRow } from '../../modules/catalogue/slots/slot-queries.ts';
import { findUserAddress } from '../../modules/customers/addresses/address-queries.ts';
import { orderEventRow } from '../../modules/live/events/record-order-event.ts';
import { toOrder, type OrderMealRow, type OrderRow } from '../../modules/ordering/orders/order-queries.ts';
import { insertPlanMealOrder } from '../../modules/ordering/orders/plan-meal-order.ts';
import type { PlanRow } from '../../modules/plans/plan-queries.ts';
import { claimPlanMeal, settlePlanMeal, type PlanMealLoss } from '../../modules/subscriptions/claim-plan-meal.ts';
import { findDayRow, linkDayOrder } from '../../modules/subscriptions/subscription-day-queries.ts';
import type { SubscriptionRow } from '../../modules/subscriptions/subscription-row-queries.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'groupCommit'>;

/** One plan meal to make: whose, which day, the plan as it is now, the day's slot and thali. */
export type DuePlanMeal = {
  subscription: SubscriptionRow;
  plan: PlanRow;
  day: string;
  slot: SlotRow;
  /** The slot's thali of the day, for a plan that brings it; undefined when the kitchen set none. */
  dayThali: DayThali | undefined;
  /** The kitchen's promised delivery time in minutes, as orders carry it. */
  etaMinutes: number;
};

/**
 * What became of one plan meal: an order (`cooked`, with its event to announce after the commit); not
 * cooked and not charged for a reason the household did not choose (`lost`: the seller is shown it); or
 * nothing new because the day was skipped, paused or decided by another run (`settled`).
 */
export type PlanMealResult =
  | { result: 'cooked'; order: Order; eventId: number; chargedPaise: number; balancePaise: number }
  | { result: 'lost'; loss: PlanMealLoss }
  | { result: 'settled'; outcome: PlanDayOutcome | 'decided' };

/** Thrown inside the meal's transaction to roll back its claim, plates and order; settled afterwards. */
class MealLost extends Error {
  constructor(readonly loss: PlanMealLoss) {
    super(`plan meal not made: ${loss}`);
  }
}

/**
 * Makes one plan meal into an order at its skip cut-off (issue 26, docs/decisions/0092), in one
 * transaction: decides the day once (`claimPlanMeal`: a skip racing this has exactly one outcome); writes
 * the order (placed by 'plan', paid 'ACCOUNT', collected 'account', acknowledged at once: plan meals are
 * known ahead and must not ring the new-order alarm) with the subscription's tiffins and the day's extra
 * ones, the day's address or the subscription's, its diet notes and the plan's price a meal at this moment
 * (D89); links it to the day; charges the account by `postEntry` (kind 'meal', keyed by subscription and
 * day, so it is charged once); then takes the plates from the slot's cap (`takePlanPlates`: the cap alone
 * decides, so a lowered cap loses the meal as `no_room`) and reads the holiday again after taking the slot's
 * row. A charge the credit limit refuses rolls all of it back and the day is settled `over_limit`: never
 * cooked unpaid, never charged past the limit. `now` is the run's instant, at or after the meal's cut-off.
 * The transaction is the group commit's (D24): its own on PostgreSQL; on SQLite a savepoint of its own
 * (rolled back alone) whose commit is shared with the other meals requested in the same turn, answered once
 * that commit returned.
 */
export async function makePlanMeal(ctx: Ctx, meal: DuePlanMeal, now: Date): Promise<PlanMealResult> {
  const { subscription, day } = meal;
  try {
    return await ctx.groupCommit.transaction(async (trx) => {
      const claim = await claimPlanMeal(trx, subscription.id, day, now, ctx.config.kitchenTimezone);
      if (claim.result === 'decided') return { result: 'settled', outcome: 'decided' } as const;
      if (claim.result === 'skipped') return { result: 'settled', outcome: claim.why } as const;
      // The day's own extra tiffins and address, when the household set them before the cut-off.
      const dayRow = await findDayRow(trx, subscription.id, day);
      const plates = subscription.tiffins + (dayRow?.extra_tiffins ?? 0);
      const addressId = dayRow?.address_id ?? subscription.address_id;
      const address = await findUserAddress(trx, subscription.user_id, addressId);
      if (!address) throw new Error(`subscription ${subscription.id} has no address ${addressId}`);
      const { row, lines } = orderOf(meal, address, plates, now);
      const order = toOrder(row, lines, []);
      const eventId = await insertPlanMealOrder(trx, {
        order: row,
        meals: lines,
        event: orderEventRow({ type: 'order.created', order, userId: subscription.user_id, now }),
      });
      await linkDayOrder(trx, subscription.id, day, row.id);
      // The charge before the slot: the household's account row is its own, while every meal of the slot
      // queues on the slot's row from taking the plates to the commit (PostgreSQL), so that row is taken
      // last, for two statements. A refusal of either rolls all of it back. (The account's row before the
      // slot's everywhere: a kitchen's cancel refunds before giving the plates back, so no lock cycle.)
      const chargedPaise = row.amount * 100;
      const charge = await postEntry(
        trx,
        {
          userId: subscription.user_id,
          kind: 'meal',
          amountPaise: -chargedPaise,
          day,
          source: { type: 'order', id: row.id },
          recordedBy: 'system',
          idempotencyKey: `plan-meal:${subscription.id}:${day}`,
        },
        now,
      );
      if (!charge.posted) throw new MealLost('over_limit');
      if (!(await takePlanPlates(trx, meal.slot.id, plates, now))) throw new MealLost('no_room');
      // Read after taking the slot's row, which a holiday's close holds (declare-holiday.ts): a holiday
      // declared at this moment is either seen here, or finds this meal made and cancels it.
      if (await findHoliday(trx, day, meal.plan.slot_id)) throw new MealLost('holiday');
      return { result: 'cooked', order, eventId, chargedPaise, balancePaise: charge.balancePaise } as const;
    });
  } catch (error) {
    if (!(error instanceof MealLost)) throw error;
    const outcome = await ctx.db
      .transaction()
      .execute((trx) => settlePlanMeal(trx, subscription.id, day, error.loss, now));
    return outcome === error.loss
      ? { result: 'lost', loss: error.loss }
      : { result: 'settled', outcome: outcome ?? 'decided' };
  }
}

/**
 * The order row and its one line for a plan meal of `plates` tiffins to `address`, made at `now`: the plan's
 * thali (or the day's, or the plan itself) at the plan's price a meal in whole rupees (D92).
 */
export function orderOf(
  meal: DuePlanMeal,
  address: NonNullable<Awaited<ReturnType<typeof findUserAddress>>>,
  plates: number,
  now: Date,
): { row: OrderRow; lines: OrderMealRow[] } {
  const { subscription: sub, plan, slot } = meal;
  const id = newId();
  // Whole rupees: a plan's price a meal is (D92); an older plan's odd paise round to the rupee here.
  const unitPrice = Math.round(plan.meal_price_paise / 100);
  const line: OrderMealRow = {
    order_id: id,
    // The plan's own thali, else the day's; with neither the line is the plan itself, so the prep sheet
    // still counts its plates ('the thali of the day' the kitchen cooks without a day menu).
    ...(plan.meal_id !== null
      ? { meal_id: plan.meal_id, name: plan.meal_name ?? plan.name, name_hi: plan.meal_name_hi }
      : meal.dayThali
        ? { meal_id: meal.dayThali.id, name: meal.dayThali.name, name_hi: meal.dayThali.name_hi }
        : { meal_id: plan.id, name: plan.name, name_hi: null }),
    unit_price: unitPrice,
    quantity: plates,
  };
  const stamp = toStoredTime(now);
  const row: OrderRow = {
    id,
    user_id: sub.user_id,
    status: INITIAL_ORDER_STATUS,
    price: unitPrice * plates,
    discount: 0,
    platform_fee: 0,
    delivery_charge: 0,
    amount: unitPrice * plates,
    address_id: address.id,
    reciever_name: address.reciever_name,
    reciever_mobile: address.reciever_mobile,
    flat_number: address.flat_number,
    tower_number: address.tower_number,
    society: address.society,
    locality: address.locality,
    pincode: address.pincode,
    payment_method: 'ACCOUNT',
    currency: 'INR',
    receipt: null,
    coupon_id: null,
    total_time: meal.etaMinutes,
    // One order per subscription and day even if the decided-once row were bypassed: unique per user.
    idempotency_key: `plan:${sub.id}:${meal.day}`,
    created_at: stamp,
    updated_at: stamp,
    slot_id: slot.id,
    slot_name: slot.name,
    slot_date: slot.date,
    delivery_from: slot.delivery_from,
    delivery_to: slot.delivery_to,
    plates,
    acknowledged_at: stamp,
    placed_by: 'plan',
    diet_jain: sub.diet_jain,
    diet_no_onion_garlic: sub.diet_no_onion_garlic,
    diet_less_oil: sub.diet_less_oil,
    diet_spice: sub.diet_spice,
    diet_note: sub.diet_note,
    paid_claimed_at: null,
    collected_by: 'account',
    collected_at: stamp,
    cancel_reason: null,
    cancelled_by: null,
    cancelled_at: null,
    slot_order_by: slot.order_by,
  };
  return { row, lines: [line] };
}
