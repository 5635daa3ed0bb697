import { z } from 'zod';
import { idSchema } from './api.ts';
import { dietBodySchema, NO_DIET, orderDietSchema } from './diet.ts';
import { subscriptionDayBody } from './i18n/messages/subscriptiondaybody2.js';
import { planRemindersInvalid } from './i18n/messages/planremindersinvalid2.js';
import { subscriptionInvalid } from './i18n/messages/subscriptioninvalid1.js';
import { subscriptionPauseInvalid } from './i18n/messages/subscriptionpauseinvalid2.js';
import { subscriptionPay } from './i18n/messages/subscriptionpay1.js';
import { subscriptionSkipBody } from './i18n/messages/subscriptionskipbody2.js';
import { subscriptionTiffins } from './i18n/messages/subscriptiontiffins1.js';
import { localDateSchema } from './seller.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  subscriptionDayBody,
  planRemindersInvalid,
  subscriptionInvalid,
  subscriptionPauseInvalid,
  subscriptionPay,
  subscriptionSkipBody,
  subscriptionTiffins,
};

/**
 * Subscriptions to tiffin plans, their skips and pauses (issue 26, docs/decisions/0091): the request
 * schemas and the answers' shapes. Days are the kitchen's calendar days 'yyyy-mm-dd'; instants ISO-8601.
 * Migration 0032 holds the same bounds as CHECK constraints. The calendar rules are subscription-days.ts.
 */

/** Fewest and most tiffins a meal one subscription brings. */
export const SUBSCRIPTION_TIFFINS_MIN = 1;
export const SUBSCRIPTION_TIFFINS_MAX = 4;
/** Most days after today a new subscription may start. */
export const SUBSCRIPTION_START_AHEAD_MAX_DAYS = 60;
/** Longest pause, in days (both ends included). */
export const SUBSCRIPTION_PAUSE_MAX_DAYS = 90;
/** How many days, from the kitchen's today, a subscription's calendar answers. */
export const SUBSCRIPTION_CALENDAR_DAYS = 14;

/** How a subscription's meals are paid: prepaid from the household account, or monthly on account. */
export const SUBSCRIPTION_PAYS = ['prepaid', 'on_account'] as const;
export type SubscriptionPay = (typeof SUBSCRIPTION_PAYS)[number];

/** A subscription's state: 'paused' while a pause covers the kitchen's today, 'ended' once ended. */
export const SUBSCRIPTION_STATES = ['active', 'paused', 'ended'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/**
 * The generation's decision on one day's meal, made once at its skip cut-off (D91, D92): made into an
 * order, or not because the day was skipped, paused, outside the subscription, a holiday, the slot had no
 * room for it, the account was at its credit limit, or the server was down past the meal. Only 'cooked' is
 * charged.
 */
export const PLAN_DAY_OUTCOMES = [
  'cooked',
  'skipped',
  'paused',
  'ended',
  'holiday',
  'no_room',
  'over_limit',
  'missed',
] as const;
/** The outcomes in which a household lost a meal it did not ask to lose: the seller is shown these. */
export const LOST_PLAN_MEAL_OUTCOMES = ['no_room', 'over_limit', 'missed'] as const;
export type PlanDayOutcome = (typeof PLAN_DAY_OUTCOMES)[number];

/**
 * One coming day's state (D91, D94): before the day is decided, the meal comes ('planned'), is skipped,
 * comes with extra tiffins, or falls in a pause; a kitchen holiday shows from the moment it is declared
 * ('holiday', whatever was decided before it: a meal made is cancelled and refunded); once decided, 'made'
 * (it became an order), or why it was lost (the LOST_PLAN_MEAL_OUTCOMES). 'ended' days show as 'paused'.
 */
export const PLAN_DAY_STATES = [
  'planned',
  'skipped',
  'extra',
  'paused',
  'made',
  'holiday',
  'no_room',
  'over_limit',
  'missed',
] as const;
export type PlanDayState = (typeof PLAN_DAY_STATES)[number];

const tiffinsSchema = z
  .number({ error: () => m.subscriptionTiffins() })
  .int({ error: () => m.subscriptionTiffins() })
  .min(SUBSCRIPTION_TIFFINS_MIN, { error: () => m.subscriptionTiffins() })
  .max(SUBSCRIPTION_TIFFINS_MAX, { error: () => m.subscriptionTiffins() });

/**
 * `POST /subscriptions` (customer): a plan, its first day, tiffins a meal (1-4), one of the caller's own
 * addresses, diet notes as an order takes them (D55; left out: none, the web app fills in the profile's
 * last notes) and how to pay. An Idempotency-Key header makes a repeat answer the first subscription.
 */
export const subscribeBodySchema = z.strictObject(
  {
    plan_id: idSchema,
    start_day: localDateSchema,
    tiffins: tiffinsSchema,
    address_id: idSchema,
    diet: dietBodySchema.optional().transform((diet) => diet ?? NO_DIET),
    pay: z.enum(SUBSCRIPTION_PAYS, { error: () => m.subscriptionPay() }),
  },
  { error: () => m.subscriptionInvalid() },
);
export type SubscribeBody = z.output<typeof subscribeBodySchema>;

/** `POST /subscriptions/{id}/skip`: skip the meal of `day` (`skip: true`) or undo that skip (`false`). */
export const skipPlanMealBodySchema = z.strictObject(
  { day: localDateSchema, skip: z.boolean({ error: () => m.subscriptionSkipBody() }) },
  { error: () => m.subscriptionSkipBody() },
);
export type SkipPlanMealBody = z.output<typeof skipPlanMealBodySchema>;

/** The most extra tiffins one day may bring besides the subscription's own (D92). */
export const PLAN_DAY_EXTRA_TIFFINS_MAX = 4;

/**
 * `POST /subscriptions/{id}/day` (D92): one meal day's extra tiffins (0 to 4; 0 takes them off) and another
 * of the household's addresses for that day (null: the subscription's own again); at least one of the two.
 */
export const changePlanDayBodySchema = z
  .strictObject(
    {
      day: localDateSchema,
      extra_tiffins: z
        .number({ error: () => m.subscriptionDayBody() })
        .int({ error: () => m.subscriptionDayBody() })
        .min(0, { error: () => m.subscriptionDayBody() })
        .max(PLAN_DAY_EXTRA_TIFFINS_MAX, { error: () => m.subscriptionDayBody() })
        .optional(),
      address_id: idSchema.nullable().optional(),
    },
    { error: () => m.subscriptionDayBody() },
  )
  .refine((body) => body.extra_tiffins !== undefined || body.address_id !== undefined, {
    error: () => m.subscriptionDayBody(),
  });
export type ChangePlanDayBody = z.output<typeof changePlanDayBodySchema>;

/**
 * The days from `from` to `until`, both included (0 or fewer when `until` comes first), by UTC midnights. A
 * text that is no real yyyy-mm-dd counts as 1 day: its field's own refusal speaks (the refinement still
 * runs after a field's issue, and calendar arithmetic on such a text would throw).
 */
function pauseDays(from: string, until: string): number {
  const span = (Date.parse(until) - Date.parse(from)) / 86_400_000;
  return Number.isNaN(span) ? 1 : span + 1;
}

/**
 * `POST /subscriptions/{id}/pause`: no meals from `from` until `until`, both included, at most
 * SUBSCRIPTION_PAUSE_MAX_DAYS days; it adds to any pause already set. Resuming is its own route.
 */
export const pauseSubscriptionBodySchema = z
  .strictObject(
    { from: localDateSchema, until: localDateSchema },
    { error: () => m.subscriptionPauseInvalid({ days: SUBSCRIPTION_PAUSE_MAX_DAYS }) },
  )
  .refine(
    (pause) => {
      const days = pauseDays(pause.from, pause.until);
      return days >= 1 && days <= SUBSCRIPTION_PAUSE_MAX_DAYS;
    },
    { error: () => m.subscriptionPauseInvalid({ days: SUBSCRIPTION_PAUSE_MAX_DAYS }) },
  );
export type PauseSubscriptionBody = z.output<typeof pauseSubscriptionBodySchema>;

const instantSchema = z.string().meta({ format: 'date-time' });
const dayTextSchema = z.string().meta({ format: 'date' });

/** The pause in force or the next one: its first and last day (both paused, and every day between). */
const pauseSchema = z.object({ from: dayTextSchema, until: dayTextSchema });

/**
 * One coming meal day of a subscription: its state (with the holiday's note on a holiday), the tiffins it
 * brings (0 unless planned, extra or made), and
 * until when it can still change (`changeable_until`, the meal's skip cut-off; `changeable` false once
 * that passed or the meal was taken for cooking).
 */
export const planMealDaySchema = z.object({
  date: dayTextSchema,
  state: z.enum(PLAN_DAY_STATES),
  /** The holiday's note on a 'holiday' day ('Diwali'; '' when the kitchen gave none), else null. */
  note: z.string().nullable(),
  tiffins: z.number().int(),
  changeable_until: instantSchema,
  changeable: z.boolean(),
});
export type PlanMealDayAnswer = z.infer<typeof planMealDaySchema>;

/**
 * A subscription as its household reads it, with its coming meals for SUBSCRIPTION_CALENDAR_DAYS days.
 * `pause` is the pause in force, or else the next one, from the kitchen's today on (null when none).
 */
export const subscriptionSchema = z.object({
  _id: z.string(),
  plan: z.object({
    _id: z.string(),
    name: z.string(),
    slot: z.object({ _id: z.string(), name: z.string() }),
    meal_price_paise: z.number().int(),
  }),
  state: z.enum(SUBSCRIPTION_STATES),
  start_day: dayTextSchema,
  end_day: dayTextSchema.nullable(),
  tiffins: z.number().int(),
  address_id: z.string(),
  diet: orderDietSchema,
  pay: z.enum(SUBSCRIPTION_PAYS),
  pause: pauseSchema.nullable(),
  ended_at: instantSchema.nullable(),
  created_at: instantSchema,
  meals: z.array(planMealDaySchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /subscriptions`: the caller's subscriptions, newest first. */
export const subscriptionsDataSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
/** One subscription's answer (subscribe, skip, pause, resume, end). */
export const subscriptionDataSchema = z.object({ subscription: subscriptionSchema });

/**
 * One subscription on the seller's list: the household (user id and mobile), its plan, state, tiffins,
 * pay, the pause in force or next, address and the household account's balance in paise (null while it has no account).
 */
export const subscriberSchema = z.object({
  _id: z.string(),
  household: z.object({ _id: z.string(), mobile: z.string() }),
  plan: z.object({ _id: z.string(), name: z.string(), slot_name: z.string() }),
  state: z.enum(SUBSCRIPTION_STATES),
  start_day: dayTextSchema,
  end_day: dayTextSchema.nullable(),
  tiffins: z.number().int(),
  pay: z.enum(SUBSCRIPTION_PAYS),
  pause: pauseSchema.nullable(),
  address: z.object({
    reciever_name: z.string(),
    flat_number: z.string(),
    tower_number: z.string(),
    society: z.string(),
  }),
  diet: orderDietSchema,
  balance_paise: z.number().int().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
/** `GET /subscribers` (seller): every subscription, active first, then paused, then ended. */
export const subscribersDataSchema = z.object({ subscribers: z.array(subscriberSchema) });

/** How far back the seller's list of lost plan meals reaches, in days (D94). */
export const LOST_PLAN_MEALS_PAST_DAYS = 14;

/**
 * One plan meal a household lost (D92, D94): the subscription, the household (user id, mobile, the name on
 * the subscription's address), the plan and its slot's name, the day and why (`no_room`, `over_limit`,
 * `missed`), and when it was decided.
 */
export const lostPlanMealSchema = z.object({
  subscription_id: z.string(),
  household: z.object({ _id: z.string(), mobile: z.string(), name: z.string() }),
  plan: z.object({ _id: z.string(), name: z.string(), slot_name: z.string() }),
  day: dayTextSchema,
  why: z.enum(LOST_PLAN_MEAL_OUTCOMES),
  decided_at: instantSchema,
});
export type LostPlanMeal = z.infer<typeof lostPlanMealSchema>;
/** `GET /plan-meals/lost` (seller): the meals lost from LOST_PLAN_MEALS_PAST_DAYS days back on, most recent first. */
export const lostPlanMealsDataSchema = z.object({ meals: z.array(lostPlanMealSchema) });
/**
 * The household's choice of plan meal reminders (issue 26, docs/decisions/0095): `evening_before`, a web push
 * the evening before each coming meal with the time skipping closes. Off until chosen.
 */
export const planRemindersSchema = z.object({ evening_before: z.boolean() });
export type PlanReminders = z.infer<typeof planRemindersSchema>;

/** `PATCH /plan-reminders`: the reminders wanted. */
export const planRemindersBodySchema = z.strictObject(
  { evening_before: z.boolean({ error: () => m.planRemindersInvalid() }) },
  { error: () => m.planRemindersInvalid() },
);
export type PlanRemindersBody = z.output<typeof planRemindersBodySchema>;

/** The answer of both reminder routes. */
export const planRemindersDataSchema = z.object({ reminders: planRemindersSchema });
