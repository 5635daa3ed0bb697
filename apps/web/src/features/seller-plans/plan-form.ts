import { z } from 'zod';
import { m } from '@rasoi/domain/i18n/messages';
import { createPlanBodySchema, type CreatePlanBody, type Plan, type UpdatePlanBody } from '@rasoi/domain/plans';
import { rupeesToPaise, paiseToRupeesInput } from '../../lib/rupees-paise.ts';

/** What the plan brings in the 'What comes' box: the thali of the day, or a thali's id. */
export const DAY_THALI = 'day_thali';

/** The plan form's boxes as typed: prices in rupees ('85.50'), numbers as text. */
const planFormFields = z.object({
  name: z.string(),
  what: z.string(),
  slot_id: z.string(),
  weekdays: z.array(z.number()),
  meal_price: z.string(),
  week_price: z.string(),
  month_price: z.string(),
  cutoff: z.enum(['slot', 'minutes']),
  cutoff_minutes: z.string(),
  start_lead_days: z.string(),
});
export type PlanFormValues = z.input<typeof planFormFields>;

/** Which box a message of the server's schema shows under. */
const boxOf: Readonly<Record<string, keyof PlanFormValues>> = {
  name: 'name',
  meal_id: 'what',
  slot_id: 'slot_id',
  weekdays: 'weekdays',
  meal_price_paise: 'meal_price',
  week_price_paise: 'week_price',
  month_price_paise: 'month_price',
  skip_cutoff_minutes: 'cutoff_minutes',
  start_lead_days: 'start_lead_days',
};

/** A whole number box as typed: empty or anything else is not a whole number, so the rule's own message shows. */
const typedWhole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The plan form (issue 26, D89): rupees become paise (a box that holds no rupee amount says so), the
 * optional week and month prices left empty are null, 'at the slot's cut-off' is null minutes; then the
 * server's own createPlanBodySchema checks the body, each message under the box it is about.
 */
export const planFormSchema = planFormFields.transform((form, context): CreatePlanBody => {
  const issue = (box: keyof PlanFormValues, message: string) =>
    context.addIssue({ code: 'custom', message, path: [box] });
  const price = (box: 'meal_price' | 'week_price' | 'month_price', optional: boolean): number | null => {
    if (optional && form[box].trim() === '') return null;
    const paise = rupeesToPaise(form[box]);
    if (paise === null) issue(box, m.sellerPlanPriceRupees());
    return paise;
  };
  const prices = {
    meal_price_paise: price('meal_price', false),
    week_price_paise: price('week_price', true),
    month_price_paise: price('month_price', true),
  };
  if (form.slot_id === '') issue('slot_id', m.sellerPlanChooseSlot());
  const result = createPlanBodySchema.safeParse({
    name: form.name,
    meal_id: form.what === DAY_THALI ? null : form.what,
    slot_id: form.slot_id,
    weekdays: form.weekdays,
    // A price the box could not read is a valid stand-in here: the box already has its message.
    meal_price_paise: prices.meal_price_paise ?? 100,
    week_price_paise: form.week_price.trim() === '' ? null : (prices.week_price_paise ?? 1),
    month_price_paise: form.month_price.trim() === '' ? null : (prices.month_price_paise ?? 1),
    skip_cutoff_minutes: form.cutoff === 'slot' ? null : typedWhole(form.cutoff_minutes),
    start_lead_days: typedWhole(form.start_lead_days),
  });
  if (!result.success) {
    const seen = new Set<string>();
    for (const each of result.error.issues) {
      const box = boxOf[String(each.path[0])];
      // The empty slot already said 'Choose a meal slot'; one message a box.
      if (!box || seen.has(box) || (box === 'slot_id' && form.slot_id === '')) continue;
      seen.add(box);
      issue(box, each.message);
    }
  }
  return result.success ? result.data : z.NEVER;
});
export type PlanFormOutput = z.output<typeof planFormSchema>;

/** An empty form for a new plan: the thali of the day, no slot yet, the server's default lead of 1 day. */
export function blankPlanForm(): PlanFormValues {
  return {
    name: '',
    what: DAY_THALI,
    slot_id: '',
    weekdays: [],
    meal_price: '',
    week_price: '',
    month_price: '',
    cutoff: 'slot',
    cutoff_minutes: '',
    start_lead_days: '1',
  };
}

/** A stored plan's boxes, prices back in rupees. */
export function planFormValues(plan: Plan): PlanFormValues {
  const rupees = (paise: number | null) => (paise === null ? '' : paiseToRupeesInput(paise));
  return {
    name: plan.name,
    what: plan.meal?._id ?? DAY_THALI,
    slot_id: plan.slot._id,
    weekdays: plan.weekdays,
    meal_price: paiseToRupeesInput(plan.meal_price_paise),
    week_price: rupees(plan.week_price_paise),
    month_price: rupees(plan.month_price_paise),
    cutoff: plan.skip_cutoff_minutes === null ? 'slot' : 'minutes',
    cutoff_minutes: plan.skip_cutoff_minutes === null ? '' : String(plan.skip_cutoff_minutes),
    start_lead_days: String(plan.start_lead_days),
  };
}

/**
 * The fields of `body` that differ from the stored `plan` (the PATCH sends only those), or null when
 * nothing changed.
 */
export function changedPlanFields(plan: Plan, body: CreatePlanBody): UpdatePlanBody | null {
  const stored: CreatePlanBody = {
    name: plan.name,
    meal_id: plan.meal?._id ?? null,
    slot_id: plan.slot._id,
    weekdays: plan.weekdays as CreatePlanBody['weekdays'],
    meal_price_paise: plan.meal_price_paise,
    week_price_paise: plan.week_price_paise,
    month_price_paise: plan.month_price_paise,
    skip_cutoff_minutes: plan.skip_cutoff_minutes,
    start_lead_days: plan.start_lead_days,
  };
  const changed = Object.fromEntries(
    Object.entries(body).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(stored[key as keyof CreatePlanBody]),
    ),
  ) as UpdatePlanBody;
  return Object.keys(changed).length === 0 ? null : changed;
}
