import { z } from 'zod';
import { cancelWindowMinutesSchema } from './cancel-order.ts';
import {
  DEFAULT_CANCEL_WINDOW_MINUTES,
  DEFAULT_HOUSEHOLD_PLATES_MAX,
  DEFAULT_ORDER_DAYS_AHEAD,
  ORDER_DAYS_AHEAD_MAX,
  SLOT_CAPACITY_MAX,
} from './constants.ts';
import { DEFAULT_KITCHEN_DESCRIPTION, DEFAULT_KITCHEN_NAME } from './kitchen-defaults.ts';
import { couponOffersInvalid } from './i18n/messages/couponoffersinvalid2.js';
import { couponOffersRequired } from './i18n/messages/couponoffersrequired2.js';
import { etaInvalid } from './i18n/messages/etainvalid1.js';
import { fssaiInvalid } from './i18n/messages/fssaiinvalid1.js';
import { householdPlatesMaxInvalid } from './i18n/messages/householdplatesmaxinvalid3.js';
import { kitchenDescriptionInvalid } from './i18n/messages/kitchendescriptioninvalid2.js';
import { kitchenLanguageInvalid } from './i18n/messages/kitchenlanguageinvalid2.js';
import { kitchenNameInvalid } from './i18n/messages/kitchennameinvalid2.js';
import { kitchenStateRequired } from './i18n/messages/kitchenstaterequired2.js';
import { orderDaysAheadInvalid } from './i18n/messages/orderdaysaheadinvalid3.js';
import { pincodesInvalid } from './i18n/messages/pincodesinvalid1.js';
import { pincodesRequired } from './i18n/messages/pincodesrequired1.js';
import { settingsPatchEmpty } from './i18n/messages/settingspatchempty2.js';
import { societiesTooMany } from './i18n/messages/societiestoomany2.js';
import { societyNameInvalid } from './i18n/messages/societynameinvalid2.js';
import { societyRepeated } from './i18n/messages/societyrepeated1.js';
import { supportPhoneInvalid } from './i18n/messages/supportphoneinvalid2.js';
import { towerNameInvalid } from './i18n/messages/towernameinvalid2.js';
import { towersRequired } from './i18n/messages/towersrequired1.js';
import { upiInvalid } from './i18n/messages/upiinvalid1.js';
import { BASE_LOCALE, LOCALES, type Locale } from './locale.ts';
import { billPrefixSchema, DEFAULT_BILL_PREFIX, gstinSchema, gstSchemeSchema, kitchenAddressSchema } from './bills.ts';
import { mobileSchemaWith } from './mobile.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  couponOffersInvalid,
  couponOffersRequired,
  etaInvalid,
  fssaiInvalid,
  householdPlatesMaxInvalid,
  kitchenDescriptionInvalid,
  kitchenLanguageInvalid,
  kitchenNameInvalid,
  kitchenStateRequired,
  orderDaysAheadInvalid,
  pincodesInvalid,
  pincodesRequired,
  settingsPatchEmpty,
  societiesTooMany,
  societyNameInvalid,
  societyRepeated,
  supportPhoneInvalid,
  towerNameInvalid,
  towersRequired,
  upiInvalid,
};

/**
 * The kitchen's own settings (issue 13, docs/decisions/0040): what the seller changes in 'Kitchen
 * settings' and the first-start setup, stored in the database, validated here so the server and the
 * web form show the same messages. Every one is public: GET /kitchen answers them all (the UPI id is
 * what customers pay to). An optional text that is not set is the empty string.
 */

/** Longest kitchen name, in characters (it must fit the top bar and a phone's app label). */
export const KITCHEN_NAME_MAX = 40;
/** Longest one-line description, in characters. */
export const KITCHEN_DESCRIPTION_MAX = 120;
/** Most pincodes, societies, towers per society and coupon offers a kitchen keeps (a guard on size). */
export const KITCHEN_PINCODES_MAX = 50;
export const KITCHEN_SOCIETIES_MAX = 30;
export const SOCIETY_TOWERS_MAX = 60;
export const KITCHEN_OFFERS_MAX = 10;
/** Longest society or tower name, in characters. */
export const SOCIETY_NAME_MAX = 60;
export const TOWER_NAME_MAX = 30;
/** An FSSAI licence (or registration) number has this many digits. */
export const FSSAI_DIGITS = 14;
/** The order ETA a kitchen may promise, in minutes. */
export const ETA_MINUTES_MIN = 1;
export const ETA_MINUTES_MAX = 600;
/** A coupon's whole percentage lies in this range (P8: the minimum order applies after the discount). */
export const COUPON_OFF_MIN = 1;
export const COUPON_OFF_MAX = 50;

export { DEFAULT_KITCHEN_DESCRIPTION, DEFAULT_KITCHEN_NAME };

/** Empty (not set) or text matching `pattern`, trimmed first. */
const optionalMatching = (pattern: RegExp, message: () => string) =>
  z
    .string({ error: message })
    .trim()
    .refine((text) => text === '' || pattern.test(text), { error: message });

/** A trimmed one-line text of 1 to `max` characters. */
const oneLine = (max: number, message: () => string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: message })
    .refine((text) => !/[\r\n]/.test(text), { error: message });

export const kitchenNameSchema = oneLine(KITCHEN_NAME_MAX, () => m.kitchenNameInvalid());
export const kitchenDescriptionSchema = z
  .string({ error: () => m.kitchenDescriptionInvalid() })
  .trim()
  .max(KITCHEN_DESCRIPTION_MAX, { error: () => m.kitchenDescriptionInvalid() })
  .refine((text) => !/[\r\n]/.test(text), { error: () => m.kitchenDescriptionInvalid() });
/**
 * The support phone the spec's call link dials (`tel:`): an Indian mobile in any form people type, kept as
 * its ten digits (docs/decisions/0076), or empty (not set).
 */
export const supportPhoneSchema = z
  .string({ error: () => m.supportPhoneInvalid() })
  .trim()
  .pipe(mobileSchemaWith(() => m.supportPhoneInvalid(), { emptyAllowed: true }));
export const fssaiLicenceSchema = optionalMatching(new RegExp(`^\\d{${FSSAI_DIGITS}}$`), () => m.fssaiInvalid());
/**
 * A UPI virtual payment address, `name@bank` (NPCI's form: letters, digits, dot, hyphen and underscore
 * before the @, a letters-first handle after it), or empty. Stored for the payment issue; not used yet.
 */
export const upiIdSchema = optionalMatching(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, () => m.upiInvalid());
export const pincodeListSchema = z
  .array(
    z
      .string({ error: () => m.pincodesInvalid() })
      .trim()
      .regex(/^\d{6}$/, { error: () => m.pincodesInvalid() }),
    {
      error: () => m.pincodesInvalid(),
    },
  )
  .min(1, { error: () => m.pincodesRequired() })
  .max(KITCHEN_PINCODES_MAX, { error: () => m.pincodesInvalid() })
  .transform((pincodes) => [...new Set(pincodes)]);
export const societySchema = z.strictObject(
  {
    name: oneLine(SOCIETY_NAME_MAX, () => m.societyNameInvalid()),
    towers: z
      .array(
        oneLine(TOWER_NAME_MAX, () => m.towerNameInvalid()),
        { error: () => m.towersRequired() },
      )
      .min(1, { error: () => m.towersRequired() })
      .max(SOCIETY_TOWERS_MAX, { error: () => m.towersRequired() })
      .transform((towers) => [...new Set(towers)]),
  },
  { error: () => m.societyNameInvalid() },
);
export type Society = z.infer<typeof societySchema>;
export const societiesSchema = z
  .array(societySchema, { error: () => m.societyNameInvalid() })
  .max(KITCHEN_SOCIETIES_MAX, { error: () => m.societiesTooMany() })
  .refine((societies) => new Set(societies.map((society) => society.name.toLowerCase())).size === societies.length, {
    error: () => m.societyRepeated(),
  });
export const orderEtaMinutesSchema = z
  .number({ error: () => m.etaInvalid() })
  .int({ error: () => m.etaInvalid() })
  .min(ETA_MINUTES_MIN, { error: () => m.etaInvalid() })
  .max(ETA_MINUTES_MAX, { error: () => m.etaInvalid() });
export const couponOffersSchema = z
  .array(
    z
      .number({ error: () => m.couponOffersInvalid() })
      .int({ error: () => m.couponOffersInvalid() })
      .min(COUPON_OFF_MIN, { error: () => m.couponOffersInvalid() })
      .max(COUPON_OFF_MAX, { error: () => m.couponOffersInvalid() }),
    { error: () => m.couponOffersInvalid() },
  )
  .min(1, { error: () => m.couponOffersRequired() })
  .max(KITCHEN_OFFERS_MAX, { error: () => m.couponOffersInvalid() })
  .transform((offers) => [...new Set(offers)]);

/** Days ahead customers may order for (issue 14, D47): 0 = today only. */
export const orderDaysAheadSchema = z
  .number({ error: () => m.orderDaysAheadInvalid() })
  .int({ error: () => m.orderDaysAheadInvalid() })
  .min(0, { error: () => m.orderDaysAheadInvalid() })
  .max(ORDER_DAYS_AHEAD_MAX, { error: () => m.orderDaysAheadInvalid() });

/**
 * The most plates one household (customer account) may hold in one slot of one day, over all its
 * orders that are not cancelled (issue 30, docs/decisions/0074): 1 to SLOT_CAPACITY_MAX, default
 * DEFAULT_HOUSEHOLD_PLATES_MAX. Orders the kitchen enters by phone are not limited by it.
 */
export const householdPlatesMaxSchema = z
  .number({ error: () => m.householdPlatesMaxInvalid() })
  .int({ error: () => m.householdPlatesMaxInvalid() })
  .min(1, { error: () => m.householdPlatesMaxInvalid() })
  .max(SLOT_CAPACITY_MAX, { error: () => m.householdPlatesMaxInvalid() });

/**
 * The kitchen's language (issue 16, D62): what the shared menu picture, its link previews, the text
 * shared with it and the installed app's manifest are written in. 'en' or 'hi'.
 */
export const kitchenLanguageSchema = z.enum(LOCALES as [Locale, ...Locale[]], {
  error: () => m.kitchenLanguageInvalid(),
});

/** Every kitchen setting, as stored and as GET /kitchen answers them (besides the open flag). */
export const kitchenSettingsSchema = z.strictObject({
  name: kitchenNameSchema,
  description: kitchenDescriptionSchema,
  support_phone: supportPhoneSchema,
  fssai_licence: fssaiLicenceSchema,
  serviceable_pincodes: pincodeListSchema,
  societies: societiesSchema,
  upi_id: upiIdSchema,
  order_eta_minutes: orderEtaMinutesSchema,
  coupon_offers: couponOffersSchema,
  order_days_ahead: orderDaysAheadSchema,
  // Minutes after placing that a customer may cancel (issue 15, D54): 0 = only the seller cancels.
  cancel_window_minutes: cancelWindowMinutesSchema,
  // Most plates one household may hold in one slot of one day (issue 30, docs/decisions/0074).
  household_plates_max: householdPlatesMaxSchema,
  language: kitchenLanguageSchema,
  // What the kitchen's bills carry and are (issue 28, docs/decisions/0107): address, GSTIN ('' when not
  // registered), GST scheme and the bill numbers' prefix.
  address: kitchenAddressSchema,
  gstin: gstinSchema,
  gst_scheme: gstSchemeSchema,
  bill_prefix: billPrefixSchema,
});
export type KitchenSettings = z.output<typeof kitchenSettingsSchema>;

/**
 * `PATCH /kitchen/settings` (seller, issue 13): any of the settings, at least one; a field left out
 * keeps its stored value. Unknown fields are refused.
 */
export const kitchenSettingsPatchSchema = kitchenSettingsSchema
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: () => m.settingsPatchEmpty(),
  });
export type KitchenSettingsPatch = z.input<typeof kitchenSettingsPatchSchema>;

/**
 * The settings a fresh install starts with (D40): the name and description above, no phone, licence,
 * societies, UPI id, address or GSTIN (not registered for GST, bills prefixed 'RS', D107), English (issue 16), and the pincodes, ETA and offers the server was configured with.
 */
export function defaultKitchenSettings(seed: {
  serviceablePincodes: readonly string[];
  orderEtaMinutes: number;
  couponOffers: readonly number[];
}): KitchenSettings {
  return {
    name: DEFAULT_KITCHEN_NAME,
    description: DEFAULT_KITCHEN_DESCRIPTION,
    support_phone: '',
    fssai_licence: '',
    serviceable_pincodes: [...seed.serviceablePincodes],
    societies: [],
    upi_id: '',
    order_eta_minutes: seed.orderEtaMinutes,
    coupon_offers: [...seed.couponOffers],
    order_days_ahead: DEFAULT_ORDER_DAYS_AHEAD,
    cancel_window_minutes: DEFAULT_CANCEL_WINDOW_MINUTES,
    household_plates_max: DEFAULT_HOUSEHOLD_PLATES_MAX,
    language: BASE_LOCALE,
    address: '',
    gstin: '',
    gst_scheme: 'none',
    bill_prefix: DEFAULT_BILL_PREFIX,
  };
}

/**
 * `POST /kitchen/close` (seller; issue 30, D77, superseding P4's flip): the state the seller wants,
 * `{ "is_open": false }` to close, `{ "is_open": true }` to open. Setting a state, not flipping one, so a
 * retried or doubled call leaves the kitchen as asked. No body, an empty one or any other field is
 * refused (400, m.kitchenStateRequired() or the unknown field) and changes nothing.
 */
export const kitchenStateBodySchema = z
  .strictObject(
    { is_open: z.boolean({ error: () => m.kitchenStateRequired() }) },
    { error: () => m.kitchenStateRequired() },
  )
  .nullish()
  .refine((body) => body !== null && body !== undefined, { error: () => m.kitchenStateRequired() });
export type KitchenStateBody = { is_open: boolean };
