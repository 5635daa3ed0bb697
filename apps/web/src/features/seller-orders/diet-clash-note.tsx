import { TriangleAlert } from 'lucide-react';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { getLocale } from '@rasoi/domain/locale';
import { localized } from '@rasoi/domain/localized';
import { dietClashes, dietClashWords, type ClashItem } from '@rasoi/domain/recipes';
import { useItemDietTags } from '../../api/item-diet-tags.ts';

/**
 * The order's diet clashes on its card (issue 28 part 3, D110): its Jain or 'no onion or garlic' note held
 * against the tagged ingredients of its thalis and dishes (GET /recipes/diet-tags) by the domain's rule,
 * 'Jain: Dal tadka has Garlic'. Nothing for an order without those notes, or before the tags load; the
 * tags are read only when the order has such a note.
 */
export function DietClashNote({ order }: { order: Order }) {
  const asks = order.diet.jain || order.diet.no_onion_garlic;
  const tags = useItemDietTags(asks);
  if (!asks || !tags.data) return null;
  const locale = getLocale();
  const tagged = (kind: 'meal' | 'dish', id: string | undefined) =>
    tags.data.find((item) => item.kind === kind && item.item_id === id)?.ingredients ?? [];
  const items: ClashItem[] = [
    ...(order.meals ?? []).flatMap((line) =>
      line.meal ? [{ name: localized(line.meal, locale).name, ingredients: tagged('meal', line.meal._id) }] : [],
    ),
    ...(order.dishes ?? []).flatMap((line) =>
      line.dish ? [{ name: localized(line.dish, locale).name, ingredients: tagged('dish', line.dish._id) }] : [],
    ),
  ];
  const clashes = dietClashes(order.diet, items);
  if (clashes.length === 0) return null;
  return (
    <span
      title={m.dietClashesLabel()}
      className="mt-1.5 flex items-start gap-1 rounded-xl bg-red-50 px-2 py-1 text-xs font-semibold text-red-800"
    >
      <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>{clashes.map(dietClashWords).join(' · ')}</span>
    </span>
  );
}
