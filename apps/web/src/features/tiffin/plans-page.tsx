import { Link } from 'react-router';
import { m } from '@rasoi/domain/i18n/messages';
import type { Plan } from '@rasoi/domain/plans';
import { localDateAt } from '@rasoi/domain/slot-dates';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { usePlans } from '../../api/get-plans.ts';
import { paths } from '../../lib/paths.ts';
import { useAuth } from '../../lib/session-store.ts';
import { toastLoginNeeded } from '../../lib/toast.ts';
import { overlayHref } from '../../lib/overlay-url.ts';
import { Button } from '../../ui/button.tsx';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { PlanFacts } from './plan-facts.tsx';

/**
 * A plan's 'Subscribe' link, to the plan's subscribe form. Without login that form opens under the login
 * sheet (its `sheet=login`), with the toast 'Login to continue' as the cart's checkout gives, so after the
 * code the neighbour is where they were going. A plain link either way: tapped on the written page before
 * the app has taken it over (D117), it leads to the same place (D119). Named 'Subscribe to <plan>', which
 * starts with the word it shows (D81).
 */
function SubscribeLink({ plan }: { plan: Plan }) {
  const token = useAuth((state) => state.token);
  const form = paths.planSubscribe(plan._id);
  return (
    <Link
      to={token ? form : overlayHref(form, 'login')}
      aria-label={m.tiffinSubscribeTo({ plan: plan.name })}
      onClick={token ? undefined : toastLoginNeeded}
      className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-primary px-5 font-semibold text-white transition-colors hover:bg-primary-dark"
    >
      {m.tiffinSubscribe()}
    </Link>
  );
}

/**
 * 'Tiffin plans' (issue 26, D89): the kitchen's active plans (GET /plans), each with what comes, its slot
 * and weekdays, prices, the skip cut-off and the earliest start day, and a way to subscribe while a start
 * day is open. Anyone may look; subscribing asks for login.
 */
export function PlansPage() {
  const timeZone = useKitchenTimeZone();
  const { data: plans, isPending, isError, refetch } = usePlans();
  const today = localDateAt(new Date(), timeZone);

  return (
    <section className="px-4 pt-4 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.tiffinPlans()}</h1>
      <p className="mt-1 text-sm text-muted">{m.tiffinPlansIntro()}</p>
      {isPending ? (
        <LoadingDots label={m.tiffinLoadingPlans()} />
      ) : isError ? (
        <div className="mt-5 rounded-3xl bg-white p-6 text-center ring-1 ring-line">
          <p className="text-ink">{m.tiffinPlansLoadFailed()}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
            {m.tryAgain()}
          </Button>
        </div>
      ) : plans.length === 0 ? (
        <p className="mt-5 rounded-3xl bg-white p-6 text-center text-muted ring-1 ring-line">{m.tiffinNoPlans()}</p>
      ) : (
        <ul className="mt-5 space-y-4">
          {plans.map((plan) => (
            <li key={plan._id} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line">
              <h2 className="mb-3 font-display text-xl font-bold text-ink">{plan.name}</h2>
              <PlanFacts plan={plan} today={today} timeZone={timeZone} />
              {plan.next_start ? <SubscribeLink plan={plan} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
