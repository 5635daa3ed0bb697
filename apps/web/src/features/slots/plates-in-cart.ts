import type { CartItem } from '@rasoi/domain/cart';

/** Plates the cart's order would take from a slot (issue 14, D47): its thalis; add-ons and dishes take none. */
export function platesInCart(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => (item.type === 'meal' ? sum + item.quantity : sum), 0);
}
