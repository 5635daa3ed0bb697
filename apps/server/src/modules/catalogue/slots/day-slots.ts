import type { Kysely } from 'kysely';
import type { Slot } from '@rasoi/domain/api';
import { SLOT_DAYS_VISIBLE, dateAfter, localDateAt } from '@rasoi/domain/slots';
import type { Database } from '../../../db/schema.ts';
import { readSlotPlan } from './slot-plan-queries.ts';
import { ensureDaySlots, listDaySlots, listSlotsBetween, toSlot, type SlotRow } from './slot-queries.ts';

/** The kitchen's calendar at an instant: its `today` and the last date customers may order for. */
export type SlotCalendar = { today: string; lastOrderDate: string; timeZone: string };

/** The calendar at `now` for a kitchen taking orders `daysAhead` days ahead, in `timeZone`. */
export function slotCalendar(now: Date, timeZone: string, daysAhead: number): SlotCalendar {
  const today = localDateAt(now, timeZone);
  return { today, lastOrderDate: dateAfter(today, daysAhead), timeZone };
}

/**
 * The stored slots of `date`, made from the weekly plan first when the date is from today up to
 * SLOT_DAYS_VISIBLE days ahead (a past day is never made: it only shows what it had). Takes the database.
 */
export async function daySlotRows(
  db: Kysely<Database>,
  date: string,
  calendar: SlotCalendar,
  now: Date,
): Promise<SlotRow[]> {
  const existing = await listDaySlots(db, date);
  if (date < calendar.today || date > dateAfter(calendar.today, SLOT_DAYS_VISIBLE)) return existing;
  const plan = await readSlotPlan(db);
  const made = await ensureDaySlots(db, { date, plan, timeZone: calendar.timeZone, now, existing });
  return made ? listDaySlots(db, date) : existing;
}

/** `GET /slots?date=`: the day's slots as the API answers them, with their state at `now` (issue 14). */
export async function daySlots(db: Kysely<Database>, date: string, calendar: SlotCalendar, now: Date): Promise<Slot[]> {
  const rows = await daySlotRows(db, date, calendar, now);
  return rows.map((row) => toSlot(row, now, calendar.lastOrderDate));
}

/**
 * Every slot customers may order for at `now`, from today to the last order date, made where missing,
 * in delivery order; with their states (full, closed and past ones included). Empty when the kitchen has
 * no weekly plan: it then takes orders on demand (D47).
 */
export async function orderableSlots(db: Kysely<Database>, calendar: SlotCalendar, now: Date): Promise<Slot[]> {
  const plan = await readSlotPlan(db);
  // No plan: the kitchen takes orders on demand (D47); the days still stored only hold earlier orders.
  if (plan.length === 0) return [];
  const stored = await listSlotsBetween(db, calendar.today, calendar.lastOrderDate);
  let madeAny = false;
  for (let date = calendar.today; date <= calendar.lastOrderDate; date = dateAfter(date, 1)) {
    const existing = stored.filter((row) => row.date === date);
    madeAny = (await ensureDaySlots(db, { date, plan, timeZone: calendar.timeZone, now, existing })) || madeAny;
  }
  const rows = madeAny ? await listSlotsBetween(db, calendar.today, calendar.lastOrderDate) : stored;
  return rows.map((row) => toSlot(row, now, calendar.lastOrderDate));
}
