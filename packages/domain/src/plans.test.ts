import { describe, expect, it } from 'vitest';
import { planMealPriceInvalid } from './i18n/messages/planmealpriceinvalid3.js';
import { planPatchEmpty } from './i18n/messages/planpatchempty2.js';
import { planSkipCutoffInvalid } from './i18n/messages/planskipcutoffinvalid3.js';
import { planWeekdaysRequired } from './i18n/messages/planweekdaysrequired2.js';
import { createPlanBodySchema, PLAN_MEAL_PRICE_MAX_PAISE, updatePlanBodySchema } from './plans.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { planMealPriceInvalid, planPatchEmpty, planSkipCutoffInvalid, planWeekdaysRequired };

const PLAN = {
  name: 'Weekday lunch thali',
  meal_id: null,
  slot_id: '0123456789abcdef01234567',
  weekdays: [4, 0, 1, 2, 3, 3],
  meal_price_paise: 12_000,
};

/** The first refusal's message of a body, or undefined when it passes. */
function refusal(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('createPlanBodySchema', () => {
  it("fills the defaults: no week or month price, the slot's cut-off, start tomorrow; weekdays sorted once", () => {
    expect(createPlanBodySchema.parse(PLAN)).toEqual({
      ...PLAN,
      weekdays: [0, 1, 2, 3, 4],
      week_price_paise: null,
      month_price_paise: null,
      skip_cutoff_minutes: null,
      start_lead_days: 1,
    });
  });

  it('refuses no weekday and a day outside 0-6', () => {
    expect(refusal(createPlanBodySchema.safeParse({ ...PLAN, weekdays: [] }))).toBe(m.planWeekdaysRequired());
    expect(createPlanBodySchema.safeParse({ ...PLAN, weekdays: [7] }).success).toBe(false);
  });

  it('refuses a price a meal of 0, fractional paise, rupees and paise, or above the most', () => {
    for (const meal_price_paise of [0, -100, 99.5, 8_550, PLAN_MEAL_PRICE_MAX_PAISE + 1]) {
      expect(refusal(createPlanBodySchema.safeParse({ ...PLAN, meal_price_paise }))).toBe(m.planMealPriceInvalid());
    }
  });

  it('refuses a skip cut-off of 0 minutes or over 48 hours, and takes null', () => {
    expect(refusal(createPlanBodySchema.safeParse({ ...PLAN, skip_cutoff_minutes: 0 }))).toBe(
      m.planSkipCutoffInvalid(),
    );
    expect(createPlanBodySchema.safeParse({ ...PLAN, skip_cutoff_minutes: 2_881 }).success).toBe(false);
    expect(createPlanBodySchema.parse({ ...PLAN, skip_cutoff_minutes: 2_880 }).skip_cutoff_minutes).toBe(2_880);
  });

  it('refuses a name with markup or a line break, and an unknown field', () => {
    expect(createPlanBodySchema.safeParse({ ...PLAN, name: '<b>Lunch</b>' }).success).toBe(false);
    expect(createPlanBodySchema.safeParse({ ...PLAN, name: 'Lunch\nthali' }).success).toBe(false);
    expect(createPlanBodySchema.safeParse({ ...PLAN, price: 100 }).success).toBe(false);
  });
});

describe('updatePlanBodySchema', () => {
  it('takes any one field and refuses an empty patch', () => {
    expect(updatePlanBodySchema.parse({ week_price_paise: null })).toEqual({ week_price_paise: null });
    expect(refusal(updatePlanBodySchema.safeParse({}))).toBe(m.planPatchEmpty());
  });
});
