import { useEffect, useId, useState } from 'react';
import { Search, X } from 'lucide-react';
import type { Dish, Meal } from '@rasoi/domain/api';
import { ROTATION_MS } from '@rasoi/domain/constants';
import { useLoaded } from '../../ui/use-loaded.ts';
import { usePrefersReducedMotion } from '../../ui/use-prefers-reduced-motion.ts';
import { m } from '@rasoi/domain/i18n/messages';

// The words the hint rotates through, each read from the message table by name (issue 16, D62).
const SEARCH_HINTS = [m.searchHintThali, m.searchHintDish, m.searchHintBeverage] as const;

// The results list is needed only once something is typed: its own chunk, fetched when the box gets focus (issue 6).
const loadResults = () => import('./search-results.tsx');

/**
 * The search box's hint now: 'Search for 'Thali'', then Dish, then Beverage, one every 3 s (spec 2
 * 'Home'); with reduced motion one still hint naming all three (issue 16, D60). One message per
 * language, so Hindi reads ''थाली' खोजें' (issue 16, D62).
 */
export function useRotatingHint(): string {
  const still = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (still) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % SEARCH_HINTS.length), ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [still]);
  if (still) return m.searchHintStill();
  return m.searchForHint({ hint: (SEARCH_HINTS[index] ?? SEARCH_HINTS[0])() });
}

/**
 * The home search box (spec 2 'Home'): its hint rotates Thali / Dish / Beverage every 3 s (still with
 * reduced motion), and what
 * is typed filters the shown thalis and dishes by name into a results list; a result opens its details.
 */
export function MenuSearch({ meals, dishes }: { meals: readonly Meal[]; dishes: readonly Dish[] }) {
  const inputId = useId();
  const hint = useRotatingHint();
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const results = useLoaded(loadResults, focused || query !== '');

  return (
    <div role="search" className="px-4 pt-3 pb-1">
      <label htmlFor={inputId} className="sr-only">
        {m.searchTheMenu()}
      </label>
      <div className="flex items-center gap-2 rounded-2xl bg-white px-4 shadow-[0_4px_14px_-6px_rgba(124,45,18,0.25)] ring-1 ring-line focus-within:ring-2 focus-within:ring-primary/40">
        <Search aria-hidden="true" className="size-5 text-primary" />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onFocus={() => setFocused(true)}
          placeholder={hint}
          autoComplete="off"
          className="min-h-12 w-full min-w-0 bg-transparent text-base text-ink outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
        />
        {query ? (
          <button
            type="button"
            aria-label={m.clearSearch()}
            onClick={() => setQuery('')}
            className="-mr-2 grid size-11 place-items-center text-muted"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {query.trim() && results ? <results.SearchResults meals={meals} dishes={dishes} query={query} /> : null}
    </div>
  );
}
