import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { DietChoice } from '@rasoi/domain/diet';
import { dietBodyOf, dietNoteProblem } from '@rasoi/domain/diet';
import { m } from '@rasoi/domain/i18n/messages';
import { planMealDays } from '@rasoi/domain/plan-days';
import type { Plan } from '@rasoi/domain/plans';
import { dateAfter, localDateAt } from '@rasoi/domain/slot-dates';
import type { Weekday } from '@rasoi/domain/slots';
import { dayWord } from '@rasoi/domain/slot-words';
import { SUBSCRIPTION_TIFFINS_MAX, type SubscriptionPay } from '@rasoi/domain/subscriptions';
import { useAddresses } from '../../api/get-addresses.ts';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { usePlans } from '../../api/get-plans.ts';
import { useDiet } from '../../lib/diet-store.ts';
import { paths } from '../../lib/paths.ts';
import { useAuth } from '../../lib/session-store.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { DietNotesFields } from '../../ui/diet-notes-fields.tsx';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { LoginPrompt } from '../../ui/login-prompt.tsx';
import { AddressChoice } from './address-choice.tsx';
import { useMyAccount } from './api/get-account.ts';
import { useSubscribeToPlan } from './api/subscribe-to-plan.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { PlanFacts } from './plan-facts.tsx';
import { dayTitle } from './tiffin-texts.ts';

/** How many weeks of the plan's days the start-day list offers (the server takes up to 60 days ahead). */
const START_WEEKS = 4;

/** The days a subscription may start on: the plan's meal days from its earliest start, for START_WEEKS weeks. */
function startDays(plan: Plan): string[] {
  if (!plan.next_start) return [];
  const first = plan.next_start.date;
  return planMealDays(plan.weekdays as Weekday[], first, dateAfter(first, START_WEEKS * 7 - 1));
}

/**
 * The subscribe form of one plan (issue 26, D91): start day (the earliest by default; only the plan's days),
 * tiffins 1-4, one of the saved addresses, the diet notes remembered from the last order (D55), and how to
 * pay: prepaid, or monthly on account where GET /account says the household may. Sent once per form with
 * an Idempotency-Key; a refusal shows the server's sentence in the person's language.
 */
function SubscribeForm({ plan, today, timeZone }: { plan: Plan; today: string; timeZone: string }) {
  const id = useId();
  const navigate = useNavigate();
  const days = startDays(plan);
  const addresses = useAddresses(true);
  const account = useMyAccount(true).account;
  const rememberedDiet = useDiet((state) => state.diet);
  const subscribe = useSubscribeToPlan();
  const [startDay, setStartDay] = useState(days[0] ?? '');
  const [tiffins, setTiffins] = useState(1);
  const [chosenAddress, setAddress] = useState<string | null>(null);
  const [diet, setDiet] = useState<DietChoice>(rememberedDiet);
  const [pay, setPay] = useState<SubscriptionPay>('prepaid');
  // The first saved address until another is chosen.
  const addressId = chosenAddress ?? addresses.data?.[0]?._id ?? null;
  const onAccount = account?.on_account_allowed === true;

  function send() {
    if (!addressId || !startDay || subscribe.isPending || dietNoteProblem(diet.note)) return;
    const dietBody = dietBodyOf(diet);
    subscribe.mutate(
      {
        plan_id: plan._id,
        start_day: startDay,
        tiffins,
        address_id: addressId,
        pay: onAccount ? pay : 'prepaid',
        ...(dietBody ? { diet: dietBody } : {}),
      },
      {
        onSuccess: (subscription) => {
          toast.success(m.tiffinSubscribed({ day: dayWord(subscription.start_day, today) }));
          navigate(paths.tiffin);
        },
      },
    );
  }

  return (
    <form
      className="mt-5 space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="rounded-3xl bg-white p-4 ring-1 ring-line">
        <PlanFacts plan={plan} today={today} timeZone={timeZone} />
      </div>
      <div>
        <label htmlFor={`${id}-start`} className="mb-2 block text-base font-bold text-ink">
          {m.tiffinStartDay()}
        </label>
        <select
          id={`${id}-start`}
          value={startDay}
          onChange={(event) => setStartDay(event.target.value)}
          className="min-h-12 w-full rounded-xl border border-line bg-white px-4 text-base text-ink focus:border-primary focus:ring-2 focus:ring-primary/20 focus:outline-none"
        >
          {days.map((day) => (
            <option key={day} value={day}>
              {dayTitle(day, today)}
            </option>
          ))}
        </select>
      </div>
      <ChoiceGroup
        legend={m.tiffinTiffinsPerMeal()}
        columns={4}
        choices={Array.from({ length: SUBSCRIPTION_TIFFINS_MAX }, (_, index) => ({
          value: index + 1,
          label: String(index + 1),
        }))}
        value={tiffins}
        onChange={setTiffins}
      />
      {addresses.isPending ? (
        <LoadingDots label={m.loadingAddresses()} />
      ) : (
        <AddressChoice addresses={addresses.data ?? []} value={addressId} onChange={setAddress} />
      )}
      <DietNotesFields value={diet} onChange={setDiet} hint={m.tiffinDietHint()} />
      <ChoiceGroup
        legend={m.tiffinHowToPay()}
        choices={[
          { value: 'prepaid' as const, label: m.tiffinPayPrepaid(), hint: m.tiffinPayPrepaidHint() },
          ...(onAccount
            ? [{ value: 'on_account' as const, label: m.tiffinPayOnAccount(), hint: m.tiffinPayOnAccountHint() }]
            : []),
        ]}
        value={onAccount ? pay : 'prepaid'}
        onChange={setPay}
      />
      {/* Why monthly payment is not offered, once the account has said so. */}
      {account && !onAccount ? <p className="-mt-4 text-xs text-muted">{m.tiffinOnAccountNotAllowed()}</p> : null}
      {subscribe.error ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-sm font-medium text-red-700 ring-1 ring-red-200">
          {subscribe.error.message}
        </p>
      ) : null}
      <Button
        type="submit"
        block
        className="min-h-12 text-base"
        disabled={!addressId || !startDay}
        aria-disabled={subscribe.isPending}
      >
        {subscribe.isPending ? m.tiffinSubscribing() : m.tiffinConfirmSubscribe()}
      </Button>
    </form>
  );
}

/**
 * '/plans/:planId': a plan's subscribe form (issue 26). Needs login (the login prompt otherwise); a plan
 * that is not among the active ones, or has no start day open, says so and links back to the plans.
 */
export function SubscribePage() {
  const { planId } = useParams();
  const token = useAuth((state) => state.token);
  const timeZone = useKitchenTimeZone();
  const { data: plans, isPending } = usePlans();
  const plan = plans?.find((one) => one._id === planId);
  const today = localDateAt(new Date(), timeZone);

  return (
    <section className="px-4 pt-4 pb-8">
      <h1 className="font-display text-2xl font-bold text-ink">
        {plan ? m.tiffinSubscribeTo({ plan: plan.name }) : m.tiffinSubscribe()}
      </h1>
      {!token ? (
        <LoginPrompt message={m.tiffinLogInToSubscribe()} />
      ) : isPending ? (
        <LoadingDots label={m.tiffinLoadingPlans()} />
      ) : !plan || !plan.next_start ? (
        <div className="mt-5 rounded-3xl bg-white p-6 text-center ring-1 ring-line">
          <p className="text-ink">{plan ? m.tiffinNoStart() : m.planNotFound()}</p>
          <Link to={paths.plans} className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary">
            {m.tiffinSeePlans()}
          </Link>
        </div>
      ) : (
        <SubscribeForm plan={plan} today={today} timeZone={timeZone} />
      )}
    </section>
  );
}
