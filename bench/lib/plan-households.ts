import type { Kysely } from 'kysely';
import { weekdaysToMask } from '@rasoi/domain/plan-days';
import { localDateAt } from '@rasoi/domain/slot-dates';
import type { Database } from '@rasoi/server/db/schema';
import { toStoredTime } from '@rasoi/server/db/values';
import { newId } from '@rasoi/server/lib/crypto';
import { postEntry } from '@rasoi/server/modules/accounts/post-entry';
import { createCustomers, orderableLines, type BenchCustomer } from './fixtures.ts';

/** Every weekday, 0 = Monday ... 6 = Sunday: the bench's slots and plans serve whatever day it runs on. */
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
/** A plan meal's price (paise, whole rupees as D92 asks) and what each household pays in first. */
export const PLAN_MEAL_PAISE = 9_000;
export const PREPAID_PAISE = 500_000;

/** A kitchen slot of the bench: its weekly-plan id and its skip cut-off (the slot's own order-by). */
export type BenchSlot = { name: string; slotPlanId: string; planId: string; cutoff: Date };

/** 'HH:MM' of an instant in the kitchen's time zone. */
function wallClock(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );
}

/**
 * `count` households (bench customers: a user, an address, a session), each paid in PREPAID_PAISE in cash
 * through the ledger's own `postEntry` (one transaction), ready to subscribe. Their mobile numbers count
 * from `from` (createCustomers).
 */
export async function prepaidHouseholds(
  db: Kysely<Database>,
  count: number,
  timeZone: string,
  from = 0,
): Promise<BenchCustomer[]> {
  const customers = await createCustomers(db, count, from);
  const now = new Date();
  const day = localDateAt(now, timeZone);
  await db.transaction().execute(async (trx) => {
    for (const customer of customers) {
      const paid = await postEntry(
        trx,
        {
          userId: customer.userId,
          kind: 'payment',
          method: 'cash',
          amountPaise: PREPAID_PAISE,
          day,
          recordedBy: 'seller',
          idempotencyKey: `bench-pay:${customer.userId}`,
        },
        now,
      );
      if (!paid.posted) throw new Error(`payment refused: ${JSON.stringify(paid)}`);
    }
  });
  return customers;
}

/**
 * The kitchen's weekly plan of slots written straight into the database (every day, as the seller's
 * `POST /slot-plan` stores it), one tiffin plan per slot (`POST /plans`' row: the first with the menu's
 * first thali, the others 'the thali of the day'), and every household subscribed to every plan from the
 * kitchen's today, one tiffin, prepaid. Each slot's order-by (its plans' skip cut-off) is the one given;
 * delivery 30 to 120 minutes after it; the cap holds every household's plate. Throws when a slot's
 * delivery would pass the kitchen's midnight (run the bench before 22:00 kitchen time).
 */
export async function subscribeToSlots(
  db: Kysely<Database>,
  options: {
    households: readonly BenchCustomer[];
    slots: readonly { name: string; cutoff: Date }[];
    timeZone: string;
  },
): Promise<BenchSlot[]> {
  const { households, timeZone } = options;
  const stamp = toStoredTime(new Date());
  const today = localDateAt(new Date(), timeZone);
  const thali = (await orderableLines(db)).meals[0]!.meal_id;
  const made: BenchSlot[] = [];
  for (const [position, slot] of options.slots.entries()) {
    const deliveryTo = new Date(slot.cutoff.getTime() + 120 * 60_000);
    if (localDateAt(slot.cutoff, timeZone) !== today || localDateAt(deliveryTo, timeZone) !== today) {
      throw new Error(`The ${slot.name} slot's delivery would pass the kitchen's midnight: run before 22:00 there`);
    }
    const slotPlanId = newId();
    await db
      .insertInto('slot_plan')
      .values({
        id: slotPlanId,
        name: slot.name,
        weekdays: JSON.stringify(EVERY_DAY),
        order_by: wallClock(slot.cutoff, timeZone),
        delivery_from: wallClock(new Date(slot.cutoff.getTime() + 30 * 60_000), timeZone),
        delivery_to: wallClock(deliveryTo, timeZone),
        capacity: households.length * 2,
        position,
        created_at: stamp,
      })
      .execute();
    const planId = newId();
    await db
      .insertInto('plans')
      .values({
        id: planId,
        name: `${slot.name} tiffin`,
        meal_id: position === 0 ? thali : null,
        slot_id: slotPlanId,
        weekdays: weekdaysToMask(EVERY_DAY),
        meal_price_paise: PLAN_MEAL_PAISE,
        week_price_paise: null,
        month_price_paise: null,
        skip_cutoff_minutes: null,
        retired_at: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    // Batches of 200 rows keep each INSERT well under either engine's limit of bound parameters.
    for (let from = 0; from < households.length; from += 200) {
      await db
        .insertInto('subscriptions')
        .values(
          households.slice(from, from + 200).map((household) => ({
            id: newId(),
            plan_id: planId,
            user_id: household.userId,
            start_day: today,
            end_day: null,
            tiffins: 1,
            address_id: household.addressId,
            diet_spice: null,
            diet_note: null,
            pay: 'prepaid' as const,
            ended_at: null,
            idempotency_key: null,
            created_at: stamp,
            updated_at: stamp,
          })),
        )
        .execute();
    }
    made.push({ name: slot.name, slotPlanId, planId, cutoff: slot.cutoff });
  }
  return made;
}
