import type { DishCategory, Tag, ThaliCategory } from '@rasoi/domain/constants';
import { DISH_CATEGORY_LABELS } from '@rasoi/domain/dish-category-labels';
import { m } from '@rasoi/domain/i18n/messages';

/** How the tag dropdown names the tags (spec 3, 9). */
export const TAG_LABELS: Record<Tag, () => string> = {
  'best-seller': m.bestSeller,
  trending: m.trending,
  quick: m.quick,
  'roti-mania': m.rotiMania,
  mini: m.mini,
};

/**
 * How the seller's screens name the thali categories (spec 3), read in the current language when shown
 * (issue 16, D62). The API's values stay as they are ('All In one thali' is stored and sent so); the
 * English reads the same.
 */
const THALI_CATEGORY_LABELS: Record<ThaliCategory, () => string> = {
  'All In one thali': m.thaliCategoryAllInOne,
  'Mini Thali': m.miniThali,
  'Comfort Thali': m.comfortThali,
  'Roti & Parathas': m.rotiAndParathas,
};

/** The category of the group of items whose category is in no known list (groupByCategory). */
export const OTHER_CATEGORY = 'other';

/**
 * A group's heading: a dish or thali category's words, 'Other' for the group of unknown categories, any
 * other stored category as it is (issue 16, D62).
 */
export function categoryLabel(category: string): string {
  if (category === OTHER_CATEGORY) return m.dishCategoryOther();
  if (Object.hasOwn(DISH_CATEGORY_LABELS, category)) return DISH_CATEGORY_LABELS[category as DishCategory]();
  if (Object.hasOwn(THALI_CATEGORY_LABELS, category)) return THALI_CATEGORY_LABELS[category as ThaliCategory]();
  return category;
}

/**
 * True when the item's name, description or category contains the search text (any case), the Hindi
 * name and description included (issue 16, D62).
 */
export function matchesSearch(
  item: {
    name: string;
    description?: string;
    category: string;
    name_hi?: string | null;
    description_hi?: string | null;
  },
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [item.name, item.description ?? '', item.category, item.name_hi ?? '', item.description_hi ?? ''].some(
    (text) => text.toLowerCase().includes(needle),
  );
}

/**
 * Groups items by category in the given order, leaving out empty groups; items of a category not in
 * `order` come last, in one group of category OTHER_CATEGORY (named by categoryLabel).
 */
export function groupByCategory<T extends { category: string }>(
  items: readonly T[],
  order: readonly string[],
): { category: string; items: T[] }[] {
  const known = order.map((category) => ({ category, items: items.filter((item) => item.category === category) }));
  const others = items.filter((item) => !order.includes(item.category));
  return [...known, ...(others.length ? [{ category: OTHER_CATEGORY, items: others }] : [])].filter(
    (group) => group.items.length > 0,
  );
}
