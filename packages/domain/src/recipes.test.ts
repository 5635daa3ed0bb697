import { describe, expect, it } from 'vitest';
import { NO_DIET } from './diet.ts';
import { ingredientPriceDayRequired } from './i18n/messages/ingredientpricedayrequired3.js';
import { recipeIngredientTwice } from './i18n/messages/recipeingredienttwice2.js';
import { recipeQuantityInvalid } from './i18n/messages/recipequantityinvalid2.js';
import { dateOutOfRange } from './i18n/messages/dateoutofrange3.js';
import {
  dietClashes,
  dietClashWords,
  packsToBuy,
  plateCost,
  quantityWords,
  saveIngredientBodySchema,
  saveRecipeBodySchema,
  setIngredientPriceBodySchema,
  type ClashItem,
} from './recipes.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('plateCost (D109)', () => {
  it('sums the priced lines exactly and rounds once, half up', () => {
    // 80 g rice at ₹60.00/kg = 480 paise; 15 ml oil at ₹150.00/litre = 225 paise; 3 g salt at ₹0.33/kg = 0.099 paise.
    const cost = plateCost(
      [
        { quantity_milli: 80, price_paise: 6000 },
        { quantity_milli: 15, price_paise: 15000 },
        { quantity_milli: 3, price_paise: 33 },
      ],
      12000,
    );
    expect(cost).toEqual({
      cost_paise: 705,
      unpriced: 0,
      price_paise: 12000,
      margin_paise: 11295,
      margin_percent: 94.1,
    });
  });

  it('rounds half a paisa up', () => {
    expect(plateCost([{ quantity_milli: 1, price_paise: 500 }], 100).cost_paise).toBe(1);
    expect(plateCost([{ quantity_milli: 1, price_paise: 499 }], 100).cost_paise).toBe(0);
  });

  it('counts the unpriced lines and leaves them out of the cost', () => {
    expect(
      plateCost(
        [
          { quantity_milli: 100, price_paise: null },
          { quantity_milli: 500, price_paise: 1 },
        ],
        0,
      ),
    ).toEqual({
      cost_paise: 1,
      unpriced: 1,
      price_paise: 0,
      margin_paise: -1,
      margin_percent: null,
    });
  });

  it('has no margin without a recipe', () => {
    expect(plateCost([], 5000).margin_paise).toBeNull();
  });
});

describe('packsToBuy (D110)', () => {
  it('rounds up to whole packs', () => {
    expect(packsToBuy(5001, 5000)).toEqual({ packs: 2, buy_milli: 10000 });
    expect(packsToBuy(5000, 5000)).toEqual({ packs: 1, buy_milli: 5000 });
    expect(packsToBuy(0, 5000)).toEqual({ packs: 0, buy_milli: 0 });
  });
});

describe('quantityWords', () => {
  it('writes small weights and volumes in grams and millilitres', () => {
    expect(quantityWords(80, 'kg')).toBe('80 g');
    expect(quantityWords(1500, 'kg')).toBe('1.5 kg');
    expect(quantityWords(250, 'litre')).toBe('250 ml');
    expect(quantityWords(2000, 'piece')).toBe('2 pc');
    expect(quantityWords(500, 'bunch')).toBe('0.5 bunch');
  });
});

describe('the request schemas', () => {
  it('refuses a negative or fractional quantity and an ingredient twice', () => {
    const negative = saveRecipeBodySchema.safeParse({ lines: [{ ingredient_id: 'a', quantity_milli: -5 }] });
    expect(firstMessage(negative)).toBe(recipeQuantityInvalid());
    expect(saveRecipeBodySchema.safeParse({ lines: [{ ingredient_id: 'a', quantity_milli: 1.5 }] }).success).toBe(
      false,
    );
    const twice = saveRecipeBodySchema.safeParse({
      lines: [
        { ingredient_id: 'a', quantity_milli: 5 },
        { ingredient_id: 'a', quantity_milli: 6 },
      ],
    });
    expect(firstMessage(twice)).toBe(recipeIngredientTwice());
  });

  it('refuses a price without a day, or with a day outside the calendar', () => {
    expect(firstMessage(setIngredientPriceBodySchema.safeParse({ price_paise: 100 }))).toBe(
      ingredientPriceDayRequired(),
    );
    const far = setIngredientPriceBodySchema.safeParse({ price_paise: 100, from_day: '2100-01-01' });
    expect(firstMessage(far)).toBe(dateOutOfRange({ first: '2000-01-01', last: '2099-12-31' }));
    expect(setIngredientPriceBodySchema.parse({ price_paise: 100, from_day: '2026-12-08' })).toEqual({
      price_paise: 100,
      from_day: '2026-12-08',
    });
  });

  it('keeps diet tags once each, in their fixed order', () => {
    const body = saveIngredientBodySchema.parse({
      name: ' Onion ',
      unit: 'kg',
      pack_milli: 1000,
      diet_tags: ['root_vegetable', 'onion', 'onion'],
    });
    expect(body).toMatchObject({ name: 'Onion', name_hi: null, diet_tags: ['onion', 'root_vegetable'] });
    expect(saveIngredientBodySchema.safeParse({ name: 'Rice', unit: 'cup', pack_milli: 1 }).success).toBe(false);
  });
});

describe('dietClashes (D110)', () => {
  const dal: ClashItem = {
    name: 'Dal tadka',
    ingredients: [
      { name: 'Toor dal', diet_tags: [] },
      { name: 'Garlic', diet_tags: ['garlic'] },
    ],
  };
  const aloo: ClashItem = { name: 'Aloo sabzi', ingredients: [{ name: 'Potato', diet_tags: ['root_vegetable'] }] };

  it('finds nothing for an order without the notes', () => {
    expect(dietClashes(NO_DIET, [dal, aloo])).toEqual([]);
  });

  it('holds a Jain order against every tag', () => {
    const clashes = dietClashes({ jain: true, no_onion_garlic: false }, [dal, aloo]);
    expect(clashes.map(dietClashWords)).toEqual(['Jain: Dal tadka has Garlic', 'Jain: Aloo sabzi has Potato']);
  });

  it('holds no onion or garlic only against onion and garlic, and names each clash once', () => {
    expect(dietClashes({ jain: false, no_onion_garlic: true }, [dal, aloo])).toEqual([
      { note: 'no_onion_garlic', item: 'Dal tadka', ingredient: 'Garlic' },
    ]);
    expect(dietClashes({ jain: true, no_onion_garlic: true }, [dal])).toEqual([
      { note: 'jain', item: 'Dal tadka', ingredient: 'Garlic' },
    ]);
  });
});
