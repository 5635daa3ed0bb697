import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { m } from '@rasoi/domain/i18n/messages';
import type { Ingredient, MarketListData, RecipeData } from '@rasoi/domain/recipes';
import { dateAfter, localDateAt } from '@rasoi/domain/slot-dates';
import { useAuth } from '../../lib/session-store.ts';
import { kitchenData } from '../../test/kitchen-data.ts';
import { aMeal, renderApp } from '../../test/render.tsx';
import { serveApi, success } from '../../test/slot-data.ts';
import { IngredientsPage } from './ingredients-page.tsx';
import { MarketListPage } from './market-list-page.tsx';
import { RecipePage } from './recipe-page.tsx';

/** The seller's ingredients, recipe and market list pages (issue 28 part 3, D109, D110). */
const RICE: Ingredient = {
  _id: 'rice',
  name: 'Rice',
  name_hi: 'चावल',
  unit: 'kg',
  pack_milli: 5000,
  diet_tags: [],
  price: { price_paise: 6000, from_day: '2026-11-01' },
  next_price: null,
};
const GARLIC: Ingredient = {
  ...RICE,
  _id: 'garlic',
  name: 'Garlic',
  name_hi: null,
  pack_milli: 250,
  diet_tags: ['garlic'],
  price: null,
};

beforeEach(() => useAuth.setState({ token: 'seller-token' }));
afterEach(() => vi.unstubAllGlobals());

describe('the Ingredients page', () => {
  it('lists each ingredient with its pack, tags and price, and adds one in thousandths of its unit', async () => {
    const calls = serveApi({
      'GET /kitchen': () => success(kitchenData()),
      'GET /ingredients': () => success({ ingredients: [GARLIC, RICE] }),
      'POST /ingredients': (call) => ({
        status: 201,
        ...success({ ingredient: { ...RICE, ...(call.body as Partial<Ingredient>), _id: 'new' } }),
      }),
    });
    renderApp(<IngredientsPage />, { path: '/seller/ingredients' });

    const rice = within(await screen.findByRole('article', { name: 'Rice' }));
    expect(rice.getByText(m.ingredientPackWords({ pack: '5 kg' }))).toBeTruthy();
    expect(rice.getByText(m.ingredientPriceNow({ price: '₹60', unit: m.unitKg() }))).toBeTruthy();
    const garlic = within(screen.getByRole('article', { name: 'Garlic' }));
    expect(garlic.getByText(m.ingredientNoPrice())).toBeTruthy();
    expect(garlic.getByText(`${m.ingredientPackWords({ pack: '250 g' })} · ${m.dietTagGarlic()}`)).toBeTruthy();

    const form = within(screen.getByRole('form', { name: m.ingredientAdd() }));
    fireEvent.change(form.getByLabelText(m.ingredientName()), { target: { value: 'Mustard oil' } });
    fireEvent.change(form.getByLabelText(m.ingredientUnit()), { target: { value: 'litre' } });
    fireEvent.change(form.getByLabelText(m.ingredientPack({ unit: m.unitLitre() })), { target: { value: '0.5' } });
    fireEvent.click(form.getByRole('button', { name: m.ingredientSave() }));
    await screen.findByText(m.ingredientSaved());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/ingredients',
        body: { name: 'Mustard oil', name_hi: null, unit: 'litre', pack_milli: 500, diet_tags: [] },
      },
    ]);
  });

  it('sets a price in rupees from a day, and says a wrong amount before sending', async () => {
    const calls = serveApi({
      'GET /kitchen': () => success(kitchenData()),
      'GET /ingredients': () => success({ ingredients: [RICE] }),
      'POST /ingredients/rice/prices': () => success({ ingredient: RICE }),
    });
    renderApp(<IngredientsPage />, { path: '/seller/ingredients' });
    fireEvent.click(await screen.findByRole('button', { name: m.ingredientSetPriceNamed({ name: 'Rice' }) }));
    const form = within(screen.getByRole('form', { name: m.ingredientSetPriceNamed({ name: 'Rice' }) }));
    const price = form.getByLabelText(m.ingredientPriceLabel({ unit: m.unitKg() }));
    fireEvent.change(price, { target: { value: '62.555' } });
    fireEvent.click(form.getByRole('button', { name: m.ingredientPriceSave() }));
    expect(await form.findByText(m.rupeesInvalid())).toBeTruthy();
    fireEvent.change(price, { target: { value: '62.5' } });
    fireEvent.change(form.getByLabelText(m.ingredientPriceDay()), { target: { value: '2026-12-10' } });
    fireEvent.click(form.getByRole('button', { name: m.ingredientPriceSave() }));
    await screen.findByText(m.ingredientPriceSaved());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/ingredients/rice/prices', body: { price_paise: 6250, from_day: '2026-12-10' } },
    ]);
  });
});

describe('the recipe page', () => {
  const recipe: RecipeData = {
    kind: 'meal',
    item_id: 'thali-1',
    name: 'Rajma thali',
    name_hi: null,
    lines: [{ ingredient_id: 'rice', name: 'Rice', name_hi: null, unit: 'kg', quantity_milli: 150, cost_paise: 900 }],
    dishes: [{ _id: 'dal-1', name: 'Dal tadka', lines: [] }],
    cost: { cost_paise: 900, unpriced: 0, price_paise: 12000, margin_paise: 11100, margin_percent: 92.5 },
  };

  it("shows the plate's cost and margin, and saves the whole recipe in grams", async () => {
    const calls = serveApi({
      'GET /kitchen': () => success(kitchenData()),
      'GET /ingredients': () => success({ ingredients: [GARLIC, RICE] }),
      'GET /recipes/meal/thali-1': () => success(recipe),
      'POST /recipes/meal/thali-1': () => success(recipe),
    });
    renderApp(
      <Routes>
        <Route path="/seller/recipes/:kind/:id" element={<RecipePage />} />
      </Routes>,
      { path: '/seller/recipes/meal/thali-1' },
    );
    expect(await screen.findByRole('heading', { name: m.recipeTitle({ name: 'Rajma thali' }) })).toBeTruthy();
    expect(screen.getByText(m.plateCostLine({ cost: '₹9', margin: '₹111', percent: '92.5' }))).toBeTruthy();
    expect(screen.getByRole('link', { name: m.recipeDishEdit({ name: 'Dal tadka' }) })).toBeTruthy();

    const form = within(screen.getByRole('form', { name: m.recipeOwnLines() }));
    fireEvent.click(form.getByRole('button', { name: m.recipeAddLine() }));
    const selects = form.getAllByLabelText(m.recipeIngredient());
    fireEvent.change(selects[1]!, { target: { value: 'garlic' } });
    const quantities = form.getAllByLabelText(m.recipeQuantity({ unit: m.unitSmallKg() }));
    fireEvent.change(quantities[1]!, { target: { value: '4' } });
    fireEvent.click(form.getByRole('button', { name: m.recipeSave() }));
    await screen.findByText(m.recipeSaved());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/recipes/meal/thali-1',
        body: {
          lines: [
            { ingredient_id: 'rice', quantity_milli: 150 },
            { ingredient_id: 'garlic', quantity_milli: 4 },
          ],
        },
      },
    ]);
  });
});

describe('the market list page', () => {
  const tomorrow = dateAfter(localDateAt(new Date(), 'Asia/Kolkata'), 1);
  const list: MarketListData = {
    date: tomorrow,
    items: [
      {
        kind: 'meal',
        item_id: 'meal-1',
        name: 'Rajma thali',
        name_hi: null,
        ordered: 3,
        plan_meals: 2,
        estimate: 0,
        has_recipe: true,
      },
    ],
    lines: [
      {
        ingredient_id: 'rice',
        name: 'Rice',
        name_hi: null,
        unit: 'kg',
        needed_milli: 6200,
        pack_milli: 5000,
        packs: 2,
        buy_milli: 10000,
        price_paise: 6000,
        cost_paise: 60000,
      },
    ],
    cost_paise: 60000,
    unpriced: 0,
    unknown_plan_meals: 0,
  };

  it("lists tomorrow's packs to buy with the cost, and copies the list where the browser cannot share", async () => {
    const calls = serveApi({
      'GET /kitchen': () => success(kitchenData()),
      [`GET /market-list?date=${tomorrow}`]: () => success(list),
      'POST /market-list/estimates': (call) =>
        success({
          ...list,
          items: [{ ...list.items[0]!, estimate: (call.body as { items: { plates: number }[] }).items[0]!.plates }],
        }),
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderApp(<MarketListPage />, {
      path: '/seller/market-list',
      meals: [aMeal({ _id: 'meal-1', name: 'Rajma thali' })],
    });

    const toBuy = within(await screen.findByRole('list', { name: m.marketListToBuy() }));
    expect(toBuy.getByText('Rice')).toBeTruthy();
    expect(toBuy.getByText(`${m.marketListLine({ packs: '2', pack: '5 kg', needed: '6.2 kg' })} · ₹600`)).toBeTruthy();
    expect(screen.getByText(m.marketListTotal({ amount: '₹600' }))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: m.marketListShare() }));
    await screen.findByText(m.marketListCopied());
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Rice'));

    fireEvent.click(screen.getByText(m.marketListEstimateOpen()));
    fireEvent.change(screen.getByLabelText(m.marketListEstimate({ name: 'Rajma thali' })), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: m.marketListSaveEstimate() }));
    await screen.findByText(m.marketListEstimateSaved());
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        {
          method: 'POST',
          url: '/market-list/estimates',
          body: { date: tomorrow, items: [{ kind: 'meal', item_id: 'meal-1', plates: 4 }] },
        },
      ]),
    );
  });
});
