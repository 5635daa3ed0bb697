import { useEffect, useId, useState } from 'react';
import { Search, X } from 'lucide-react';
import type { Dish, Meal } from '@rasoi/domain/api';
import { ROTATION_MS, SEARCH_HINTS } from '@rasoi/domain/constants';
import { useUi } from '../../app/ui-store.ts';
import { formatRupees } from '../../ui/format.ts';
import { VegMark } from '../../ui/veg-mark.tsx';
import { FoodImage } from './menu-card.tsx';
import { searchMenu } from './menu-items.ts';

/** The hint word shown now: Thali, Dish, Beverage, one every 3 s (spec 2 'Home'). */
export function useRotatingHint(): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % SEARCH_HINTS.length), ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);
  return SEARCH_HINTS[index] ?? SEARCH_HINTS[0];
}

type ResultProps = { name: string; img?: string; price: number; available: boolean; onOpen: () => void };

function Result({ name, img, price, available, onOpen }: ResultProps) {
  return (
    <li>
      <button type="button" onClick={onOpen} className="flex min-h-14 w-full items-center gap-3 py-2 text-left">
        <FoodImage src={img} alt="" className={`size-12 shrink-0 rounded-xl ${available ? '' : 'grayscale'}`} />
        <VegMark />
        <span className="flex-1 font-medium text-ink">{name}</span>
        <span className="text-sm font-semibold text-ink">{formatRupees(price)}</span>
      </button>
    </li>
  );
}

/**
 * The home search box (spec 2 'Home'): its hint rotates Thali / Dish / Beverage every 3 s, and what
 * is typed filters the shown thalis and dishes by name into a results list; a result opens its details.
 */
export function MenuSearch({ meals, dishes }: { meals: readonly Meal[]; dishes: readonly Dish[] }) {
  const inputId = useId();
  const hint = useRotatingHint();
  const [query, setQuery] = useState('');
  const openOverlay = useUi((state) => state.openOverlay);
  const results = searchMenu(meals, dishes, query);
  const count = results.meals.length + results.dishes.length;

  return (
    <div role="search" className="px-4 pt-3 pb-1">
      <label htmlFor={inputId} className="sr-only">
        Search the menu
      </label>
      <div className="flex items-center gap-2 rounded-2xl bg-white px-4 shadow-[0_4px_14px_-6px_rgba(124,45,18,0.25)] ring-1 ring-line focus-within:ring-2 focus-within:ring-primary/40">
        <Search aria-hidden="true" className="size-5 text-primary" />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={`Search for '${hint}'`}
          autoComplete="off"
          className="min-h-12 w-full min-w-0 bg-transparent text-base text-ink outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
        />
        {query ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => setQuery('')}
            className="-mr-2 grid size-11 place-items-center text-muted"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {query.trim() ? (
        <div aria-live="polite" className="mt-2 rounded-2xl bg-white px-4 py-1 ring-1 ring-line">
          {count === 0 ? (
            <p className="py-4 text-center text-sm text-muted">Nothing on today's menu matches “{query.trim()}”.</p>
          ) : (
            <ul aria-label="Search results" className="divide-y divide-line">
              {results.meals.map((meal) => (
                <Result
                  key={meal._id}
                  name={meal.name}
                  img={meal.img_url[0]}
                  price={meal.selling_price}
                  available={meal.is_active}
                  onOpen={() => openOverlay('dish', { dishId: meal._id })}
                />
              ))}
              {results.dishes.map((dish) => (
                <Result
                  key={dish._id}
                  name={dish.name}
                  img={dish.img_url[0]}
                  price={dish.selling_price}
                  available={dish.is_active}
                  onOpen={() => openOverlay('dish', { dishId: dish._id })}
                />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
