import { useEffect, useRef } from 'react';
import { useTabParam } from '../../lib/use-tab-param.ts';
import type { Dish } from '@rasoi/domain/api';
import { DISH_CATEGORIES, type DishSubCategory } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import { useSellerDishes } from './api/get-seller-dishes.ts';
import { categoryLabel, groupByCategory, matchesSearch } from './catalogue-labels.ts';
import { CategoryGroup } from './category-group.tsx';
import { DishRow } from './dish-row.tsx';
import { ListEmpty, ListSkeleton } from '../../ui/list-states.tsx';

const TABS: readonly { id: DishSubCategory; label: () => string; empty: () => string }[] = [
  { id: 'regular', label: m.regularDishes, empty: m.noRegularDishes },
  { id: 'addon', label: m.addons, empty: m.noAddonDishes },
];

/** The tabs' values, the URL's `kind` (issue 12, D38). */
const DISH_KINDS = TABS.map((item) => item.id);

type DishesPanelProps = { search: string; toastOnLoad?: boolean };

/**
 * The seller's dishes (spec 2 'Saved Dishes'): tabs Regular and Addons, each grouped by category with
 * the first group open, and the spec's empty texts. With `toastOnLoad` it says 'Dishes loaded
 * successfully' once when the list arrives.
 */
export function DishesPanel({ search, toastOnLoad = false }: DishesPanelProps) {
  const [tab, setTab] = useTabParam('kind', DISH_KINDS);
  const { data: dishes, isPending, isError, error, refetch, isSuccess } = useSellerDishes();
  const toasted = useRef(false);

  useEffect(() => {
    if (!toastOnLoad || !isSuccess || toasted.current) return;
    toasted.current = true;
    toast.success(m.dishesLoaded(), { id: 'dishes-loaded' });
  }, [toastOnLoad, isSuccess]);

  const current = TABS.find((item) => item.id === tab) ?? TABS[0]!;
  const searching = search.trim() !== '';
  const groups = groupByCategory<Dish>(
    (dishes ?? []).filter((dish) => dish.sub_category === tab && matchesSearch(dish, search)),
    DISH_CATEGORIES,
  );

  return (
    <div>
      <div
        role="tablist"
        aria-label={m.dishType()}
        className="grid grid-cols-2 gap-1 rounded-2xl bg-white p-1 ring-1 ring-line"
      >
        {TABS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            onClick={() => setTab(item.id)}
            className={`min-h-10 rounded-xl text-sm font-semibold transition-colors ${
              tab === item.id ? 'bg-primary text-white shadow-sm' : 'text-muted hover:bg-primary-soft'
            }`}
          >
            {item.label()}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={current.label()} className="mt-4">
        {isPending ? (
          <ListSkeleton />
        ) : isError && !dishes ? (
          <div className="mt-6 text-center">
            <p className="text-muted">{error.message}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
              {m.tryAgain()}
            </Button>
          </div>
        ) : groups.length === 0 ? (
          <ListEmpty text={searching ? m.noDishesMatchQuery({ query: search.trim() }) : current.empty()} />
        ) : (
          <div className="space-y-3">
            {groups.map((group, index) => (
              <CategoryGroup
                key={`${tab}-${group.category}-${searching}`}
                title={categoryLabel(group.category)}
                count={group.items.length}
                defaultOpen={searching || index === 0}
              >
                {group.items.map((dish) => (
                  <DishRow key={dish._id} dish={dish} />
                ))}
              </CategoryGroup>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
