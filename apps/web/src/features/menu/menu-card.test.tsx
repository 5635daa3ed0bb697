import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { setLocale } from '@rasoi/domain/locale';
import { useUi } from '../../lib/ui-store.ts';
import { aDish, aMeal, renderApp } from '../../test/render.tsx';
import { useCart } from '../../lib/cart-store.ts';
import { CustomiseSheet } from './customise-sheet.tsx';
import { DishDetailOverlay } from './dish-detail-overlay.tsx';
import { DishCard, MealCard } from './menu-card.tsx';

describe('menu cards', () => {
  beforeEach(() => {
    useCart.getState().clearCart();
    useUi.setState({ currentOverlay: null, currentDish: null });
  });
  afterEach(() => void setLocale('en', { reload: false }));

  it("names a thali's tag in the chosen language (issue 16, D62)", () => {
    renderApp(<MealCard meal={aMeal({ tag: 'quick' })} />);
    expect(screen.getByText('Quick bite')).toBeTruthy();
    void setLocale('hi', { reload: false });
    renderApp(<MealCard meal={aMeal({ _id: 'meal-hi', tag: 'best-seller' })} />);
    expect(screen.getByText('बेस्टसेलर')).toBeTruthy();
  });

  it('shows the selling price and the same struck price as the detail: the actual price (issue 15)', () => {
    const meal = aMeal({ selling_price: 139, actual_price: 179 });
    useUi.setState({ currentOverlay: 'dish', currentDish: meal._id });
    renderApp(
      <>
        <MealCard meal={meal} />
        <DishDetailOverlay />
      </>,
      { meals: [meal] },
    );
    const card = screen.getByRole('article');
    const detail = screen.getByRole('dialog', { hidden: true });
    expect(within(card).getByText('₹139')).toBeTruthy();
    expect(within(card).getByText('customisable')).toBeTruthy();
    // Struck, and read as 'was ₹179' (issue 16, D61).
    const struck = (_: string, element: Element | null) =>
      element?.tagName === 'S' && element.textContent === 'was ₹179';
    expect(within(card).getByText(struck)).toBeTruthy();
    expect(within(detail).getByText(struck)).toBeTruthy();
    expect(screen.queryByText('₹186')).toBeNull();
  });

  it('strikes no price on the card or the detail when the actual price is not above the selling price', () => {
    const meal = aMeal({ selling_price: 139, actual_price: 139 });
    useUi.setState({ currentOverlay: 'dish', currentDish: meal._id });
    renderApp(
      <>
        <MealCard meal={meal} />
        <DishDetailOverlay />
      </>,
      { meals: [meal] },
    );
    expect(screen.getAllByText('₹139').map((price) => price.tagName)).toEqual(['SPAN', 'SPAN']);
    expect(screen.queryByLabelText(/^was /)).toBeNull();
  });

  it("lets the browser download an uploaded photo's 400 or 800 px WebP to fit the card", () => {
    const key = '6921a3c0f1e2d3c4b5a69788';
    renderApp(<MealCard meal={aMeal({ img_url: [`/images/uploads/${key}-800.webp`] })} />);
    const picture = screen.getByRole('img', { name: 'Rajma Chawal Thali' });
    expect(picture.getAttribute('srcset')).toBe(
      `/images/uploads/${key}-400.webp 400w, /images/uploads/${key}-800.webp 800w`,
    );
    expect(picture.getAttribute('sizes')).toMatch(/^\d+px$/);
  });

  it('sends a demo picture as it is, with no srcset', () => {
    renderApp(<MealCard meal={aMeal({ img_url: ['/images/seed/rajma-chawal.svg'] })} />);
    const picture = screen.getByRole('img', { name: 'Rajma Chawal Thali' });
    expect(picture.getAttribute('srcset')).toBeNull();
    expect(picture.getAttribute('sizes')).toBeNull();
  });

  it('adds a thali to the cart and opens Complete your Meal', () => {
    renderApp(<MealCard meal={aMeal()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Rajma Chawal Thali to cart' }));
    expect(useCart.getState().items).toMatchObject([{ id: 'meal-1', type: 'meal', quantity: 1, price: 139 }]);
    expect(useUi.getState().currentOverlay).toBe('customise');
  });

  it("names the ADD button in Hindi's word order: the thali, then 'कार्ट में जोड़ें' (issue 16, D62)", () => {
    void setLocale('hi', { reload: false });
    try {
      renderApp(<MealCard meal={aMeal()} />);
      expect(screen.getByRole('button', { name: 'Rajma Chawal Thali कार्ट में जोड़ें' })).toBeTruthy();
    } finally {
      void setLocale('en', { reload: false });
    }
  });

  it('greys a sold-out thali, offers no ADD, and a tap explains', async () => {
    renderApp(<MealCard meal={aMeal({ is_active: false })} />);
    expect(screen.getByText('Sold Out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rajma Chawal Thali' }));
    expect(await screen.findByText('Thali is not available for now')).toBeTruthy();
    expect(useCart.getState().items).toEqual([]);
    expect(useUi.getState().currentOverlay).toBeNull();
  });

  it('opens the dish detail when the card is tapped', () => {
    renderApp(<MealCard meal={aMeal()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rajma Chawal Thali' }));
    expect(useUi.getState()).toMatchObject({ currentOverlay: 'dish', currentDish: 'meal-1' });
  });

  it('adds a beverage as a dish with a toast', async () => {
    renderApp(
      <DishCard
        dish={aDish({
          _id: 'chaas',
          name: 'Masala Chaas',
          category: 'beverages',
          sub_category: 'regular',
          selling_price: 30,
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Masala Chaas to cart' }));
    expect(useCart.getState().items).toMatchObject([{ id: 'chaas', type: 'dish', quantity: 1 }]);
    expect(await screen.findByText('Item added to cart')).toBeTruthy();
  });
});

describe('Complete your Meal', () => {
  beforeEach(() => {
    useCart.getState().clearCart();
    useUi.setState({ currentOverlay: 'customise' });
  });

  it('lists only shown, available add-ons and adds the selected ones as add-ons', async () => {
    const dishes = [
      aDish({ _id: 'raita', name: 'Boondi Raita', selling_price: 35 }),
      aDish({ _id: 'papad', name: 'Papad', selling_price: 20 }),
      aDish({ _id: 'hidden', name: 'Hidden Pickle', is_show: false }),
      aDish({ _id: 'gone', name: 'Sold Out Salad', is_active: false }),
      aDish({ _id: 'dal', name: 'Dal Tadka', sub_category: 'regular' }),
    ];
    renderApp(<CustomiseSheet />, { dishes });
    expect(screen.getByRole('heading', { name: 'Complete your Meal' })).toBeTruthy();
    const toggles = screen.getAllByRole('button', { pressed: false });
    expect(toggles.map((toggle) => toggle.textContent)).toEqual(['Boondi Raita₹35', 'Papad₹20']);

    fireEvent.click(screen.getByRole('button', { name: /Boondi Raita/ }));
    expect(screen.getByRole('button', { name: /Boondi Raita/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Add to meal (1)' }));

    expect(useCart.getState().items).toMatchObject([{ id: 'raita', type: 'addon', quantity: 1, price: 35 }]);
    expect(useUi.getState().currentOverlay).toBeNull();
    expect(await screen.findByText('Item added to cart')).toBeTruthy();
  });

  it('closes without adding anything from the close icon', () => {
    renderApp(<CustomiseSheet />, { dishes: [aDish()] });
    fireEvent.click(screen.getByRole('button', { name: /Boondi Raita/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useCart.getState().items).toEqual([]);
    expect(useUi.getState().currentOverlay).toBeNull();
  });
});
