import { sql, type Kysely, type RawBuilder } from 'kysely';
import { engineOfDb } from '../../../db/dialect.ts';
import type { Database } from '../../../db/schema.ts';

/**
 * The plates a slot keeps for tiffin plan meals not yet made (issue 26, docs/decisions/0092), as one SQL
 * expression correlated to the `slots` row of the statement: the tiffins (and extra tiffins) of every
 * subscription to a plan served in that slot of the weekly plan that brings a meal that day (its weekday
 * in the plan's mask, within the subscription's days), whose day is not decided, skipped or paused, and
 * that no holiday of the day or slot takes off. A made meal's plates are in `slots.taken` instead, so a
 * plan meal counts once from the moment the day exists to its delivery. The slot's `taken` as answered
 * (`toSlot`) and the room a customer's order or an undone skip may take both add this: plan meals take
 * their plates from the cap first. The plans and subscriptions are other modules' tables, only read.
 */
export function planPlatesHeld(db: Kysely<Database>): RawBuilder<number> {
  return sql<number>`(select coalesce(sum(s.tiffins + coalesce(d.extra_tiffins, 0)), 0)
    from subscriptions s
    join plans p on p.id = s.plan_id
    left join subscription_days d on d.subscription_id = s.id and d.day = slots.date
    where p.slot_id = slots.plan_id
      and (p.weekdays & ${weekdayBit(db)}) <> 0
      and s.start_day <= slots.date
      and (s.end_day is null or s.end_day >= slots.date)
      and d.outcome is null
      and coalesce(d.skipped, 0) = 0
      and coalesce(d.paused, 0) = 0
      and not exists (select 1 from holidays h
        where h.day = slots.date and (h.slot_id is null or h.slot_id = slots.plan_id)))`;
}

/** The plans' weekday bit of `slots.date` (Monday bit 0 ... Sunday bit 6, D89), as each engine spells it. */
function weekdayBit(db: Kysely<Database>): RawBuilder<number> {
  return engineOfDb(db) === 'postgres'
    ? sql<number>`(1 << ((extract(dow from cast(slots.date as date))::int + 6) % 7))`
    : sql<number>`(1 << ((cast(strftime('%w', slots.date) as integer) + 6) % 7))`;
}

/**
 * Takes the slot's row lock for the rest of the transaction, on PostgreSQL (SQLite's write transaction
 * is the lock). Whatever adds plates to a slot (a customer's order, a household undoing a skip) takes it
 * first, so the next statement's fresh snapshot sees every change of the plates kept for plans that
 * committed before: a single UPDATE would recheck its row after waiting, but not the plans' sum.
 */
export async function lockSlotRow(trx: Kysely<Database>, slotId: string): Promise<void> {
  if (engineOfDb(trx) !== 'postgres') return;
  await trx.selectFrom('slots').select('id').where('id', '=', slotId).forUpdate().execute();
}

/**
 * Whether the slot made from the weekly plan's `slotPlanId` on `date` has room for `plates` more plan
 * plates (issue 26, D92: a household undoing a skip, only while there is room). Takes the slot's row lock
 * first (lockSlotRow), so a customer's order racing for the same plates lands before or after, and the
 * room read here holds until the caller's transaction ends. Answers the slot's name, or null when the day
 * has no such slot yet (it is made later, and plan meals then come first); `fits` false when the cap
 * cannot hold them.
 */
export async function planMealRoom(
  trx: Kysely<Database>,
  slotPlanId: string,
  date: string,
  plates: number,
): Promise<{ fits: boolean; name: string } | null> {
  const slot = await trx
    .selectFrom('slots')
    .select('id')
    .where('date', '=', date)
    .where('plan_id', '=', slotPlanId)
    .executeTakeFirst();
  if (!slot) return null;
  await lockSlotRow(trx, slot.id);
  const row = await trx
    .selectFrom('slots')
    .select(['name', sql<boolean>`taken + ${planPlatesHeld(trx)} + ${plates} <= capacity`.as('fits')])
    .where('id', '=', slot.id)
    .executeTakeFirstOrThrow();
  return { fits: Boolean(row.fits), name: row.name };
}
