import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { localDateAt } from '@rasoi/domain/slot-dates';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { paths } from '../../lib/paths.ts';
import { useAuth } from '../../lib/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { LoginPrompt } from '../../ui/login-prompt.tsx';
import { useSubscriptions } from './api/get-subscriptions.ts';
import { ReminderSwitch } from './reminder-switch.tsx';
import { SubscriptionCard } from './subscription-card.tsx';

/**
 * 'My tiffin' (issue 26, D91): the household's subscriptions (GET /subscriptions), each with its state
 * (active, paused, ended) and its coming meals for two weeks, where a meal is skipped or its skip undone,
 * and the plan paused for some days, resumed or ended; and, once there is one, the household's opt-in to a
 * reminder the evening before each meal (D95). Needs login.
 */
export function MyTiffinPage() {
  const token = useAuth((state) => state.token);
  const timeZone = useKitchenTimeZone();
  const { data: subscriptions, isPending, isError, refetch } = useSubscriptions(Boolean(token));
  const today = localDateAt(new Date(), timeZone);

  return (
    <section className="px-4 pt-4 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.tiffinMyTiffin()}</h1>
      {!token ? (
        <LoginPrompt message={m.tiffinLogInToSee()} />
      ) : isPending ? (
        <LoadingDots label={m.tiffinLoadingSubscriptions()} />
      ) : isError ? (
        <div className="mt-5 rounded-3xl bg-white p-6 text-center ring-1 ring-line">
          <p className="text-ink">{m.tiffinSubscriptionsLoadFailed()}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
            {m.tryAgain()}
          </Button>
        </div>
      ) : subscriptions.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-3xl bg-white px-6 py-10 text-center ring-1 ring-line">
          <span
            className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary"
            aria-hidden="true"
          >
            <CalendarDays className="size-7" />
          </span>
          <p className="mt-4 text-lg font-bold text-ink">{m.tiffinNoSubscriptions()}</p>
          <Link
            to={paths.plans}
            className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
          >
            {m.tiffinSeePlans()}
          </Link>
        </div>
      ) : (
        <>
          <ReminderSwitch />
          <ul className="mt-5 space-y-4" aria-label={m.tiffinMyTiffin()}>
            {subscriptions.map((subscription) => (
              <SubscriptionCard key={subscription._id} subscription={subscription} today={today} timeZone={timeZone} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
