import { z } from 'zod';
import { PLAN_SKIP_CUTOFF_MAX_MINUTES } from './constants.ts';
import { idSchema } from './api.ts';
import { planBundlePriceInvalid } from './i18n/messages/planbundlepriceinvalid3.js';
import { planInvalid } from './i18n/messages/planinvalid1.js';
import { planLeadDaysInvalid } from './i18n/messages/planleaddaysinvalid3.js';
import { planMealPriceInvalid } from './i18n/messages/planmealpriceinvalid3.js';
import { planNameInvalid } from './i18n/messages/plannameinvalid2.js';
import { planPatchEmpty } from './i18n/messages/planpatchempty2.js';
import { planSkipCutoffInvalid } from './i18n/messages/planskipcutoffinvalid3.js';
import { planWeekdaysRequired } from './i18n/messages/planweekdaysrequired2.js';
import { planWhatInvalid } from './i18n/messages/planwhatinvalid2.js';
import type { Weekday } from './slots.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  planBundlePriceInvalid,
  planInvalid,
  planLeadDaysInvalid,
  planMealPriceInvalid,
  planNameInvalid,
  planPatchEmpty,
  planSkipCutoffInvalid,
  planWeekdaysRequired,
  planWhatInvalid,
};

/**
 * Tiffin plans (issue 26, docs/decisions/0089): what a kitchen offers its regulars, a meal in one slot on
 * chosen weekdays for a price a meal. Prices are integer paise (the household account is kept in paise);
 * weekdays 0 = Monday ... 6 = Sunday as the slots number them. Migration 0031 holds the same bounds as
 * CHECK constraints.
 */

/** Longest plan name, in characters. */
export const PLAN_NAME_MAX = 60;
/** Highest price a meal, in paise (₹10,000). */
export const PLAN_MEAL_PRICE_MAX_PAISE = 1_000_000;
/** Highest price for a week or a month, in paise (₹1,00,000). */
export const PLAN_BUNDLE_PRICE_MAX_PAISE = 10_000_000;
export { PLAN_SKIP_CUTOFF_MAX_MINUTES };
/** Most days after today a new subscription's first meal may be held back. */
export const PLAN_LEAD_DAYS_MAX = 30;
/** Lead time when the seller names none: a new subscription starts tomorrow at the earliest. */
export const PLAN_LEAD_DAYS_DEFAULT = 1;

const nameSchema = z
  .string({ error: () => m.planNameInvalid() })
  .trim()
  .min(1, { error: () => m.planNameInvalid() })
  .max(PLAN_NAME_MAX, { error: () => m.planNameInvalid() })
  .refine((text) => !/[\r\n<>]/.test(text), { error: () => m.planNameInvalid() });

/** Weekday numbers 0-6 (at least one), answered sorted without repeats, as the slot plan takes them. */
const weekdaysSchema = z
  .array(
    z
      .number({ error: () => m.planWeekdaysRequired() })
      .int()
      .min(0)
      .max(6),
    {
      error: () => m.planWeekdaysRequired(),
    },
  )
  .min(1, { error: () => m.planWeekdaysRequired() })
  .max(7, { error: () => m.planWeekdaysRequired() })
  .transform((days) => [...new Set(days)].sort((a, b) => a - b) as Weekday[]);

// Whole rupees (D92): a plan meal becomes an order, and an order's lines are priced in whole rupees (D2).
const mealPriceSchema = z
  .number({ error: () => m.planMealPriceInvalid() })
  .int({ error: () => m.planMealPriceInvalid() })
  .min(100, { error: () => m.planMealPriceInvalid() })
  .max(PLAN_MEAL_PRICE_MAX_PAISE, { error: () => m.planMealPriceInvalid() })
  .multipleOf(100, { error: () => m.planMealPriceInvalid() });

const bundlePriceSchema = z
  .number({ error: () => m.planBundlePriceInvalid() })
  .int({ error: () => m.planBundlePriceInvalid() })
  .min(1, { error: () => m.planBundlePriceInvalid() })
  .max(PLAN_BUNDLE_PRICE_MAX_PAISE, { error: () => m.planBundlePriceInvalid() })
  .nullable();

const skipCutoffSchema = z
  .number({ error: () => m.planSkipCutoffInvalid() })
  .int({ error: () => m.planSkipCutoffInvalid() })
  .min(1, { error: () => m.planSkipCutoffInvalid() })
  .max(PLAN_SKIP_CUTOFF_MAX_MINUTES, { error: () => m.planSkipCutoffInvalid() })
  .nullable();

const leadDaysSchema = z
  .number({ error: () => m.planLeadDaysInvalid() })
  .int({ error: () => m.planLeadDaysInvalid() })
  .min(0, { error: () => m.planLeadDaysInvalid() })
  .max(PLAN_LEAD_DAYS_MAX, { error: () => m.planLeadDaysInvalid() });

/** The fields a plan is made of, each with its caller-language refusal. */
const planFields = {
  name: nameSchema,
  // The thali a plan brings: a menu thali's id, or null for the thali of the day (the day's menu decides).
  meal_id: z.union([idSchema, z.null()], { error: () => m.planWhatInvalid() }),
  slot_id: idSchema,
  weekdays: weekdaysSchema,
  meal_price_paise: mealPriceSchema,
  week_price_paise: bundlePriceSchema,
  month_price_paise: bundlePriceSchema,
  skip_cutoff_minutes: skipCutoffSchema,
  start_lead_days: leadDaysSchema,
};

/**
 * `POST /plans` (seller): a new plan. `meal_id` null is the thali of the day; `slot_id` names an entry
 * of the weekly slot plan (lunch, dinner); `skip_cutoff_minutes` null (or left out) keeps the slot's own
 * cut-off; week and month prices are optional; `start_lead_days` defaults to 1 (tomorrow).
 */
export const createPlanBodySchema = z.strictObject(
  {
    ...planFields,
    week_price_paise: bundlePriceSchema.default(null),
    month_price_paise: bundlePriceSchema.default(null),
    skip_cutoff_minutes: skipCutoffSchema.default(null),
    start_lead_days: leadDaysSchema.default(PLAN_LEAD_DAYS_DEFAULT),
  },
  { error: () => m.planInvalid() },
);
export type CreatePlanBody = z.output<typeof createPlanBodySchema>;

/**
 * `PATCH /plans/{id}` (seller): any of a plan's fields; at least one. It applies to meals not yet cut
 * (D89): a meal made into an order later takes the plan as it then is, its price included.
 */
export const updatePlanBodySchema = z
  .strictObject(
    {
      name: planFields.name.optional(),
      meal_id: planFields.meal_id.optional(),
      slot_id: planFields.slot_id.optional(),
      weekdays: planFields.weekdays.optional(),
      meal_price_paise: planFields.meal_price_paise.optional(),
      week_price_paise: planFields.week_price_paise.optional(),
      month_price_paise: planFields.month_price_paise.optional(),
      skip_cutoff_minutes: planFields.skip_cutoff_minutes.optional(),
      start_lead_days: planFields.start_lead_days.optional(),
    },
    { error: () => m.planInvalid() },
  )
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: () => m.planPatchEmpty(),
  });
export type UpdatePlanBody = z.output<typeof updatePlanBodySchema>;

/** The fields a retired plan still takes (D89): its name, and the price its remaining subscribers pay. */
export const RETIRED_PLAN_FIELDS: readonly (keyof UpdatePlanBody)[] = ['name', 'meal_price_paise'];

const instantSchema = z.string().meta({ format: 'date-time' });
const dayTextSchema = z.string().meta({ format: 'date' });

/**
 * A plan as the API answers it. `what` is 'day_thali' (the day's menu decides) or 'meal' (the thali in
 * `meal`); `slot` is the slot entry with its wall-clock times; `skip_cutoff_minutes` null means the slot's
 * own cut-off. `next_start` is the earliest day a subscription made now could begin, with that day's skip
 * cut-off (null when the plan is retired or its slot serves none of its weekdays).
 */
export const planSchema = z.object({
  _id: z.string(),
  name: z.string(),
  what: z.enum(['day_thali', 'meal']),
  meal: z.object({ _id: z.string(), name: z.string(), name_hi: z.string().nullable() }).nullable(),
  slot: z.object({
    _id: z.string(),
    name: z.string(),
    order_by: z.string(),
    delivery_from: z.string(),
    delivery_to: z.string(),
  }),
  weekdays: z.array(z.number().int()),
  meal_price_paise: z.number().int(),
  week_price_paise: z.number().int().nullable(),
  month_price_paise: z.number().int().nullable(),
  skip_cutoff_minutes: z.number().int().nullable(),
  start_lead_days: z.number().int(),
  next_start: z.object({ date: dayTextSchema, skip_cutoff: instantSchema }).nullable(),
  retired_at: instantSchema.nullable(),
  created_at: instantSchema,
  updated_at: instantSchema,
});
export type Plan = z.infer<typeof planSchema>;

/** `GET /plans` and `GET /kitchen/plans`: the plans, by name. */
export const plansDataSchema = z.object({ plans: z.array(planSchema) });
/** One plan's answer (create, update, retire). */
export const planDataSchema = z.object({ plan: planSchema });
