import type { Dish, Meal } from '@rasoi/domain/api';
import { useUi } from '../../lib/ui-store.ts';
import { formatRupees } from '../../ui/format.ts';
import { VegMark } from '../../ui/veg-mark.tsx';
import { FoodImage } from './menu-card.tsx';
import { searchMenu } from '../../lib/menu-items.ts';
import { m } from '@rasoi/domain/i18n/messages';
import { getLocale } from '@rasoi/domain/locale';
import { localized } from '@rasoi/domain/localized';

type ResultProps = {
  name: string;
  nameLang: string | undefined;
  img?: string;
  price: number;
  available: boolean;
  onOpen: () => void;
};

function Result({ name, nameLang, img, price, available, onOpen }: ResultProps) {
  return (
    <li>
      <button type="button" onClick={onOpen} className="flex min-h-14 w-full items-center gap-3 py-2 text-left">
        <FoodImage
          src={img}
          alt=""
          sizes="48px"
          className={`size-12 shrink-0 rounded-xl ${available ? '' : 'grayscale'}`}
        />
        <VegMark />
        <span lang={nameLang} className="flex-1 font-medium text-ink">
          {name}
        </span>
        <span className="text-sm font-semibold text-ink">{formatRupees(price)}</span>
      </button>
    </li>
  );
}

/**
 * The home search's results (spec 2 'Home'): the shown thalis and dishes whose English or Hindi names
 * match `query`, named in the customer's language (issue 16, D62), or a line saying nothing matches; a
 * result opens its details. Loaded by menu-search.tsx on first use.
 */
export function SearchResults({
  meals,
  dishes,
  query,
}: {
  meals: readonly Meal[];
  dishes: readonly Dish[];
  query: string;
}) {
  const openOverlay = useUi((state) => state.openOverlay);
  const results = searchMenu(meals, dishes, query);
  const locale = getLocale();
  const count = results.meals.length + results.dishes.length;
  return (
    <div aria-live="polite" className="mt-2 rounded-2xl bg-white px-4 py-1 ring-1 ring-line">
      {count === 0 ? (
        <p className="py-4 text-center text-sm text-muted">{m.noMenuMatchQuery({ query: query.trim() })}</p>
      ) : (
        <ul aria-label={m.searchResults()} className="divide-y divide-line">
          {[...results.meals, ...results.dishes].map((item) => {
            const { name, nameLang } = localized(item, locale);
            return (
              <Result
                key={item._id}
                name={name}
                nameLang={nameLang}
                img={item.img_url[0]}
                price={item.selling_price}
                available={item.is_active}
                onOpen={() => openOverlay('dish', { dishId: item._id })}
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
