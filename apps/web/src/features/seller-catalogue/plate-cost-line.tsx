import { Link } from 'react-router';
import { m } from '@rasoi/domain/i18n/messages';
import type { RecipeKind } from '@rasoi/domain/recipes';
import { usePlateCosts } from '../../api/plate-costs.ts';
import { recipePath } from '../../lib/paths.ts';
import { plateCostWords } from '../../ui/plate-cost-words.ts';

/**
 * A menu row's plate cost and margin at today's prices (issue 28 part 3, D109; GET /plate-costs), or 'No
 * recipe yet', and the link to the item's recipe page ('Recipe', named for the item).
 */
export function PlateCostLine({ kind, id, name }: { kind: RecipeKind; id: string; name: string }) {
  const costs = usePlateCosts();
  const cost = costs.data?.find((each) => each.kind === kind && each.item_id === id);
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
      {costs.data ? <span>{cost ? plateCostWords(cost) : m.plateCostNone()}</span> : null}
      <Link
        to={recipePath(kind, id)}
        aria-label={m.recipeDishEdit({ name })}
        className="inline-flex min-h-11 items-center font-semibold text-primary underline"
      >
        {m.recipeLink()}
      </Link>
    </p>
  );
}
