import { z } from 'zod';
import { DISH_CATEGORIES, DISH_SUB_CATEGORIES, TAGS, THALI_CATEGORIES, UPLOAD_MAX_FILES } from './constants.ts';
import { idSchema } from './api.ts';
import { actualPrice } from './i18n/messages/actualprice1.js';
import { chooseACategory } from './i18n/messages/chooseacategory2.js';
import { chooseASubCategory } from './i18n/messages/chooseasubcategory3.js';
import { costPrice } from './i18n/messages/costprice1.js';
import { hindiDescriptionTooLong } from './i18n/messages/hindidescriptiontoolong3.js';
import { hindiNameTooLong } from './i18n/messages/hindinametoolong3.js';
import { hindiTextInvalid } from './i18n/messages/hinditextinvalid2.js';
import { nameRequired } from './i18n/messages/namerequired1.js';
import { nameTooLong } from './i18n/messages/nametoolong2.js';
import { nothingToChange } from './i18n/messages/nothingtochange2.js';
import { price } from './i18n/messages/price.js';
import { priceNotANumber } from './i18n/messages/pricenotanumber3.js';
import { priceOutOfRange } from './i18n/messages/priceoutofrange3.js';
import { priceWholeRupees } from './i18n/messages/pricewholerupees2.js';
import { sellingPrice } from './i18n/messages/sellingprice1.js';
import { uploadImageFirst } from './i18n/messages/uploadimagefirst2.js';
import { isAppImageUrl } from './uploads.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  actualPrice,
  chooseACategory,
  chooseASubCategory,
  costPrice,
  hindiDescriptionTooLong,
  hindiNameTooLong,
  hindiTextInvalid,
  nameRequired,
  nameTooLong,
  nothingToChange,
  price,
  priceNotANumber,
  priceOutOfRange,
  priceWholeRupees,
  sellingPrice,
  uploadImageFirst,
};

/**
 * The seller's catalogue payloads (spec 3 'Thali creation payload', 'Dish creation payload', spec 7
 * PATCH /meal and /dish), validated on the server since the spec's client checks nothing (issue 3):
 * names required and at most 80 characters, prices whole rupees from 0 to 100000, categories,
 * sub-categories and tags only from the spec's lists.
 */
export const MAX_NAME_LENGTH = 80;
export const MAX_DESCRIPTION_LENGTH = 500;
export const MAX_PRICE = 100_000;
/** How many images one upload or one item may carry (spec 5). */
export const MAX_IMAGES = UPLOAD_MAX_FILES;

const nameSchema = z
  .string({ error: () => m.nameRequired() })
  .trim()
  .min(1, { error: () => m.nameRequired() })
  .max(MAX_NAME_LENGTH, { error: () => m.nameTooLong({ max: MAX_NAME_LENGTH }) });

/**
 * An optional Hindi text beside an English one (issue 16, D62), held to the English field's rules:
 * trimmed, at most `max` characters. Empty (or blank) and null both mean none and read as null; anything
 * but text or null is refused with m.hindiTextInvalid().
 */
const hindiTextSchema = (max: number, tooLong: () => string) =>
  z
    .string({ error: () => m.hindiTextInvalid() })
    .trim()
    .max(max, { error: tooLong })
    .nullable()
    .transform((text) => text || null);

/** The seller's Hindi name and description of a thali or dish (issue 16, D62); null when none. */
const hindiFields = {
  name_hi: hindiTextSchema(MAX_NAME_LENGTH, () => m.hindiNameTooLong({ max: MAX_NAME_LENGTH })),
  description_hi: hindiTextSchema(MAX_DESCRIPTION_LENGTH, () =>
    m.hindiDescriptionTooLong({ max: MAX_DESCRIPTION_LENGTH }),
  ),
};

/**
 * The seller's Hindi texts of a saved thali or dish, both at once (issue 16, D62): the body the seller's
 * 'Hindi' form sends as a PATCH, each trimmed, '' read as none (null).
 */
export const hindiTextsBodySchema = z.strictObject(hindiFields);
export type HindiTextsBody = z.output<typeof hindiTextsBodySchema>;

/**
 * Prices arrive as free text from the spec's forms: a numeric string or a number, whole rupees. `label`
 * names the field in the messages ('Price must be a number'), from the message table (issue 16, D62).
 */
const priceSchema = (label: () => string) =>
  // Only a number or a numeric string: coercing anything else would read null, [] or true as 0 or 1.
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/, { error: () => m.priceNotANumber({ label: label() }) }),
      ],
      { error: () => m.priceNotANumber({ label: label() }) },
    )
    .pipe(
      z.coerce
        .number<string | number>()
        .int({ error: () => m.priceWholeRupees({ label: label() }) })
        .min(0, { error: () => m.priceOutOfRange({ label: label(), max: MAX_PRICE }) })
        .max(MAX_PRICE, { error: () => m.priceOutOfRange({ label: label(), max: MAX_PRICE }) }),
    );

/** Image URLs the server itself handed out by the upload call, or a demo picture (never a foreign address, issue 11). */
const imageUrlSchema = z
  .string()
  .max(200)
  .refine(isAppImageUrl, { error: () => m.uploadImageFirst() });

const dishFields = {
  name: nameSchema,
  selling_price: priceSchema(m.price),
  description: z.string().trim().max(MAX_DESCRIPTION_LENGTH),
  category: z.enum(DISH_CATEGORIES, { error: () => m.chooseACategory() }),
  sub_category: z.enum(DISH_SUB_CATEGORIES, { error: () => m.chooseASubCategory() }),
  img_url: z.array(imageUrlSchema).max(MAX_IMAGES),
  asset_aws_key: z.string().max(200).nullable().optional(),
  ...hindiFields,
};

/** `POST /dish` body (spec 3), with the optional Hindi name and description (issue 16, D62). */
export const createDishBodySchema = z.strictObject({
  ...dishFields,
  description: dishFields.description.default(''),
  img_url: dishFields.img_url.default([]),
  name_hi: hindiFields.name_hi.default(null),
  description_hi: hindiFields.description_hi.default(null),
});
export type CreateDishBody = z.input<typeof createDishBodySchema>;

/**
 * `POST /meal` body (spec 3), with the optional Hindi name and description (issue 16, D62); start/end
 * hour and rating are fixed by the server (spec 9).
 */
export const createMealBodySchema = z.strictObject({
  img_url: z.array(imageUrlSchema).max(MAX_IMAGES).default([]),
  category: z.enum(THALI_CATEGORIES, { error: () => m.chooseACategory() }),
  name: nameSchema,
  cost_price: priceSchema(m.costPrice),
  selling_price: priceSchema(m.sellingPrice),
  actual_price: priceSchema(m.actualPrice),
  description: z.string().trim().max(MAX_DESCRIPTION_LENGTH).default(''),
  dishes: z.array(idSchema).max(20).default([]),
  asset_aws_key: z.string().max(200).nullable().optional(),
  tag: z.enum(TAGS).optional(),
  start_hour: z.number().optional(),
  end_hour: z.number().optional(),
  date: z.union([z.string(), z.number()]).optional(),
  rating: z.string().optional(),
  name_hi: hindiFields.name_hi.default(null),
  description_hi: hindiFields.description_hi.default(null),
});
export type CreateMealBody = z.input<typeof createMealBodySchema>;

/**
 * `PATCH /meal/{id}`: the fields the spec names ({is_active} or {tag} or {is_show}), and the Hindi name
 * and description (issue 16, D62: the one way to give a saved thali its Hindi texts; '' or null clears one).
 */
export const patchMealBodySchema = z
  .strictObject({
    is_active: z.boolean().optional(),
    is_show: z.boolean().optional(),
    tag: z.enum(TAGS).optional(),
    name_hi: hindiFields.name_hi.optional(),
    description_hi: hindiFields.description_hi.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: () => m.nothingToChange() });

/**
 * `PATCH /dish/{id}`: {is_active}, {is_show}, or a partial dish (spec 7), the Hindi name and description
 * included (issue 16, D62: '' or null clears one, a field left out stays).
 */
export const patchDishBodySchema = z
  .strictObject({ ...dishFields, is_active: z.boolean(), is_show: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: () => m.nothingToChange() });
