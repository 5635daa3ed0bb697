import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import { useAuth } from '../../lib/session-store.ts';
import { anOrder } from '../../test/order-data.ts';
import { renderApp } from '../../test/render.tsx';
import { serveApi, success } from '../../test/slot-data.ts';
import { SellerOrderCard } from './seller-order-card.tsx';

/** An order's diet notes against its items' ingredients, on the seller's card (issue 28 part 3, D110). */
const order = (diet: { jain: boolean; no_onion_garlic: boolean }) =>
  anOrder({
    diet: { ...diet, spice: null, less_oil: false, note: null },
    meals: [{ meal: { _id: 'thali-1', name: 'Rajma thali', name_hi: null, selling_price: 120 }, quantity: 1 }],
    dishes: [],
  });

beforeEach(() => {
  useAuth.setState({ token: 'seller-token' });
  serveApi({
    'GET /recipes/diet-tags': () =>
      success({
        items: [
          {
            kind: 'meal',
            item_id: 'thali-1',
            ingredients: [
              { name: 'Onion', diet_tags: ['onion'] },
              { name: 'Potato', diet_tags: ['root_vegetable'] },
            ],
          },
        ],
      }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the seller's order card's diet clashes", () => {
  it('names each ingredient a Jain order cannot have, closed', async () => {
    renderApp(
      <ul>
        <SellerOrderCard order={order({ jain: true, no_onion_garlic: false })} />
      </ul>,
    );
    const header = within(screen.getByRole('button', { expanded: false }));
    expect(
      await header.findByText(
        `${m.dietClash({ note: m.dietJain(), item: 'Rajma thali', ingredient: 'Onion' })} · ${m.dietClash({
          note: m.dietJain(),
          item: 'Rajma thali',
          ingredient: 'Potato',
        })}`,
      ),
    ).toBeTruthy();
  });

  it('holds no onion or garlic against onion only', async () => {
    renderApp(
      <ul>
        <SellerOrderCard order={order({ jain: false, no_onion_garlic: true })} />
      </ul>,
    );
    expect(
      await screen.findByText(m.dietClash({ note: m.dietNoOnionGarlic(), item: 'Rajma thali', ingredient: 'Onion' })),
    ).toBeTruthy();
    expect(screen.queryByText(/Potato/)).toBeNull();
  });
});
