/**
 * The one 'was' price a thali shows struck out beside its selling price, on its card, its detail and the
 * seller's list alike (issue 15): its `actual_price` when that is above the selling price, else none.
 * Takes whole rupees; returns whole rupees, or null when nothing should be struck.
 */
export function wasPrice(meal: { readonly selling_price: number; readonly actual_price: number }): number | null {
  return meal.actual_price > meal.selling_price ? meal.actual_price : null;
}
