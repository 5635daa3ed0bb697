import type { Dish, Meal } from '@rasoi/domain/api';
import type { DishCategory, Tag, ThaliCategory } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { nameMatches } from '@rasoi/domain/localized';

/** Shown items only: `is_show` decides whether an item appears at all (spec 4 'Item visibility'). */
export function shownMeals(meals: readonly Meal[] | undefined): Meal[] {
  return (meals ?? []).filter((meal) => meal.is_show);
}

export function shownDishes(dishes: readonly Dish[] | undefined): Dish[] {
  return (dishes ?? []).filter((dish) => dish.is_show);
}

export function mealsWithTag(meals: readonly Meal[], tag: Tag): Meal[] {
  return meals.filter((meal) => meal.tag === tag);
}

export function mealsInCategory(meals: readonly Meal[], category: ThaliCategory): Meal[] {
  return meals.filter((meal) => meal.category === category);
}

export function dishesInCategory(dishes: readonly Dish[], category: DishCategory): Dish[] {
  return dishes.filter((dish) => dish.category === category);
}

/** The add-ons offered with a thali: shown, available dishes of sub-category addon (spec 2 'customising'). */
export function availableAddons(dishes: readonly Dish[] | undefined): Dish[] {
  return (dishes ?? []).filter((dish) => dish.sub_category === 'addon' && dish.is_show && dish.is_active);
}

/** Words people read for the API's tag values (spec 3 'tag'). */
const TAG_LABELS: Record<Tag, () => string> = {
  'best-seller': m.tagBestseller,
  trending: m.trending,
  quick: m.tagQuickBite,
  'roti-mania': m.rotiMania,
  mini: m.tagMiniMeal,
};

/** The tag as the menu cards name it, in the current language (issue 16, D62); an unknown tag as it is. */
export function tagLabel(tag: Tag): string {
  return TAG_LABELS[tag]?.() ?? tag;
}

/**
 * Case-insensitive name search over shown thalis and dishes (spec 2 'Home' search box), on the English
 * and the Hindi name alike (issue 16, D62), whichever language the customer reads.
 */
export function searchMenu(
  meals: readonly Meal[],
  dishes: readonly Dish[],
  query: string,
): { meals: Meal[]; dishes: Dish[] } {
  const needle = query.trim().toLowerCase();
  if (!needle) return { meals: [], dishes: [] };
  return {
    meals: meals.filter((meal) => nameMatches(meal, needle)),
    dishes: dishes.filter((dish) => nameMatches(dish, needle)),
  };
}
