import { m } from '@rasoi/domain/i18n/messages';
import { formatPaise, formatRupees } from '../../ui/format.ts';
import { useFoodCost } from './api/get-food-cost.ts';
import type { IncomeScope } from './api/get-income.ts';

/**
 * The Income page's 'Cost of food sold' line (issue 28 part 3, D109): what the scope's plates cost at each
 * day's prices, beside the amount they sold for (the same orders as the figures above, cancelled left
 * out), and how many plates have no recipe. Nothing while it loads or when it fails: the figures stand alone.
 */
export function FoodCostLine({ scope, enabled }: { scope: IncomeScope; enabled: boolean }) {
  const cost = useFoodCost(scope, enabled);
  if (!cost.data) return null;
  const data = cost.data;
  return (
    <section aria-label={m.foodCostTitle()} className="mt-4 rounded-3xl bg-white p-4 ring-1 ring-line">
      <h2 className="font-bold text-ink">{m.foodCostTitle()}</h2>
      <p className="text-sm text-ink">
        {m.foodCostLine({
          plates: String(data.plates),
          cost: formatPaise(data.cost_paise),
          amount: formatRupees(data.amount),
        })}
      </p>
      {data.plates_without_recipe > 0 ? (
        <p className="text-sm text-muted">{m.foodCostWithoutRecipe({ count: data.plates_without_recipe })}</p>
      ) : null}
    </section>
  );
}
