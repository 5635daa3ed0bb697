import { z } from 'zod';
import type { KitchenData } from '@rasoi/domain/api';
import { billPrefixSchema, gstinSchema, gstSchemeSchema, kitchenAddressSchema } from '@rasoi/domain/bills';
import { cancelWindowMinutesSchema } from '@rasoi/domain/cancel-order';
import {
  couponOffersSchema,
  fssaiLicenceSchema,
  householdPlatesMaxSchema,
  kitchenDescriptionSchema,
  kitchenLanguageSchema,
  kitchenNameSchema,
  orderDaysAheadSchema,
  orderEtaMinutesSchema,
  pincodeListSchema,
  societiesSchema,
  societySchema,
  supportPhoneSchema,
  upiIdSchema,
  type KitchenSettings,
} from '@rasoi/domain/kitchen-settings';

/** A comma-separated list as typed: its trimmed, non-empty parts. */
const parts = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A number box as typed: empty is not a number, so the rule's own message shows. */
const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Checks a value with a domain schema and reports its messages on the box itself, not on a list item
 * inside it (a list is typed in one box), so the message shows under that box.
 */
const checkedBy =
  <T extends z.ZodType>(schema: T) =>
  (value: unknown, context: z.RefinementCtx): z.output<T> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const message of new Set(result.error.issues.map((issue) => issue.message))) {
      context.addIssue({ code: 'custom', message });
    }
    return z.NEVER;
  };

/**
 * The kitchen settings form (issue 13, D40): what the boxes hold (lists typed comma-separated, numbers
 * as text) turned into the settings and checked by the domain's own schemas, so the form shows the
 * server's messages. The first-start setup reuses it with the same fields.
 */
export const kitchenSettingsFormSchema = z.object({
  name: kitchenNameSchema,
  description: kitchenDescriptionSchema,
  support_phone: supportPhoneSchema,
  fssai_licence: fssaiLicenceSchema,
  upi_id: upiIdSchema,
  serviceable_pincodes: z.string().transform(parts).transform(checkedBy(pincodeListSchema)),
  societies: z
    .array(
      z.object({
        name: societySchema.shape.name,
        towers: z.string().transform(parts).transform(checkedBy(societySchema.shape.towers)),
      }),
    )
    .pipe(societiesSchema),
  order_eta_minutes: z.string().transform(typedNumber).pipe(orderEtaMinutesSchema),
  order_days_ahead: z.string().transform(typedNumber).pipe(orderDaysAheadSchema),
  cancel_window_minutes: z.string().transform(typedNumber).pipe(cancelWindowMinutesSchema),
  household_plates_max: z.string().transform(typedNumber).pipe(householdPlatesMaxSchema),
  coupon_offers: z
    .string()
    .transform((text) => parts(text).map(typedNumber))
    .transform(checkedBy(couponOffersSchema)),
  language: kitchenLanguageSchema,
  // What the bills carry and are (issue 28, D107).
  address: kitchenAddressSchema,
  gstin: gstinSchema,
  gst_scheme: gstSchemeSchema,
  bill_prefix: billPrefixSchema,
});
export type KitchenSettingsFormValues = z.input<typeof kitchenSettingsFormSchema>;
export type KitchenSettingsFormOutput = z.output<typeof kitchenSettingsFormSchema> & KitchenSettings;

/** The form's boxes filled from the kitchen's answer (GET /kitchen). */
export function kitchenSettingsFormValues(kitchen: KitchenData): KitchenSettingsFormValues {
  return {
    name: kitchen.name,
    description: kitchen.description,
    support_phone: kitchen.support_phone,
    fssai_licence: kitchen.fssai_licence,
    upi_id: kitchen.upi_id,
    serviceable_pincodes: kitchen.serviceable_pincodes.join(', '),
    societies: kitchen.societies.map((society) => ({ name: society.name, towers: society.towers.join(', ') })),
    order_eta_minutes: String(kitchen.order_eta_minutes),
    order_days_ahead: String(kitchen.order_days_ahead),
    cancel_window_minutes: String(kitchen.cancel_window_minutes),
    household_plates_max: String(kitchen.household_plates_max),
    coupon_offers: kitchen.coupon_offers.join(', '),
    language: kitchen.language,
    address: kitchen.address,
    gstin: kitchen.gstin,
    gst_scheme: kitchen.gst_scheme,
    bill_prefix: kitchen.bill_prefix,
  };
}
