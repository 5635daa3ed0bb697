import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import { anOrder } from '../../test/order-data.ts';
import { renderApp } from '../../test/render.tsx';
import { SellerOrderCard } from './seller-order-card.tsx';

/** The seller's order card shows the customer's diet notes without opening it (issue 15, D55). */
describe("the seller's order card (issue 15)", () => {
  it('shows the diet notes as badges and the note as plain text, closed', () => {
    const note = 'No green chilli <please>';
    renderApp(
      <ul>
        <SellerOrderCard
          order={anOrder({ diet: { jain: true, no_onion_garlic: true, spice: 'spicy', less_oil: true, note } })}
        />
      </ul>,
    );

    const header = within(screen.getByRole('button', { expanded: false }));
    for (const badge of [m.dietJain(), m.dietNoOnionGarlic(), m.dietSpiceSpicyBadge(), m.dietLessOil()]) {
      expect(header.getByText(badge)).toBeTruthy();
    }
    expect(header.getByText(note)).toBeTruthy();
  });

  it('shows nothing more for an order without notes', () => {
    renderApp(
      <ul>
        <SellerOrderCard order={anOrder()} />
      </ul>,
    );
    expect(screen.queryByText(m.dietJain())).toBeNull();
  });
});

/** A tiffin plan's meal (issue 26, D92): marked on the card, paid from the household account. */
describe("the seller's order card for a plan meal", () => {
  it("carries a 'Tiffin plan' badge, closed, and says once that it was paid from the account", () => {
    renderApp(
      <ul>
        <SellerOrderCard
          order={anOrder({
            placed_by: 'plan',
            payment_method: 'ACCOUNT',
            collected_by: 'account',
            collected_at: '2026-11-26T04:00:00.000Z',
          })}
        />
      </ul>,
    );
    const header = within(screen.getByRole('button', { expanded: false }));
    expect(header.getByText(m.planMealBadge())).toBeTruthy();
    expect(header.queryByText(m.phoneOrderBadge())).toBeNull();
    expect(screen.getAllByText(new RegExp(m.paidFromAccount()))).toHaveLength(1);
    expect(screen.queryByText(new RegExp(m.notCollected()))).toBeNull();
  });

  it("leaves a customer's and a phone order unmarked", () => {
    renderApp(
      <ul>
        <SellerOrderCard order={anOrder()} />
        <SellerOrderCard order={anOrder({ _id: 'kitchen-order', placed_by: 'kitchen' })} />
      </ul>,
    );
    expect(screen.queryByText(m.planMealBadge())).toBeNull();
    expect(screen.getByText(m.phoneOrderBadge())).toBeTruthy();
  });
});

/** An order's bill (issue 28, D107): the card links to it once the order has one. */
describe("the seller's order card and the order's bill", () => {
  it('links a delivered order to its bill, named with its number, and an order on its way to none', () => {
    renderApp(
      <ul>
        <SellerOrderCard order={anOrder({ _id: 'order-0007', status: 'Delivered' })} defaultOpen />
        <SellerOrderCard order={anOrder({ _id: 'order-0008', status: 'Out For Delivery' })} defaultOpen />
      </ul>,
    );
    const links = screen.getAllByRole('link', { name: new RegExp(`^${m.billOpen()}`) });
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/seller/orders/order-0007/bill');
    expect(links[0]!.getAttribute('aria-label')).toBe(m.billOpenOf({ number: '#0007' }));
  });
});
