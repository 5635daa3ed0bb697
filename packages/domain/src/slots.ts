import { z } from 'zod';
import { SLOT_CAPACITY_MAX, SLOT_NAME_MAX, SLOT_PLAN_ENTRIES_MAX } from './constants.ts';
import { clockTimeInvalid } from './i18n/messages/clocktimeinvalid2.js';
import { invalidDate } from './i18n/messages/invaliddate1.js';
import { slotCapacityInvalid } from './i18n/messages/slotcapacityinvalid2.js';
import { slotCutoffAfterWindow } from './i18n/messages/slotcutoffafterwindow3.js';
import { slotNameInvalid } from './i18n/messages/slotnameinvalid2.js';
import { slotPatchEmpty } from './i18n/messages/slotpatchempty2.js';
import { slotPlanInvalid } from './i18n/messages/slotplaninvalid2.js';
import { slotWeekdaysRequired } from './i18n/messages/slotweekdaysrequired2.js';
import { slotWindowInvalid } from './i18n/messages/slotwindowinvalid2.js';
import { slotsOverlap } from './i18n/messages/slotsoverlap1.js';
import { slotsTooMany } from './i18n/messages/slotstoomany2.js';
import { localDateSchema } from './seller.ts';
import { minutesOfDay, WEEKDAYS, type Weekday } from './slot-dates.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  clockTimeInvalid,
  invalidDate,
  slotCapacityInvalid,
  slotCutoffAfterWindow,
  slotNameInvalid,
  slotPatchEmpty,
  slotPlanInvalid,
  slotWeekdaysRequired,
  slotWindowInvalid,
  slotsOverlap,
  slotsTooMany,
};

export {
  DEFAULT_ORDER_DAYS_AHEAD,
  ORDER_DAYS_AHEAD_MAX,
  SLOT_CAPACITY_MAX,
  SLOT_COUNTDOWN_MINUTES,
} from './constants.ts';
// The calendar arithmetic has no schema in it: the web app's first load imports it from slot-dates.ts without zod.
export {
  addDays,
  dateAfter,
  localDateAt,
  minutesOfDay,
  slotInstantsOn,
  wallClockInstant,
  weekdayOf,
  WEEKDAYS,
} from './slot-dates.ts';
export type { SlotClock, Weekday } from './slot-dates.ts';

/**
 * Meal slots (issue 14, docs/decisions/0047): a home kitchen cooks a fixed number of plates for
 * each meal of the day, takes orders until a cut-off and delivers in a window. The seller keeps a
 * weekly plan (entries such as 'Lunch: Mon-Sat, order by 10:30, delivered 12:30-14:00, 30 plates');
 * each day's slots are made from it and can be changed one day at a time (its cap, closed for a
 * festival). Times in the plan are the kitchen's wall clock ('HH:MM', KITCHEN_TIMEZONE); a day's slot
 * carries instants (ISO-8601 UTC). Weekdays are numbered 0 = Monday to 6 = Sunday.
 */

/** Days ahead the seller may plan or change a day's slots (a festival closed a month before). */
export const SLOT_DAYS_VISIBLE = 31;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall-clock time of the kitchen, 'HH:MM' (24-hour). */
export const clockTimeSchema = z
  .string({ error: () => m.clockTimeInvalid() })
  .regex(CLOCK_TIME, { error: () => m.clockTimeInvalid() });

/** One entry of the weekly plan: the days it applies to, its cut-off, delivery window and cap in plates. */
export const slotPlanEntrySchema = z
  .strictObject(
    {
      name: z
        .string({ error: () => m.slotNameInvalid() })
        .trim()
        .min(1, { error: () => m.slotNameInvalid() })
        .max(SLOT_NAME_MAX, { error: () => m.slotNameInvalid() })
        .refine((text) => !/[\r\n<>]/.test(text), { error: () => m.slotNameInvalid() }),
      weekdays: z
        .array(
          z
            .number({ error: () => m.slotWeekdaysRequired() })
            .int()
            .min(0)
            .max(6),
          {
            error: () => m.slotWeekdaysRequired(),
          },
        )
        .min(1, { error: () => m.slotWeekdaysRequired() })
        .max(7, { error: () => m.slotWeekdaysRequired() })
        .transform((days) => [...new Set(days)].sort((a, b) => a - b) as Weekday[]),
      order_by: clockTimeSchema,
      delivery_from: clockTimeSchema,
      delivery_to: clockTimeSchema,
      capacity: z
        .number({ error: () => m.slotCapacityInvalid() })
        .int({ error: () => m.slotCapacityInvalid() })
        .min(1, { error: () => m.slotCapacityInvalid() })
        .max(SLOT_CAPACITY_MAX, { error: () => m.slotCapacityInvalid() }),
    },
    { error: () => m.slotPlanInvalid() },
  )
  .refine((entry) => minutesOfDay(entry.delivery_from) < minutesOfDay(entry.delivery_to), {
    error: () => m.slotWindowInvalid(),
  })
  .refine((entry) => minutesOfDay(entry.order_by) < minutesOfDay(entry.delivery_to), {
    error: () => m.slotCutoffAfterWindow(),
  });
export type SlotPlanEntry = z.output<typeof slotPlanEntrySchema>;

/** Two entries on one weekday overlap when their delivery windows do, or when they share a name. */
function overlapping(entries: readonly SlotPlanEntry[]): boolean {
  for (const day of WEEKDAYS) {
    const that = entries.filter((entry) => entry.weekdays.includes(day));
    const names = new Set(that.map((entry) => entry.name.toLowerCase()));
    if (names.size < that.length) return true;
    const windows = that
      .map((entry) => [minutesOfDay(entry.delivery_from), minutesOfDay(entry.delivery_to)] as const)
      .sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < windows.length; i += 1) if (windows[i]![0] < windows[i - 1]![1]) return true;
  }
  return false;
}

/**
 * `PUT /seller/slot-plan` (seller): the whole weekly plan, replacing the stored one. An empty plan turns
 * slots off: orders are then taken on demand with the kitchen's ETA, as before slots (D47).
 */
export const slotPlanBodySchema = z.strictObject(
  {
    slots: z
      .array(slotPlanEntrySchema, { error: () => m.slotPlanInvalid() })
      .max(SLOT_PLAN_ENTRIES_MAX, { error: () => m.slotsTooMany() })
      .refine((entries) => !overlapping(entries), { error: () => m.slotsOverlap() }),
  },
  { error: () => m.slotPlanInvalid() },
);
export type SlotPlanBody = z.input<typeof slotPlanBodySchema>;

/**
 * `PATCH /slots/{id}` (seller): one day's slot only, the plan untouched. `capacity` 0 to
 * SLOT_CAPACITY_MAX plates; below the plates already taken it keeps the orders and closes the slot.
 */
export const slotPatchSchema = z
  .strictObject(
    {
      capacity: z
        .number({ error: () => m.slotCapacityInvalid() })
        .int({ error: () => m.slotCapacityInvalid() })
        .min(0, { error: () => m.slotCapacityInvalid() })
        .max(SLOT_CAPACITY_MAX, { error: () => m.slotCapacityInvalid() })
        .optional(),
      is_open: z.boolean({ error: () => m.slotPatchEmpty() }).optional(),
    },
    { error: () => m.slotPatchEmpty() },
  )
  .refine((patch) => patch.capacity !== undefined || patch.is_open !== undefined, {
    error: () => m.slotPatchEmpty(),
  });
export type SlotPatch = z.input<typeof slotPatchSchema>;

/** `GET /slots?date=yyyy-mm-dd`; without a date, the kitchen's today. */
export const slotsQuerySchema = z.strictObject({ date: localDateSchema.optional() }, { error: () => m.invalidDate() });

/**
 * Where a day's slot stands for a customer at `now`:
 * `open` takes orders; `full` has no plates left; `closed` was closed by the seller; `past` is after its
 * cut-off; `later` is beyond the days the kitchen takes orders for (`lastOrderDate`).
 */
export type SlotState = 'open' | 'full' | 'closed' | 'past' | 'later';

/** The facts slotState reads: the slot's date, cut-off instant, the seller's flag and its plates. */
export type SlotFacts = { date: string; order_by: string; is_open: boolean; capacity: number; taken: number };

/** The state of a slot at `now` (see SlotState); `lastOrderDate` is the last date orders are taken for. */
export function slotState(slot: SlotFacts, now: Date, lastOrderDate: string): SlotState {
  if (now.getTime() >= Date.parse(slot.order_by)) return 'past';
  if (!slot.is_open) return 'closed';
  if (slot.taken >= slot.capacity) return 'full';
  if (slot.date > lastOrderDate) return 'later';
  return 'open';
}

/** Plates an order takes: its thalis (meals); add-on dishes take none (issue 14). */
export function platesOf(meals: readonly { quantity: number }[]): number {
  return meals.reduce((sum, line) => sum + line.quantity, 0);
}
