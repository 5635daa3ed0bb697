import { Suspense, type ReactNode } from 'react';
import type { Dish, Meal } from '@rasoi/domain/api';
import type { Tag } from '@rasoi/domain/constants';
import { useDeferredData } from '../../api/use-deferred-data.ts';
import { BannerCarousel, MealCategories, DishCard, MealCard, MenuRow, MenuSearch } from '../../features/menu/index.ts';
import { useDishes } from '../../api/get-dishes.ts';
import { useMeals } from '../../api/get-meals.ts';
import { dishesInCategory, mealsWithTag, shownDishes, shownMeals } from '../../lib/menu-items.ts';
import { useOfferedItems } from '../../api/use-offered-items.ts';
import { useHasSlotsToday } from '../../features/slots/index.ts';
import { useAuth } from '../../lib/session-store.ts';
import { lazyNamed } from '../../ui/lazy-named.ts';
import { TiffinPlansLink } from '../../ui/tiffin-plans-link.tsx';
import { m } from '@rasoi/domain/i18n/messages';

// Only a logged-in customer can have an order in progress: the strip's code loads for them alone (issue 6).
const UndeliveredOrderStrip = lazyNamed(() => import('../../features/orders/order-strip.tsx'), 'UndeliveredOrderStrip');
// Only a kitchen with meal slots today shows the slot strip (issue 14): its code loads for it alone, so a
// kitchen without slots pays one small query in the first load, not the strip.
const SlotStrip = lazyNamed(() => import('../../features/slots/slot-strip.tsx'), 'SlotStrip');

/** The home's thali rows by tag (spec 2 'Home'); an id makes the row a banner's target. */
const mealRows = (): readonly { title: string; subtitle: string; tag: Tag; id?: string }[] => [
  { title: m.featuredMeal(), subtitle: m.featuredMealHint(), tag: 'best-seller' },
  { title: m.quickDelivery(), subtitle: m.quickDeliveryHint(), tag: 'quick' },
  { title: m.rotiAndParathas(), subtitle: m.rotiAndParathasHint(), tag: 'roti-mania', id: 'roti-mania-home' },
  { title: m.miniMeals(), subtitle: m.miniMealsHint(), tag: 'mini', id: 'mini-thali-home' },
  { title: m.quickMeal(), subtitle: m.quickMealHint(), tag: 'quick' },
];

function MealRow({
  title,
  subtitle,
  id,
  meals,
  loading,
  eager,
}: {
  title: string;
  subtitle: string;
  id?: string;
  meals: Meal[];
  loading: boolean;
  eager: boolean;
}) {
  return (
    <MenuRow
      title={title}
      subtitle={subtitle}
      id={id}
      loading={loading}
      count={meals.length}
      emptyText={id ? m.backOnTheMenuSoon() : undefined}
    >
      {meals.map((meal, index) => (
        <MealCard key={meal._id} meal={meal} eager={eager && index < 2} />
      ))}
    </MenuRow>
  );
}

function DishRow({
  title,
  subtitle,
  id,
  dishes,
  loading,
}: {
  title: string;
  subtitle: string;
  id: string;
  dishes: Dish[];
  loading: boolean;
}) {
  return (
    <MenuRow
      title={title}
      subtitle={subtitle}
      id={id}
      loading={loading}
      count={dishes.length}
      emptyText={m.backOnTheMenuSoon()}
    >
      {dishes.map((dish) => (
        <DishCard key={dish._id} dish={dish} />
      ))}
    </MenuRow>
  );
}

function LoadError({ children }: { children: ReactNode }) {
  return (
    <p className="mx-4 my-3 rounded-2xl bg-white p-4 text-center text-sm text-muted ring-1 ring-line">{children}</p>
  );
}

/**
 * Home (spec 2 'Home'): search, today's meal slots when the kitchen has them (issue 14), banner
 * carousel, the tiffin plans' entry when the kitchen has plans (issue 26), meal categories, the thali
 * rows, Beverages and Sweets, and one strip for undelivered orders.
 */
export function HomePage() {
  const token = useAuth((state) => state.token);
  const hasSlots = useHasSlotsToday();
  const mealsQuery = useMeals();
  const dishesQuery = useDishes();
  const deferredMeals = useDeferredData(mealsQuery);
  const deferredDishes = useDeferredData(dishesQuery);
  // The day's menu (issue 14): what the cart's slot, or the next open one, offers.
  const { meals, dishes } = useOfferedItems(shownMeals(deferredMeals.data), shownDishes(deferredDishes.data));

  return (
    <div className="pb-4">
      <MenuSearch meals={meals} dishes={dishes} />
      {hasSlots ? (
        <Suspense fallback={null}>
          <SlotStrip />
        </Suspense>
      ) : null}
      <BannerCarousel />
      {/* Tiffin plans (issue 26): a compact entry, only while the kitchen has active plans. */}
      <TiffinPlansLink className="mx-4 mt-3" />
      <MealCategories meals={meals} />
      {mealsQuery.isError ? <LoadError>{m.thalisLoadFailed()}</LoadError> : null}
      {mealRows().map((row, index) => (
        <MealRow
          key={row.title}
          {...row}
          meals={mealsWithTag(meals, row.tag)}
          loading={deferredMeals.pending}
          eager={index === 0}
        />
      ))}
      <DishRow
        title={m.beverages()}
        subtitle={m.chaasLassiAndChai()}
        id="beverages-home"
        dishes={dishesInCategory(dishes, 'beverages')}
        loading={deferredDishes.pending}
      />
      <DishRow
        title={m.sweets()}
        subtitle={m.aLittleSomethingAfter()}
        id="sweets-home"
        dishes={dishesInCategory(dishes, 'deserts')}
        loading={deferredDishes.pending}
      />
      {token ? (
        <Suspense fallback={null}>
          <UndeliveredOrderStrip />
        </Suspense>
      ) : null}
    </div>
  );
}
