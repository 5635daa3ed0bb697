import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { ERROR_TOAST_MS } from '@rasoi/domain/constants';
import { useCart } from '../../lib/cart-store.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { dishesQueryOptions } from '../../api/get-dishes.ts';
import { mealsQueryOptions } from '../../api/get-meals.ts';
import { shownDishes, shownMeals } from '../../lib/menu-items.ts';
import { useOfferedItems } from '../../api/use-offered-items.ts';
import { leftOutMessage, orderAgainCart } from './order-again.ts';

/**
 * 'Order again' on a past order (issue 15, D57): reads today's menu as the home screen does (the shown
 * thalis and dishes the day's slot offers), replaces the cart's lines with the order's at today's
 * prices (orderAgainCart), says what was left out, and goes to the cart. `ready` is false until the
 * menu is read afresh; `cartHasItems` tells the button to ask before replacing.
 */
export function useOrderAgain() {
  // Fetched again whenever a page with the button opens (a 304 while unchanged): a thali the kitchen hid
  // since the menu was last read must be left out, not put back in the cart.
  const meals = useQuery({ ...mealsQueryOptions(), refetchOnMount: 'always' });
  const dishes = useQuery({ ...dishesQueryOptions(), refetchOnMount: 'always' });
  const offered = useOfferedItems(shownMeals(meals.data), shownDishes(dishes.data));
  const cartHasItems = useCart((state) => state.items.length > 0);
  const replaceItems = useCart((state) => state.replaceItems);
  const navigate = useNavigate();

  function fill(order: Pick<Order, 'meals' | 'dishes'>) {
    const { products, leftOut } = orderAgainCart(order, offered);
    const note = leftOutMessage(leftOut);
    if (products.length === 0) {
      void toast.error(m.orderAgainNothing(), { duration: ERROR_TOAST_MS });
      return;
    }
    replaceItems(products);
    // What was left out stays up as long as an error, so it can be read on the cart page.
    if (note) void toast(note, { duration: ERROR_TOAST_MS, icon: 'ℹ️' });
    else void toast.success(m.orderAgainFilled());
    void navigate(paths.cart);
  }

  const ready = meals.isSuccess && dishes.isSuccess && !meals.isFetching && !dishes.isFetching;
  return { ready, cartHasItems, fill };
}
