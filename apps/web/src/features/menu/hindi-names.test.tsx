import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { useCart } from '../../lib/cart-store.ts';
import { useUi } from '../../lib/ui-store.ts';
import { aDish, aMeal, renderApp } from '../../test/render.tsx';
import { CustomiseSheet } from './customise-sheet.tsx';
import { DishDetailOverlay } from './dish-detail-overlay.tsx';
import { DishCard, MealCard } from './menu-card.tsx';
import { MenuRowCard } from './menu-card-row.tsx';
import { SearchResults } from './search-results.tsx';

const paneerThali = aMeal({
  _id: 'meal-9',
  name: 'Paneer Tikka Thali',
  description: 'Paneer tikka, dal makhani and two rotis.',
  name_hi: 'पनीर टिक्का थाली',
  description_hi: 'पनीर टिक्का, दाल मखनी और दो रोटी।',
});
const jeeraRice = aDish({
  _id: 'dish-9',
  name: 'Jeera Rice',
  description: 'Basmati with cumin.',
  sub_category: 'regular',
  category: 'rice',
});
const raita = aDish({ _id: 'raita', name: 'Boondi Raita', name_hi: 'बूंदी रायता', selling_price: 35 });

/** The customer reads Hindi (as the language switch leaves it, without the reload). */
const readHindi = () => void setLocale('hi', { reload: false });

describe("thali and dish names in the customer's language (issue 16, D62)", () => {
  beforeEach(() => {
    useCart.getState().clearCart();
    useUi.setState({ currentOverlay: null, currentDish: null });
  });
  afterEach(() => {
    void setLocale('en', { reload: false });
    localStorage.clear();
  });

  it("shows the seller's Hindi name and description in Hindi, and the English where there is none, marked English", () => {
    readHindi();
    renderApp(
      <>
        <MealCard meal={paneerThali} card={MenuRowCard} />
        <DishCard dish={jeeraRice} card={MenuRowCard} />
      </>,
    );
    const [thali, dish] = screen.getAllByRole('article');
    const hindiName = within(thali!).getByText('पनीर टिक्का थाली');
    // The page is in Hindi: its own lang covers the Hindi text.
    expect(hindiName.hasAttribute('lang')).toBe(false);
    expect(within(thali!).getByText('पनीर टिक्का, दाल मखनी और दो रोटी।')).toBeTruthy();
    expect(within(thali!).queryByText('Paneer Tikka Thali')).toBeNull();
    expect(within(dish!).getByText('Jeera Rice').getAttribute('lang')).toBe('en');
    expect(within(dish!).getByText('Basmati with cumin.').getAttribute('lang')).toBe('en');
  });

  it('shows the English names in English, Hindi ones or not', () => {
    renderApp(<MealCard meal={paneerThali} card={MenuRowCard} />);
    expect(screen.getByText('Paneer Tikka Thali').hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Paneer tikka, dal makhani and two rotis.')).toBeTruthy();
    expect(screen.queryByText('पनीर टिक्का थाली')).toBeNull();
  });

  it('names the dish detail in Hindi, and puts the thali in the cart with both names', () => {
    readHindi();
    useUi.setState({ currentOverlay: 'dish', currentDish: paneerThali._id });
    renderApp(<DishDetailOverlay />, { meals: [paneerThali] });
    const detail = screen.getByRole('dialog', { name: 'पनीर टिक्का थाली' });
    expect(within(detail).getByText('पनीर टिक्का, दाल मखनी और दो रोटी।')).toBeTruthy();
    expect(within(detail).getByRole('img', { name: 'पनीर टिक्का थाली' })).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: m.addCaps() }));
    expect(useCart.getState().items).toMatchObject([
      { id: 'meal-9', title: 'Paneer Tikka Thali', titleHi: 'पनीर टिक्का थाली' },
    ]);
  });

  it('finds an item by its Hindi or English name, and lists it in Hindi', () => {
    readHindi();
    const { unmount } = renderApp(<SearchResults meals={[paneerThali]} dishes={[jeeraRice]} query="पनीर" />);
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('पनीर टिक्का थाली')]);
    unmount();
    renderApp(<SearchResults meals={[paneerThali]} dishes={[jeeraRice]} query="rice" />);
    expect(within(screen.getByRole('list')).getByText('Jeera Rice').getAttribute('lang')).toBe('en');
  });

  it('lists the add-ons of Complete your Meal in Hindi', () => {
    readHindi();
    useUi.setState({ currentOverlay: 'customise' });
    renderApp(<CustomiseSheet />, { dishes: [raita] });
    const toggle = screen.getByRole('button', { pressed: false });
    expect(toggle.textContent).toContain('बूंदी रायता');
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: /\(1\)$/ }));
    expect(useCart.getState().items).toMatchObject([{ id: 'raita', type: 'addon', titleHi: 'बूंदी रायता' }]);
  });
});
