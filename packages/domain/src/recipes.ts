import { z } from 'zod';
import { idSchema } from './api.ts';
import { localDateSchema } from './seller.ts';
import { dietClash } from './i18n/messages/dietclash1.js';
import { dietJain } from './i18n/messages/dietjain1.js';
import { dietNoOnionGarlic } from './i18n/messages/dietnooniongarlic3.js';
import { ingredientInvalid } from './i18n/messages/ingredientinvalid1.js';
import { ingredientNameInvalid } from './i18n/messages/ingredientnameinvalid2.js';
import { ingredientPackInvalid } from './i18n/messages/ingredientpackinvalid2.js';
import { ingredientPriceInvalid } from './i18n/messages/ingredientpriceinvalid2.js';
import { ingredientPriceDayRequired } from './i18n/messages/ingredientpricedayrequired3.js';
import { ingredientTagInvalid } from './i18n/messages/ingredienttaginvalid2.js';
import { ingredientUnitInvalid } from './i18n/messages/ingredientunitinvalid2.js';
import { recipeInvalid } from './i18n/messages/recipeinvalid1.js';
import { recipeIngredientTwice } from './i18n/messages/recipeingredienttwice2.js';
import { recipeQuantityInvalid } from './i18n/messages/recipequantityinvalid2.js';
import { recipeTooLong } from './i18n/messages/recipetoolong2.js';
import { marketEstimateInvalid } from './i18n/messages/marketestimateinvalid2.js';
import { quantityBunches } from './i18n/messages/quantitybunches1.js';
import { quantityGrams } from './i18n/messages/quantitygrams1.js';
import { quantityKilograms } from './i18n/messages/quantitykilograms1.js';
import { quantityLitres } from './i18n/messages/quantitylitres1.js';
import { quantityMillilitres } from './i18n/messages/quantitymillilitres1.js';
import { quantityPieces } from './i18n/messages/quantitypieces1.js';
import { dietTagEgg } from './i18n/messages/diettagegg2.js';
import { dietTagGarlic } from './i18n/messages/diettaggarlic2.js';
import { dietTagMeat } from './i18n/messages/diettagmeat2.js';
import { dietTagOnion } from './i18n/messages/diettagonion2.js';
import { dietTagRootVegetable } from './i18n/messages/diettagrootvegetable3.js';
import { unitBunch } from './i18n/messages/unitbunch1.js';
import { unitKg } from './i18n/messages/unitkg1.js';
import { unitLitre } from './i18n/messages/unitlitre1.js';
import { unitPiece } from './i18n/messages/unitpiece1.js';
import type { OrderDiet } from './diet.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  dietClash,
  dietJain,
  dietNoOnionGarlic,
  dietTagEgg,
  dietTagGarlic,
  dietTagMeat,
  dietTagOnion,
  dietTagRootVegetable,
  ingredientInvalid,
  ingredientNameInvalid,
  ingredientPackInvalid,
  ingredientPriceDayRequired,
  ingredientPriceInvalid,
  ingredientTagInvalid,
  ingredientUnitInvalid,
  marketEstimateInvalid,
  quantityBunches,
  quantityGrams,
  quantityKilograms,
  quantityLitres,
  quantityMillilitres,
  quantityPieces,
  recipeIngredientTwice,
  recipeInvalid,
  recipeQuantityInvalid,
  recipeTooLong,
  unitBunch,
  unitKg,
  unitLitre,
  unitPiece,
};

/**
 * Ingredients, recipes and what a plate costs (issue 28 part 3, docs/decisions/0109); the market list and
 * diet clashes (docs/decisions/0110). Money is integer paise. Every quantity (a recipe's per plate, a pack
 * the seller buys in, a market list's) is an integer count of thousandths of the ingredient's unit
 * ("milli-units"): grams for kg, millilitres for litre, a thousandth of a piece or bunch. A price is paise
 * per whole unit (per kg, per litre, per piece, per bunch).
 */

/** The units an ingredient is kept in; quantities are thousandths of one (MILLI_PER_UNIT). */
export const INGREDIENT_UNITS = ['kg', 'litre', 'piece', 'bunch'] as const;
export type IngredientUnit = (typeof INGREDIENT_UNITS)[number];
/** Thousandths of a unit in one unit: the stored precision of every quantity. */
export const MILLI_PER_UNIT = 1000;

/**
 * What an ingredient may be, for the diet notes' clashes (D110): Jain food has none of these; 'no onion or
 * garlic' has neither onion nor garlic.
 */
export const DIET_TAGS = ['onion', 'garlic', 'root_vegetable', 'egg', 'meat'] as const;
export type DietTag = (typeof DIET_TAGS)[number];

/** The longest ingredient name, in characters. */
export const INGREDIENT_NAME_MAX = 60;
/** The largest pack a seller buys in: 1,000 units (a tonne, a thousand litres), in milli-units. */
export const INGREDIENT_PACK_MAX_MILLI = 1_000_000_000;
/** The highest price of one unit, in paise (₹1,00,000 a kg: saffron stays well under it). */
export const INGREDIENT_PRICE_MAX_PAISE = 10_000_000;
/** The most a plate may take of one ingredient, in milli-units (100 units). */
export const RECIPE_QUANTITY_MAX_MILLI = 100_000;
/** The most lines one recipe has. */
export const RECIPE_LINES_MAX = 40;
/** The most extra plates the seller may expect of one item on one day. */
export const MARKET_ESTIMATE_MAX_PLATES = 10_000;

const nameSchema = z
  .string({ error: () => m.ingredientNameInvalid() })
  .trim()
  .min(1, { error: () => m.ingredientNameInvalid() })
  .max(INGREDIENT_NAME_MAX, { error: () => m.ingredientNameInvalid() })
  .refine((text) => !/[\p{Cc}<>]/u.test(text), { error: () => m.ingredientNameInvalid() });

const optionalHindiNameSchema = nameSchema
  .nullable()
  .optional()
  .transform((text) => text ?? null);

/**
 * `POST /ingredients` (seller): a new ingredient, or with `_id` a change to one: its name (and Hindi name,
 * null for none), its unit (fixed once it has prices or recipes: D109), the pack the seller buys it in
 * (milli-units, e.g. 5000 for a 5 kg bag of a kg ingredient) and its diet tags (each once).
 */
export const saveIngredientBodySchema = z.strictObject(
  {
    _id: idSchema.optional(),
    name: nameSchema,
    name_hi: optionalHindiNameSchema,
    unit: z.enum(INGREDIENT_UNITS, { error: () => m.ingredientUnitInvalid() }),
    pack_milli: z
      .number({ error: () => m.ingredientPackInvalid() })
      .int({ error: () => m.ingredientPackInvalid() })
      .min(1, { error: () => m.ingredientPackInvalid() })
      .max(INGREDIENT_PACK_MAX_MILLI, { error: () => m.ingredientPackInvalid() }),
    diet_tags: z
      .array(z.enum(DIET_TAGS, { error: () => m.ingredientTagInvalid() }), { error: () => m.ingredientTagInvalid() })
      .max(DIET_TAGS.length, { error: () => m.ingredientTagInvalid() })
      .default([])
      .transform((tags) => DIET_TAGS.filter((tag) => tags.includes(tag))),
  },
  { error: () => m.ingredientInvalid() },
);
export type SaveIngredientBody = z.input<typeof saveIngredientBodySchema>;
export type SaveIngredient = z.output<typeof saveIngredientBodySchema>;

/**
 * `POST /ingredients/:id/prices` (seller): the price of one unit in paise and the kitchen day it applies
 * from (required: a price without a day is refused). A later price never changes what an earlier day cost.
 */
export const setIngredientPriceBodySchema = z.strictObject(
  {
    price_paise: z
      .number({ error: () => m.ingredientPriceInvalid() })
      .int({ error: () => m.ingredientPriceInvalid() })
      .min(0, { error: () => m.ingredientPriceInvalid() })
      .max(INGREDIENT_PRICE_MAX_PAISE, { error: () => m.ingredientPriceInvalid() }),
    from_day: z.unknown().transform((value, context) => {
      if (value === undefined || value === null || value === '') {
        context.addIssue({ code: 'custom', message: m.ingredientPriceDayRequired() });
        return z.NEVER;
      }
      const day = localDateSchema.safeParse(value);
      if (!day.success) {
        context.addIssue({ code: 'custom', message: day.error.issues[0]?.message ?? m.ingredientPriceDayRequired() });
        return z.NEVER;
      }
      return day.data;
    }),
  },
  { error: () => m.ingredientInvalid() },
);
export type SetIngredientPriceBody = { price_paise: number; from_day: string };

/** One price of an ingredient: paise a unit from a kitchen day on. */
export const ingredientPriceSchema = z.object({ price_paise: z.number().int(), from_day: z.string() });
export type IngredientPrice = z.infer<typeof ingredientPriceSchema>;

/**
 * An ingredient as the API answers it: `price` is the one in effect today (null when none yet),
 * `next_price` one set for a later day (null when none).
 */
export const ingredientSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_hi: z.string().nullable(),
  unit: z.enum(INGREDIENT_UNITS),
  pack_milli: z.number().int(),
  diet_tags: z.array(z.enum(DIET_TAGS)),
  price: ingredientPriceSchema.nullable(),
  next_price: ingredientPriceSchema.nullable(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;
export const ingredientsDataSchema = z.object({ ingredients: z.array(ingredientSchema) });
export const ingredientDataSchema = z.object({ ingredient: ingredientSchema });

/** What a recipe belongs to: a thali ('meal') or a dish, as the menu names them. */
export const RECIPE_KINDS = ['meal', 'dish'] as const;
export type RecipeKind = (typeof RECIPE_KINDS)[number];
export const recipeParamsSchema = z.strictObject({ kind: z.enum(RECIPE_KINDS), id: idSchema });

/**
 * `POST /recipes/:kind/:id` (seller): the whole recipe of one plate, replacing the one before (no lines: no
 * recipe). Each line an ingredient once, with a quantity of 1 to RECIPE_QUANTITY_MAX_MILLI milli-units.
 * A thali's own lines are what it adds to its dishes (rotis, salad): its plate is both (D109).
 */
export const saveRecipeBodySchema = z.strictObject(
  {
    lines: z
      .array(
        z.strictObject(
          {
            ingredient_id: idSchema,
            quantity_milli: z
              .number({ error: () => m.recipeQuantityInvalid() })
              .int({ error: () => m.recipeQuantityInvalid() })
              .min(1, { error: () => m.recipeQuantityInvalid() })
              .max(RECIPE_QUANTITY_MAX_MILLI, { error: () => m.recipeQuantityInvalid() }),
          },
          { error: () => m.recipeInvalid() },
        ),
        { error: () => m.recipeInvalid() },
      )
      .max(RECIPE_LINES_MAX, { error: () => m.recipeTooLong({ max: RECIPE_LINES_MAX }) })
      .refine((lines) => new Set(lines.map((line) => line.ingredient_id)).size === lines.length, {
        error: () => m.recipeIngredientTwice(),
      }),
  },
  { error: () => m.recipeInvalid() },
);
export type SaveRecipeBody = z.input<typeof saveRecipeBodySchema>;

/** One line of a recipe as answered: the ingredient's names, unit, and the cost of the line today (null unpriced). */
export const recipeLineSchema = z.object({
  ingredient_id: z.string(),
  name: z.string(),
  name_hi: z.string().nullable(),
  unit: z.enum(INGREDIENT_UNITS),
  quantity_milli: z.number().int(),
  cost_paise: z.number().int().nullable(),
});
export type RecipeLine = z.infer<typeof recipeLineSchema>;

/**
 * What a plate costs today (D109): `cost_paise` over the priced lines (rounded once, at the end),
 * `unpriced` the lines without a price yet (then the cost is a floor), `price_paise` the menu price, and
 * the margin (price minus cost, paise, and its percentage of the price to one decimal; null when the price
 * is 0 or nothing has a recipe).
 */
export const plateCostSchema = z.object({
  cost_paise: z.number().int(),
  unpriced: z.number().int(),
  price_paise: z.number().int(),
  margin_paise: z.number().int().nullable(),
  margin_percent: z.number().nullable(),
});
export type PlateCost = z.infer<typeof plateCostSchema>;

/**
 * `GET /recipes/:kind/:id`: the item's names, its own lines, for a thali the dishes whose recipes its plate adds
 * (with theirs), and the plate's cost today.
 */
export const recipeDataSchema = z.object({
  kind: z.enum(RECIPE_KINDS),
  item_id: z.string(),
  name: z.string(),
  name_hi: z.string().nullable(),
  lines: z.array(recipeLineSchema),
  dishes: z.array(z.object({ _id: z.string(), name: z.string(), lines: z.array(recipeLineSchema) })),
  cost: plateCostSchema,
});
export type RecipeData = z.infer<typeof recipeDataSchema>;

/** `GET /plate-costs`: each thali's and dish's plate cost today, for the menu screens; items without a recipe left out. */
export const plateCostsDataSchema = z.object({
  items: z.array(plateCostSchema.extend({ kind: z.enum(RECIPE_KINDS), item_id: z.string() })),
});
export type PlateCostsData = z.infer<typeof plateCostsDataSchema>;

/** The cost of `quantityMilli` of an ingredient at `pricePaise` a unit, in exact thousandths of a paisa. */
export function costMilliPaise(quantityMilli: number, pricePaise: number): number {
  return quantityMilli * pricePaise;
}

/** Thousandths of a paisa to whole paise, half up: the one rounding of every cost (D109). */
export function roundPaise(milliPaise: number): number {
  return Math.floor((milliPaise + MILLI_PER_UNIT / 2) / MILLI_PER_UNIT);
}

/**
 * The plate cost of lines (milli-units, each with its price in paise a unit or null) against a menu price
 * in paise: the priced lines summed exactly and rounded once; the unpriced counted.
 */
export function plateCost(
  lines: readonly { quantity_milli: number; price_paise: number | null }[],
  pricePaise: number,
): PlateCost {
  let milliPaise = 0;
  let unpriced = 0;
  for (const line of lines) {
    if (line.price_paise === null) unpriced += 1;
    else milliPaise += costMilliPaise(line.quantity_milli, line.price_paise);
  }
  const cost = roundPaise(milliPaise);
  const margin = lines.length > 0 ? pricePaise - cost : null;
  return {
    cost_paise: cost,
    unpriced,
    price_paise: pricePaise,
    margin_paise: margin,
    margin_percent: margin !== null && pricePaise > 0 ? Math.round((margin * 1000) / pricePaise) / 10 : null,
  };
}

/**
 * What to buy of an ingredient the plates need `neededMilli` of, sold in packs of `packMilli`: whole packs,
 * rounded up (D110), and their quantity. Nothing needed buys nothing.
 */
export function packsToBuy(neededMilli: number, packMilli: number): { packs: number; buy_milli: number } {
  const packs = neededMilli <= 0 ? 0 : Math.ceil(neededMilli / packMilli);
  return { packs, buy_milli: packs * packMilli };
}

/** `GET /market-list?date=` (seller): the kitchen day to buy for; default tomorrow. */
export const marketListQuerySchema = z.strictObject(
  { date: localDateSchema.optional() },
  { error: () => m.marketEstimateInvalid() },
);

/**
 * `POST /market-list/estimates` (seller): the plates the seller expects on a day beyond the orders and plan
 * meals (walk-ins, phoned orders to come), per thali or dish, replacing that day's estimate (0 plates:
 * none).
 */
export const saveMarketEstimateBodySchema = z.strictObject(
  {
    date: localDateSchema,
    items: z
      .array(
        z.strictObject(
          {
            kind: z.enum(RECIPE_KINDS, { error: () => m.marketEstimateInvalid() }),
            item_id: idSchema,
            plates: z
              .number({ error: () => m.marketEstimateInvalid() })
              .int({ error: () => m.marketEstimateInvalid() })
              .min(0, { error: () => m.marketEstimateInvalid() })
              .max(MARKET_ESTIMATE_MAX_PLATES, { error: () => m.marketEstimateInvalid() }),
          },
          { error: () => m.marketEstimateInvalid() },
        ),
        { error: () => m.marketEstimateInvalid() },
      )
      .max(200, { error: () => m.marketEstimateInvalid() })
      .refine((items) => new Set(items.map((item) => `${item.kind}:${item.item_id}`)).size === items.length, {
        error: () => m.marketEstimateInvalid(),
      }),
  },
  { error: () => m.marketEstimateInvalid() },
);
export type SaveMarketEstimateBody = z.input<typeof saveMarketEstimateBodySchema>;

/** One thali or dish the market list's day cooks: plates from orders, plan meals and the seller's estimate. */
export const marketItemSchema = z.object({
  kind: z.enum(RECIPE_KINDS),
  item_id: z.string(),
  name: z.string(),
  name_hi: z.string().nullable(),
  ordered: z.number().int(),
  plan_meals: z.number().int(),
  estimate: z.number().int(),
  has_recipe: z.boolean(),
});
export type MarketItem = z.infer<typeof marketItemSchema>;

/** One ingredient to buy: needed, rounded up to whole packs, and what the packs cost (null when unpriced). */
export const marketLineSchema = z.object({
  ingredient_id: z.string(),
  name: z.string(),
  name_hi: z.string().nullable(),
  unit: z.enum(INGREDIENT_UNITS),
  needed_milli: z.number().int(),
  pack_milli: z.number().int(),
  packs: z.number().int(),
  buy_milli: z.number().int(),
  price_paise: z.number().int().nullable(),
  cost_paise: z.number().int().nullable(),
});
export type MarketLine = z.infer<typeof marketLineSchema>;

/**
 * `GET /market-list`: the day, its items, the lines to buy (by name), their estimated cost (priced lines;
 * `unpriced` counts the others), and the plan meals whose thali is not known yet (a plan bringing 'the
 * thali of the day' with no day menu set), which the list cannot cost.
 */
export const marketListDataSchema = z.object({
  date: z.string(),
  items: z.array(marketItemSchema),
  lines: z.array(marketLineSchema),
  cost_paise: z.number().int(),
  unpriced: z.number().int(),
  unknown_plan_meals: z.number().int(),
});
export type MarketListData = z.infer<typeof marketListDataSchema>;

/** A quantity in milli-units, as a cook reads it: '80 g', '1.5 kg', '250 ml', '2 pcs', '0.5 bunch'. */
export function quantityWords(milli: number, unit: IngredientUnit): string {
  const whole = (value: number) => String(Math.round(value * 1000) / 1000);
  switch (unit) {
    case 'kg':
      return milli < MILLI_PER_UNIT
        ? m.quantityGrams({ amount: whole(milli) })
        : m.quantityKilograms({ amount: whole(milli / MILLI_PER_UNIT) });
    case 'litre':
      return milli < MILLI_PER_UNIT
        ? m.quantityMillilitres({ amount: whole(milli) })
        : m.quantityLitres({ amount: whole(milli / MILLI_PER_UNIT) });
    case 'piece':
      return m.quantityPieces({ amount: whole(milli / MILLI_PER_UNIT) });
    case 'bunch':
      return m.quantityBunches({ amount: whole(milli / MILLI_PER_UNIT) });
  }
}

/** A diet tag's words for the ingredients screen. */
export function dietTagWords(tag: DietTag): string {
  const words: Record<DietTag, () => string> = {
    onion: m.dietTagOnion,
    garlic: m.dietTagGarlic,
    root_vegetable: m.dietTagRootVegetable,
    egg: m.dietTagEgg,
    meat: m.dietTagMeat,
  };
  return words[tag]();
}

/** The diet notes that clash with ingredients, and what each forbids (D110). */
export const CLASHING_NOTES = ['jain', 'no_onion_garlic'] as const;
export type ClashingNote = (typeof CLASHING_NOTES)[number];
const FORBIDDEN: Readonly<Record<ClashingNote, readonly DietTag[]>> = {
  jain: DIET_TAGS,
  no_onion_garlic: ['onion', 'garlic'],
};

/** An item of an order as the clash rule reads it: its name and its plate's ingredients with their tags. */
export type ClashItem = { name: string; ingredients: readonly { name: string; diet_tags: readonly DietTag[] }[] };
/** One clash: the note, the item, the ingredient that breaks it. */
export type DietClash = { note: ClashingNote; item: string; ingredient: string };

/**
 * The clashes of an order's diet notes with its items' ingredients (issue 28 part 3, D110): each item and
 * ingredient once, under the strictest note that forbids it (Jain before no onion or garlic, so a Jain
 * order without onion is not told twice). Pure: the server and the web app apply the same rule.
 */
export function dietClashes(
  diet: Pick<OrderDiet, 'jain' | 'no_onion_garlic'>,
  items: readonly ClashItem[],
): DietClash[] {
  const notes = CLASHING_NOTES.filter((note) => diet[note]);
  const clashes: DietClash[] = [];
  for (const item of items) {
    for (const ingredient of item.ingredients) {
      const note = notes.find((each) => ingredient.diet_tags.some((tag) => FORBIDDEN[each].includes(tag)));
      if (note) clashes.push({ note, item: item.name, ingredient: ingredient.name });
    }
  }
  return clashes;
}

/** A clash as the seller reads it: 'Jain: Dal tadka has garlic'. */
export function dietClashWords(clash: DietClash): string {
  const note = clash.note === 'jain' ? m.dietJain() : m.dietNoOnionGarlic();
  return m.dietClash({ note, item: clash.item, ingredient: clash.ingredient });
}

/** `GET /recipes/diet-tags`: each thali and dish with a tagged ingredient on its plate (a thali's dishes' too). */
export const itemDietTagsDataSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(RECIPE_KINDS),
      item_id: z.string(),
      ingredients: z.array(z.object({ name: z.string(), diet_tags: z.array(z.enum(DIET_TAGS)) })),
    }),
  ),
});
export type ItemDietTagsData = z.infer<typeof itemDietTagsDataSchema>;

/** A unit's name as the screens write it ('kg', 'किलो'). */
export function unitWords(unit: IngredientUnit): string {
  const words: Record<IngredientUnit, () => string> = {
    kg: m.unitKg,
    litre: m.unitLitre,
    piece: m.unitPiece,
    bunch: m.unitBunch,
  };
  return words[unit]();
}

/**
 * `GET /income/food-cost` (seller; D109): the cost of food sold beside the Income page for the same query
 * and orders: `orders` and `amount` (whole rupees) as Income counts them (every figure but cancelled),
 * the plates sold, what they cost (paise) at each day's prices, the plates of items without a recipe and
 * the ingredient lines without a price that day (the cost is then a floor).
 */
export const foodCostDataSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  orders: z.number().int(),
  amount: z.number().int(),
  plates: z.number().int(),
  cost_paise: z.number().int(),
  plates_without_recipe: z.number().int(),
  unpriced: z.number().int(),
});
export type FoodCostData = z.infer<typeof foodCostDataSchema>;
