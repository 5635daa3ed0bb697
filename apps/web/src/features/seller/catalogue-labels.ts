import type { Tag } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';

/** How the tag dropdown names the tags (spec 3, 9). */
export const TAG_LABELS: Record<Tag, string> = {
  'best-seller': m.bestSeller(),
  trending: m.trending(),
  quick: m.quick(),
  'roti-mania': m.rotiMania(),
  mini: m.mini(),
};

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

/** Groups items by category in the given order, leaving out empty groups. */
export function groupByCategory<T extends { category: string }>(
  items: readonly T[],
  order: readonly string[],
): { category: string; items: T[] }[] {
  const known = order.map((category) => ({ category, items: items.filter((item) => item.category === category) }));
  const others = items.filter((item) => !order.includes(item.category));
  return [...known, ...(others.length ? [{ category: 'Other', items: others }] : [])].filter(
    (group) => group.items.length > 0,
  );
}
