/**
 * The day's menu rule (issue 14), without zod so the customer's first load can carry it: a slot with
 * no menu rows offers the whole shown-and-active catalogue; a slot with rows offers only those items,
 * still only while they are shown and active (their own flags are read elsewhere).
 */

/** What a menu row names: a thali (`meal`) or a dish. */
export type MenuItemKind = 'meal' | 'dish';

/** What the rule reads of a slot's menu (GET /slots/:id/menu's `SlotMenu` has this shape). */
type MenuOffer = { all: boolean; meal_ids: readonly string[]; dish_ids: readonly string[] };

/** True when `menu` offers the item (before its own shown/active flags are read); no menu offers all. */
export function offersItem(menu: MenuOffer | null | undefined, kind: MenuItemKind, id: string): boolean {
  if (!menu || menu.all) return true;
  return (kind === 'meal' ? menu.meal_ids : menu.dish_ids).includes(id);
}

/**
 * The items of `meals` and `dishes` that `menu` offers, in their order (the web app filters the menu it
 * already has). Without a menu (not loaded, or the kitchen takes orders on demand) everything passes.
 */
export function itemsOnMenu<M extends { _id: string }, D extends { _id: string }>(
  menu: MenuOffer | null | undefined,
  meals: readonly M[],
  dishes: readonly D[],
): { meals: M[]; dishes: D[] } {
  return {
    meals: meals.filter((meal) => offersItem(menu, 'meal', meal._id)),
    dishes: dishes.filter((dish) => offersItem(menu, 'dish', dish._id)),
  };
}
