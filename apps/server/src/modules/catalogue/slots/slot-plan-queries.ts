import type { Kysely, Selectable } from 'kysely';
import { weekdayOf, type SlotPlanEntry, type Weekday } from '@rasoi/domain/slots';
import { compiledQuery } from '../../../db/compiled-query.ts';
import type { Database, SlotPlanTable } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';
import { newId } from '../../../lib/crypto.ts';

/** A stored plan entry with its id (`_id`), as the seller's plan answer lists it. */
export type PlanEntry = SlotPlanEntry & { _id: string };

function fromRow(row: Selectable<SlotPlanTable>): PlanEntry {
  return {
    _id: row.id,
    name: row.name,
    weekdays: JSON.parse(row.weekdays) as Weekday[],
    order_by: row.order_by,
    delivery_from: row.delivery_from,
    delivery_to: row.delivery_to,
    capacity: row.capacity,
  };
}

/** The weekly plan (issue 14, D47) in the seller's order; empty when the kitchen has no slots. */
export async function readSlotPlan(db: Kysely<Database>): Promise<PlanEntry[]> {
  const rows = await slotPlan(db, {});
  return rows.map(fromRow);
}

// Read before every order (D116): built and compiled once.
const slotPlan = compiledQuery((db, _values: Record<string, never>) =>
  db.selectFrom('slot_plan').selectAll().orderBy('position').orderBy('id'),
);

/** The plan's entries that make slots on `date` ('yyyy-mm-dd'), by weekday. */
export function entriesOn(plan: readonly PlanEntry[], date: string): PlanEntry[] {
  const day = weekdayOf(date);
  return plan.filter((entry) => entry.weekdays.includes(day));
}

/**
 * Replaces the weekly plan inside the transaction `trx` with `entries` (validated by the domain's
 * `slotPlanBodySchema`). An entry that keeps its name keeps its id, so the days already made from it
 * stay linked to it. Returns the stored plan.
 */
export async function replaceSlotPlan(
  trx: Kysely<Database>,
  entries: readonly SlotPlanEntry[],
  now: Date,
): Promise<PlanEntry[]> {
  const old = await readSlotPlan(trx);
  const used = new Set<string>();
  const rows = entries.map((entry, position) => {
    const same = old.find((stored) => !used.has(stored._id) && stored.name.toLowerCase() === entry.name.toLowerCase());
    const id = same?._id ?? newId();
    used.add(id);
    return {
      id,
      name: entry.name,
      weekdays: JSON.stringify(entry.weekdays),
      order_by: entry.order_by,
      delivery_from: entry.delivery_from,
      delivery_to: entry.delivery_to,
      capacity: entry.capacity,
      position,
      created_at: toStoredTime(now),
    };
  });
  await trx.deleteFrom('slot_plan').execute();
  if (rows.length > 0) await trx.insertInto('slot_plan').values(rows).execute();
  return readSlotPlan(trx);
}
