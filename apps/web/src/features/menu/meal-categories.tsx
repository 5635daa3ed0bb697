import { Link } from 'react-router';
import type { Meal } from '@rasoi/domain/api';
import type { ThaliCategory } from '@rasoi/domain/constants';
import { paths } from '../../lib/paths.ts';
import { FoodImage } from './menu-card.tsx';
import { FULL_MENU_SECTION_IDS } from './menu-sections.ts';
import { m } from '@rasoi/domain/i18n/messages';

/* eslint-disable no-restricted-syntax -- `category` is the API's thali category value, not a text */
const categories = (): readonly { label: string; category: ThaliCategory }[] => [
  { label: m.allInOneThali(), category: 'All In one thali' },
  { label: m.miniThali(), category: 'Mini Thali' },
  { label: m.comfortThali(), category: 'Comfort Thali' },
];
/* eslint-enable no-restricted-syntax */

/**
 * The home's meal categories (spec 2 'Home'): All-In 1-Thali, Mini Thali and Comfort Thali, each
 * going to its section of the full menu; the picture is a thali of that category when there is one.
 */
export function MealCategories({ meals }: { meals: readonly Meal[] }) {
  return (
    <section aria-label={m.mealCategories()} className="px-4 py-3">
      <h2 className="font-display text-xl font-bold text-ink">{m.whatsCookingToday()}</h2>
      <ul className="mt-3 grid grid-cols-3 gap-3">
        {categories().map(({ label, category }) => {
          const sample = meals.find((meal) => meal.category === category);
          return (
            <li key={category}>
              <Link
                to={{ pathname: paths.fullMenu, hash: FULL_MENU_SECTION_IDS[category] }}
                className="flex h-full flex-col items-center gap-2 rounded-2xl bg-white p-2 pb-3 text-center shadow-[0_4px_14px_-6px_rgba(124,45,18,0.25)] ring-1 ring-line/70"
              >
                <FoodImage
                  src={sample?.img_url[0]}
                  alt=""
                  eager
                  sizes="33vw"
                  className="aspect-square w-full rounded-xl"
                />
                <span className="text-sm leading-tight font-semibold text-ink">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
