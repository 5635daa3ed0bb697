import { useState } from 'react';
import type { Subscription } from '@rasoi/domain/subscriptions';
import { m } from '@rasoi/domain/i18n/messages';
import { dateAfter } from '@rasoi/domain/slot-dates';
import { dayWord } from '@rasoi/domain/slot-words';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useChangeSubscription } from './api/change-subscription.ts';
import { MealDayRow } from './meal-day-row.tsx';
import { PauseForm } from './pause-form.tsx';
import { subscriptionStateText, tiffinsText } from './tiffin-texts.ts';

const STATE_TONES: Record<Subscription['state'], string> = {
  active: 'bg-green-50 text-green-800',
  paused: 'bg-amber-50 text-amber-800',
  ended: 'bg-stone-100 text-stone-700',
};

/**
 * One subscription on My tiffin (issue 26, D91): its plan, state, tiffins, how it is paid, its first day
 * (or its last meal once ended), the pause in force or next, and its coming meals with skip and undo while each can change;
 * then pause for a range of days, resume, and end (after a confirm). Every change is the server's to
 * decide: a refusal shows its sentence (why, and by when on the kitchen's clock) above the actions.
 */
export function SubscriptionCard({
  subscription,
  today,
  timeZone,
}: {
  subscription: Subscription;
  today: string;
  timeZone: string;
}) {
  const change = useChangeSubscription(subscription._id);
  const [pausing, setPausing] = useState(false);
  const [ending, setEnding] = useState(false);
  const ended = subscription.state === 'ended';
  const busy = change.isPending;
  // Where a pause may begin: the first coming meal that can still change (D91 'firstChangeableDay').
  const firstDay = subscription.meals.find((meal) => meal.changeable)?.date ?? dateAfter(today, 1);

  return (
    <li className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-display text-xl font-bold text-ink">{subscription.plan.name}</h2>
          <p className="text-sm text-muted">
            {subscription.plan.slot.name} · {tiffinsText(subscription.tiffins)}
          </p>
          <p className="text-sm text-muted">
            {subscription.pay === 'on_account' ? m.tiffinPayOnAccount() : m.tiffinPayPrepaid()}
          </p>
          <p className="text-sm text-muted">
            {ended && subscription.end_day
              ? m.tiffinEndedOn({ day: dayWord(subscription.end_day, today) })
              : m.tiffinSince({ day: dayWord(subscription.start_day, today) })}
          </p>
          {!ended && subscription.pause ? (
            <p className="mt-1 text-sm font-medium text-amber-800">
              {m.tiffinPausedRange({
                from: dayWord(subscription.pause.from, today),
                until: dayWord(subscription.pause.until, today),
              })}
            </p>
          ) : null}
        </div>
        <span className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${STATE_TONES[subscription.state]}`}>
          {subscriptionStateText(subscription.state)}
        </span>
      </div>

      {ended ? null : (
        <>
          <h3 className="mt-4 text-base font-bold text-ink">{m.tiffinComingMeals()}</h3>
          {subscription.meals.length === 0 ? (
            <p className="py-2 text-sm text-muted">{m.tiffinNoComingMeals()}</p>
          ) : (
            <ul className="divide-y divide-line" aria-label={m.tiffinComingMeals()}>
              {subscription.meals.map((meal) => (
                <MealDayRow
                  key={meal.date}
                  meal={meal}
                  today={today}
                  timeZone={timeZone}
                  busy={busy}
                  onSkip={(skip) => change.mutate({ kind: 'skip', day: meal.date, skip })}
                />
              ))}
            </ul>
          )}
          {change.error ? (
            <p
              role="alert"
              className="mt-3 rounded-2xl bg-red-50 p-3 text-sm font-medium text-red-700 ring-1 ring-red-200"
            >
              {change.error.message}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" aria-expanded={pausing} onClick={() => setPausing((open) => !open)}>
              {m.tiffinPause()}
            </Button>
            {subscription.pause ? (
              <Button
                variant="secondary"
                aria-disabled={busy}
                onClick={() => {
                  if (!busy) change.mutate({ kind: 'resume' });
                }}
              >
                {m.tiffinResume()}
              </Button>
            ) : null}
            <Button variant="tertiary" onClick={() => setEnding(true)}>
              {m.tiffinEndPlan()}
            </Button>
          </div>
          {pausing ? (
            <PauseForm
              firstDay={firstDay}
              busy={busy}
              onPause={(from, until) =>
                change.mutate({ kind: 'pause', from, until }, { onSuccess: () => setPausing(false) })
              }
            />
          ) : null}
          {ending ? (
            <ConfirmDialog
              title={m.tiffinEndPlanTitle({ plan: subscription.plan.name })}
              body={m.tiffinEndPlanBody()}
              cancelLabel={m.tiffinKeepPlan()}
              confirmLabel={m.tiffinEndPlan()}
              danger
              busy={busy}
              onCancel={() => setEnding(false)}
              onConfirm={() => change.mutate({ kind: 'end' }, { onSettled: () => setEnding(false) })}
            />
          ) : null}
        </>
      )}
    </li>
  );
}
