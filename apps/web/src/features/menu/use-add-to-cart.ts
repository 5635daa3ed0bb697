import type { Dish, Meal } from '@rasoi/domain/api';
import { cartProductOf } from '@rasoi/domain/cart';
import { m } from '@rasoi/domain/i18n/messages';
import { useUi } from '../../lib/ui-store.ts';
import { toast } from '../../lib/toast.ts';
import { useCart } from '../../lib/cart-store.ts';

/**
 * The menu's add actions (spec 2, 4). A thali goes in as type 'meal' and opens 'Complete your Meal';
 * a dish goes in as 'dish' (an add-on as 'addon') with the toast 'Item added to cart'. A sold-out
 * item is never added: the tap toasts 'Thali is not available for now'.
 */
export function useAddToCart() {
  const addItem = useCart((state) => state.addItem);
  const openOverlay = useUi((state) => state.openOverlay);
  const closeOverlay = useUi((state) => state.closeOverlay);

  function addMeal(meal: Meal) {
    if (!meal.is_active) {
      toast.error(m.itemUnavailable());
      return;
    }
    addItem({ ...cartProductOf(meal), type: 'meal' });
    openOverlay('customise', { dishId: meal._id });
  }

  function addDish(dish: Dish, { close = false }: { close?: boolean } = {}) {
    if (!dish.is_active) {
      toast.error(m.itemUnavailable());
      return;
    }
    addItem({ ...cartProductOf(dish), type: dish.sub_category === 'addon' ? 'addon' : 'dish' });
    toast.success(m.itemAdded());
    if (close) closeOverlay();
  }

  return { addMeal, addDish };
}
