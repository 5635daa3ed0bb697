import { useId } from 'react';
import { Link } from 'react-router';
import { PHONE_PREFIX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { dateWord } from '@rasoi/domain/slot-words';
import type { LostPlanMeal } from '@rasoi/domain/subscriptions';
import { sellerPaths } from '../../lib/paths.ts';
import { ListEmpty, ListSkeleton } from '../../ui/list-states.tsx';
import { useLostMeals } from './api/get-lost-meals.ts';

/** Why a meal was lost, in words the kitchen can act on (D92, D94). */
export function lostWhyText(meal: Pick<LostPlanMeal, 'why' | 'plan'>): string {
  if (meal.why === 'no_room') return m.sellerLostNoRoom({ slot: meal.plan.slot_name });
  return meal.why === 'over_limit' ? m.sellerLostOverLimit() : m.sellerLostMissed();
}

/**
 * 'Lost meals' (issue 26, D92, D94; /seller/lost-meals): the tiffin plan meals households lost in the last
 * 14 days and the next two (GET /plan-meals/lost), most recent first, each with the household (the name on
 * its address, its mobile to call), plan and day, and why: no room in the slot, the account at its credit
 * limit, or missed while the server was down. None was charged.
 */
export function LostMealsPage() {
  const meals = useLostMeals();
  return (
    <div className="px-4 pt-5 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.sellerLostMealsTitle()}</h1>
      <p className="mt-1 text-sm text-muted">{m.sellerLostMealsHint()}</p>
      <nav aria-label={m.sellerLostMealsTitle()} className="mt-2 flex gap-4 text-sm font-semibold">
        <Link to={sellerPaths.subscribers} className="inline-flex min-h-11 items-center text-primary underline">
          {m.sellerSubscribersLink()}
        </Link>
        <Link to={sellerPaths.accounts} className="inline-flex min-h-11 items-center text-primary underline">
          {m.sellerAccountsLink()}
        </Link>
      </nav>
      <div className="mt-4 space-y-3">
        {meals.isPending ? <ListSkeleton /> : null}
        {meals.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {meals.error.message}
          </p>
        ) : null}
        {meals.data?.length === 0 ? <ListEmpty text={m.sellerLostMealsEmpty()} /> : null}
        {(meals.data ?? []).map((meal) => (
          <LostMealCard key={`${meal.subscription_id}:${meal.day}`} meal={meal} />
        ))}
      </div>
    </div>
  );
}

/** One lost meal: the household and its mobile, the plan and day, and why. */
function LostMealCard({ meal }: { meal: LostPlanMeal }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-white p-4 ring-1 ring-line">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {meal.household.name}
      </h2>
      <a href={`tel:${PHONE_PREFIX}${meal.household.mobile}`} className="text-sm font-medium text-primary">
        {PHONE_PREFIX} {meal.household.mobile}
      </a>
      <p className="mt-1 text-sm font-semibold text-ink">
        {m.sellerLostMealOf({ plan: meal.plan.name, day: dateWord(meal.day) })}
      </p>
      <p className="text-sm text-red-800">{lostWhyText(meal)}</p>
    </section>
  );
}
