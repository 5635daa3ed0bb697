import { THALI_CATEGORIES } from '@rasoi/domain/constants';
import { Button } from '../../ui/button.tsx';
import { useSellerMeals } from './api/get-seller-meals.ts';
import { categoryLabel, groupByCategory, matchesSearch } from './catalogue-labels.ts';
import { CategoryGroup } from './category-group.tsx';
import { ListSkeleton, ListEmpty } from '../../ui/list-states.tsx';
import { ThaliRow } from './thali-row.tsx';
import { m } from '@rasoi/domain/i18n/messages';

/**
 * The seller's thalis grouped by category, the first group open (spec 2 'Saved Thalis'); a search
 * opens every group it finds something in.
 */
export function ThaliGroups({ search }: { search: string }) {
  const { data: meals, isPending, isError, error, refetch } = useSellerMeals();
  if (isPending) return <ListSkeleton />;
  if (isError && !meals)
    return (
      <div className="mt-6 text-center">
        <p className="text-muted">{error.message}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
          {m.tryAgain()}
        </Button>
      </div>
    );
  const groups = groupByCategory(
    meals.filter((meal) => matchesSearch(meal, search)),
    THALI_CATEGORIES,
  );
  if (groups.length === 0)
    return <ListEmpty text={search ? m.noThalisMatchQuery({ query: search.trim() }) : m.noThalisYetAddOne()} />;
  const searching = search.trim() !== '';
  return (
    <div className="space-y-3">
      {groups.map((group, index) => (
        <CategoryGroup
          key={`${group.category}-${searching}`}
          title={categoryLabel(group.category)}
          count={group.items.length}
          defaultOpen={searching || index === 0}
        >
          {group.items.map((meal) => (
            <ThaliRow key={meal._id} meal={meal} />
          ))}
        </CategoryGroup>
      ))}
    </div>
  );
}
