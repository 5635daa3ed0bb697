import { z } from 'zod';
import { idSchema } from './api.ts';
import { holidayNoteTooLong } from './i18n/messages/holidaynotetoolong3.js';
import { localDateSchema } from './seller.ts';

/**
 * Kitchen holidays (issue 26, docs/decisions/0092): a day off, whole or for one slot of the weekly plan.
 * Every plan meal of it is settled as a holiday and not charged (a meal already made is cancelled and
 * refunded), and the slot takes no orders that day.
 */

/** The longest note a holiday carries ('Diwali', 'Travelling to Pune'). */
export const HOLIDAY_NOTE_MAX = 140;
/** How far ahead a holiday may be declared, in days: as far as a subscription may start (60). */
export const HOLIDAY_AHEAD_MAX_DAYS = 60;

/**
 * `POST /holidays` (seller): the kitchen day (yyyy-mm-dd, today or later), the weekly plan's slot (its
 * `_id`; null or left out: the whole day) and a note for the households (trimmed, at most 140 characters).
 */
export const declareHolidayBodySchema = z.strictObject({
  day: localDateSchema,
  slot_id: idSchema.nullable().default(null),
  note: z
    .string()
    .trim()
    .max(HOLIDAY_NOTE_MAX, { error: () => holidayNoteTooLong() })
    .default(''),
});
export type DeclareHolidayBody = z.output<typeof declareHolidayBodySchema>;

/** A declared holiday as the API answers it. */
export const holidaySchema = z.object({
  _id: z.string(),
  day: z.string(),
  slot_id: z.string().nullable(),
  note: z.string(),
});
export type Holiday = z.infer<typeof holidaySchema>;

/** The answer of `declareHoliday`: the holiday, and how many plan meals already made it cancelled. */
export const declaredHolidayDataSchema = z.object({ holiday: holidaySchema, cancelled_meals: z.number().int() });

/** How far back the seller's list of holidays reaches, in days (D94): the coming ones and the last month's. */
export const HOLIDAY_LIST_PAST_DAYS = 30;

/** A holiday on the seller's list: its day, the slot it takes off (id and name; null for the whole day), note. */
export const listedHolidaySchema = z.object({
  _id: z.string(),
  day: z.string().meta({ format: 'date' }),
  slot: z.object({ _id: z.string(), name: z.string() }).nullable(),
  note: z.string(),
});
export type ListedHoliday = z.infer<typeof listedHolidaySchema>;

/** `GET /holidays` (seller): from HOLIDAY_LIST_PAST_DAYS days back on, by day, the whole day before its slots. */
export const holidaysDataSchema = z.object({ holidays: z.array(listedHolidaySchema) });
