import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { BookOpen, X } from 'lucide-react';
import type { Dish, Meal } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { useDeferredData } from '../../api/use-deferred-data.ts';
import { useDishes } from '../../api/get-dishes.ts';
import { useMeals } from '../../api/get-meals.ts';
import { DishCard, MealCard } from './menu-card.tsx';
import { MenuRowCard } from './menu-card-row.tsx';
import { dishesInCategory, mealsInCategory, shownDishes, shownMeals } from '../../lib/menu-items.ts';
import { FULL_MENU_SECTION_IDS } from './menu-sections.ts';
import { useOfferedItems } from '../../api/use-offered-items.ts';
import { TiffinPlansLink } from '../../ui/tiffin-plans-link.tsx';

type Section = { id: string; title: string; meals: Meal[]; dishes: Dish[] };

/** The full menu's sections in order (spec 2 'Full Menu'); 'Hunger Thali' is the Comfort Thali category. */
function buildSections(meals: Meal[], dishes: Dish[]): Section[] {
  const rotis = [
    ...mealsInCategory(meals, 'Roti & Parathas'),
    ...meals.filter((meal) => meal.tag === 'roti-mania' && meal.category !== 'Roti & Parathas'),
  ];
  return [
    {
      id: FULL_MENU_SECTION_IDS['All In one thali'],
      title: m.menuSectionAllInOne(),
      meals: mealsInCategory(meals, 'All In one thali'),
      dishes: [],
    },
    {
      id: FULL_MENU_SECTION_IDS['Mini Thali'],
      title: m.miniThali(),
      meals: mealsInCategory(meals, 'Mini Thali'),
      dishes: [],
    },
    {
      id: FULL_MENU_SECTION_IDS['Comfort Thali'],
      title: m.menuSectionHunger(),
      meals: mealsInCategory(meals, 'Comfort Thali'),
      dishes: [],
    },
    { id: FULL_MENU_SECTION_IDS['Roti & Parathas'], title: m.rotiAndParathas(), meals: rotis, dishes: [] },
    { id: FULL_MENU_SECTION_IDS.sweets, title: m.sweets(), meals: [], dishes: dishesInCategory(dishes, 'deserts') },
    {
      id: FULL_MENU_SECTION_IDS.beverages,
      title: m.beverages(),
      meals: [],
      dishes: dishesInCategory(dishes, 'beverages'),
    },
  ];
}

function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * 'Menu of the Day' (spec 2 'Full Menu'): sections All In-1 Thali, Mini Thali, Hunger Thali,
 * Roti & Parathas, Sweets and Beverages, and a floating book button that toggles a jump list.
 * A link with a hash (from the home categories) lands on that section. Under the title, the tiffin
 * plans' entry while the kitchen has plans (issue 26).
 */
export function FullMenuPage() {
  const meals = useMeals();
  const dishes = useDishes();
  const [jumpOpen, setJumpOpen] = useState(false);
  const { hash } = useLocation();
  // The menu's long lists render in a transition, in slices (issue 6).
  const deferredMeals = useDeferredData(meals);
  const deferredDishes = useDeferredData(dishes);
  // The day's menu (issue 14): what the cart's slot, or the next open one, offers.
  const offered = useOfferedItems(shownMeals(deferredMeals.data), shownDishes(deferredDishes.data));
  const sections = buildSections(offered.meals, offered.dishes);
  const ready = !deferredMeals.pending && !deferredDishes.pending;

  useEffect(() => {
    if (ready && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);

  let rendered = 0;
  return (
    <div className="px-4 pb-6">
      <header className="pt-4 pb-1">
        <h1 className="font-display text-3xl font-bold text-ink">{m.menuOfTheDay()}</h1>
        <p className="text-sm text-muted">{m.cookedFreshThisMorningAt()}</p>
      </header>
      {/* Regulars who eat here every weekday (issue 26): only while the kitchen has plans. */}
      <TiffinPlansLink className="mt-3" />
      {!ready ? (
        <LoadingDots label={m.loadingTheMenu()} />
      ) : meals.isError && dishes.isError ? (
        <p className="py-10 text-center text-muted">{m.menuLoadFailed()}</p>
      ) : (
        sections.map((section) => {
          const count = section.meals.length + section.dishes.length;
          return (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-16 pt-5"
            >
              <h2
                id={`${section.id}-title`}
                className="flex items-baseline gap-2 font-display text-xl font-bold text-ink"
              >
                {section.title}
                <span className="font-sans text-sm font-medium text-muted">({count})</span>
              </h2>
              {count === 0 ? (
                <p className="py-3 text-sm text-muted">{m.notOnTheMenuToday()}</p>
              ) : (
                <div>
                  {section.meals.map((meal) => (
                    <MealCard key={meal._id} meal={meal} card={MenuRowCard} eager={rendered++ < 3} />
                  ))}
                  {section.dishes.map((dish) => (
                    <DishCard key={dish._id} dish={dish} card={MenuRowCard} eager={rendered++ < 3} />
                  ))}
                </div>
              )}
            </section>
          );
        })
      )}

      <div className="fixed right-4 bottom-24 z-30 flex flex-col items-end gap-3">
        {jumpOpen ? (
          <nav aria-label={m.jumpToSection()} className="w-56 rounded-2xl bg-ink/95 p-2 text-white shadow-2xl">
            <ul>
              {sections.map((section) => (
                <li key={section.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setJumpOpen(false);
                      scrollToSection(section.id);
                    }}
                    className="flex min-h-11 w-full items-center justify-between rounded-xl px-3 text-left text-sm font-medium hover:bg-white/10"
                  >
                    {section.title}
                    <span className="text-white/60">{section.meals.length + section.dishes.length}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <button
          type="button"
          // Named by its visible word, 'Sections' (WCAG 2.5.3, D81); aria-expanded says whether the list is open.
          aria-expanded={jumpOpen}
          onClick={() => setJumpOpen((open) => !open)}
          className="flex min-h-12 items-center gap-2 rounded-full bg-ink px-5 font-semibold text-white shadow-xl"
        >
          {jumpOpen ? <X className="size-5" aria-hidden="true" /> : <BookOpen className="size-5" aria-hidden="true" />}
          <span>{m.sections()}</span>
        </button>
      </div>
    </div>
  );
}
