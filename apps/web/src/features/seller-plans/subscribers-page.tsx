import { useId, useState } from 'react';
import { Link } from 'react-router';
import { m } from '@rasoi/domain/i18n/messages';
import { sellerPaths } from '../../lib/paths.ts';
import { ListEmpty, ListSkeleton } from '../../ui/list-states.tsx';
import { useSellerPlans } from './api/get-seller-plans.ts';
import { useSubscribers } from './api/get-subscribers.ts';
import { SubscriberCard } from './subscriber-card.tsx';

/** The plan filter's value for every plan. */
const ALL_PLANS = '';

/**
 * 'Subscribers' (issue 26, D91; /seller/subscribers): every household on the kitchen's tiffin plans, active
 * first, then paused, then ended, as GET /subscribers answers, with a filter by plan (GET /kitchen/plans),
 * and links to the household accounts where their payments are recorded and to the meals households lost (D94).
 */
export function SubscribersPage() {
  const subscribers = useSubscribers();
  const plans = useSellerPlans();
  const [planId, setPlanId] = useState(ALL_PLANS);
  const filterId = useId();
  const shown = (subscribers.data ?? []).filter((each) => planId === ALL_PLANS || each.plan._id === planId);

  return (
    <div className="px-4 pt-5 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.sellerSubscribersTitle()}</h1>
      <p className="mt-1 text-sm text-muted">{m.sellerSubscribersHint()}</p>
      <nav aria-label={m.sellerSubscribersTitle()} className="mt-2 flex gap-4 text-sm font-semibold">
        <Link to={sellerPaths.accounts} className="inline-flex min-h-11 items-center text-primary underline">
          {m.sellerAccountsLink()}
        </Link>
        <Link to={sellerPaths.lostMeals} className="inline-flex min-h-11 items-center text-primary underline">
          {m.sellerLostMealsLink()}
        </Link>
      </nav>
      <div className="mt-4">
        <label htmlFor={filterId} className="mb-1.5 block text-sm font-medium text-ink">
          {m.sellerSubscribersPlanFilter()}
        </label>
        <select
          id={filterId}
          value={planId}
          onChange={(event) => setPlanId(event.target.value)}
          className="min-h-12 w-full rounded-xl border border-line bg-white px-4 text-base text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
        >
          <option value={ALL_PLANS}>{m.sellerSubscribersAllPlans()}</option>
          {(plans.data ?? []).map((plan) => (
            <option key={plan._id} value={plan._id}>
              {plan.retired_at === null ? plan.name : m.sellerPlanRetiredNamed({ name: plan.name })}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-5 space-y-3">
        {subscribers.isPending ? <ListSkeleton /> : null}
        {subscribers.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {subscribers.error.message}
          </p>
        ) : null}
        {subscribers.data && shown.length === 0 ? (
          <ListEmpty text={planId === ALL_PLANS ? m.sellerSubscribersEmpty() : m.sellerSubscribersNoneOnPlan()} />
        ) : null}
        {shown.map((subscriber) => (
          <SubscriberCard key={subscriber._id} subscriber={subscriber} />
        ))}
      </div>
    </div>
  );
}
